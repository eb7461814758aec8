// A post dated in the future: a production build leaves it out until its date, as a draft.
// tests/build/badContent.mjs checks its clean build leaves it out; tests/build/patchesOff.mjs
// puts the same file in its builds, so that badContent's clean build can be its patched side.
import { writeFileSync } from "node:fs";
import path from "node:path";

export const FUTURE_POST = "content/blog/2099-01-01-future.mdx";

/** @param {string} dir a project copy */
export function writeFuturePost(dir) {
  writeFileSync(
    path.join(dir, FUTURE_POST),
    `---\ntitle: 未来的文章\nslug: future-post\nauthors: [supermanito]\ntags: [教程]\n---\n\n尚未到发布日期。\n`,
  );
}
