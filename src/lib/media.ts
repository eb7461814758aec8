/**
 * Files that content references by a relative path (an image in a blog post's folder) are
 * served from /_media/<content hash>/<name>. The MDX pipeline only rewrites the address; the
 * copy is a build step of its own (src/node/postBuild/contentMedia.ts), which runs on every build, so a
 * build that reuses Gatsby's cache of compiled MDX after public/ was removed still has them.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export const MEDIA_DIR = "_media";

export function mediaRoute(absolutePath: string): string {
  const hash = createHash("sha1").update(readFileSync(absolutePath)).digest("hex").slice(0, 10);
  return `/${MEDIA_DIR}/${hash}/${path.basename(absolutePath)}`;
}
