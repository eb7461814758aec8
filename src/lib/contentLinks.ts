/**
 * Symbolic links under the content folders: a link is followed by every step that reads
 * content (MDX, YAML, media copied to public/_media), so one whose target leaves the repository
 * is refused, naming the link and its target. Runs before any plugin reads content (the build's
 * onPreBootstrap) and in `npm run check:mdx`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ContentSourceError } from "./contentSource";
import { isWithin, realTarget } from "./insideRepository";

export class ContentLinkError extends ContentSourceError {
  constructor(
    /** The link, relative to the project, slash-separated. */
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}

const label = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

/** Throws for the first link under `dirs` (relative to `root`) that is broken or leads outside `root`. */
export function checkContentLinks(root: string, dirs: readonly string[]): void {
  const realRoot = realTarget(root) ?? root;
  const seen = new Set<string>();
  const walk = (dir: string) => {
    const real = realTarget(dir);
    if (real === null || seen.has(real)) return;
    seen.add(real);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = realTarget(full);
        if (target === null)
          throw new ContentLinkError(label(root, full), "is a symbolic link to a file that does not exist.");
        if (!isWithin(target, realRoot)) {
          throw new ContentLinkError(
            label(root, full),
            `is a symbolic link to ${target}, outside the repository. Content and media must be files inside the repository: copy the file in instead of linking to it.`,
          );
        }
        walk(full);
      } else if (entry.isDirectory()) walk(full);
    }
  };
  for (const dir of dirs) walk(path.resolve(root, dir));
}
