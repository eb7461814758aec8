/** The words of a missing path, as a search query (the 404 page's suggestions). */
import { routeNameWords } from "./tokenize";

/** Route parts that name a site area, not what the reader was looking for. */
const NOISE = new Set(["docs", "blog", "dev", "category", "index", "html", "htm", "page"]);

/** /docs/cli/run → "cli run"; /docs/configuration/TelegramBot → "configuration telegram bot". */
export function pathQuery(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the path as it is.
  }
  return path
    .split("/")
    .flatMap((segment) => routeNameWords(`/${segment}`).split(" "))
    .filter((w) => w && !NOISE.has(w))
    .join(" ");
}
