/**
 * Content and media must stay inside the repository: a symbolic link, a `../` path or an
 * absolute image path that leads out of it would publish whatever the build machine can read
 * (`ln -s /etc/passwd content/blog/passwd.png`). These helpers say where a path really leads.
 */
import { realpathSync } from "node:fs";
import path from "node:path";

/** Whether `file` is `dir` itself or below it, comparing the paths as written. */
export function isWithin(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel));
}

/** Where `file` leads once every link is followed; null when it leads nowhere (a broken link). */
export function realTarget(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

/** Whether `file`, links followed, is inside `dir` (links in `dir`'s own path followed too). */
export function leadsInside(file: string, dir: string): boolean {
  const real = realTarget(file);
  const realDir = realTarget(dir);
  return real !== null && realDir !== null && isWithin(real, realDir);
}
