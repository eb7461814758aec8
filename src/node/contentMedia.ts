/** Copies the files that content references relatively into public/_media (see src/lib/media.ts). */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { mediaRoute } from "../lib/media";

/** What a page can reference relatively: everything in a content folder but its sources. */
const SOURCE = /\.(mdx?|ya?ml)$/i;

export function copyContentMedia(contentDirs: string[], publicDir: string): number {
  let copied = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!SOURCE.test(entry.name) && !entry.name.startsWith(".")) {
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
