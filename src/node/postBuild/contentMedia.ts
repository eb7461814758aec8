/** Copies the files that content references relatively into public/_media (see src/lib/media.ts). */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { mediaRoute } from "../../lib/media";
import { ContentLinkError } from "../../lib/contentLinks";
import { leadsInside, realTarget } from "../../lib/insideRepository";

/** What a page can reference relatively: everything in a content folder but its sources. */
const SOURCE = /\.(mdx?|ya?ml)$/i;

/**
 * `root` is the repository: a link that leads out of it (or nowhere) is refused, not followed.
 * The build checks links before it reads any content; this guards a link made while
 * `gatsby develop` runs.
 */
export function copyContentMedia(contentDirs: string[], publicDir: string, root = process.cwd()): number {
  let copied = 0;
  const walked = new Set<string>();
  const walk = (dir: string) => {
    const real = realTarget(dir);
    if (real === null || walked.has(real)) return;
    walked.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink() && !leadsInside(full, root)) {
        throw new ContentLinkError(
          path.relative(root, full).split(path.sep).join("/"),
          "is a symbolic link that leads outside the repository or to nothing; it is not published.",
        );
      }
      if (statSync(full).isDirectory()) walk(full);
      else if (!SOURCE.test(entry.name)) {
        const target = path.join(publicDir, mediaRoute(full));
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(full, target);
        copied++;
      }
    }
  };
  for (const dir of contentDirs) if (existsSync(dir)) walk(dir);
  return copied;
}
