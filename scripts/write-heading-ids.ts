/**
 * Writes an explicit id (`## 标题 {#id}`) on every h2 and h3 that has none, as Docusaurus's
 * `write-heading-ids` does, so a page's anchors survive rewording and paste as plain ASCII.
 *   npm run write-heading-ids                      every content page
 *   npm run write-heading-ids -- content/docs/cli/script/run.mdx …
 * Ids come from src/lib/headingIdWords.ts; a heading it cannot name is listed (file:line) and
 * left for the writer. Ids already on the page are kept and never reused.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder, MDX_FILE } from "../src/lib/contentFiles";
import { contentSources } from "../src/config/contentSources";
import { writeHeadingIds } from "./lib/writeHeadingIds";

const named = process.argv.slice(2);
const files = named.length
  ? named.flatMap((a) => (MDX_FILE.test(a) ? [path.resolve(a)] : filesUnder(path.resolve(a), MDX_FILE)))
  : contentSources().flatMap((s) => filesUnder(path.resolve(s.path), MDX_FILE));
let written = 0;
let left = 0;
for (const file of files.sort()) {
  const label = path.relative(process.cwd(), file).split(path.sep).join("/");
  const { source, added, unnamed } = writeHeadingIds(readFileSync(file, "utf8"));
  if (added.length) {
    writeFileSync(file, source);
    written += added.length;
    for (const a of added) console.log(`${label}:${a.line}: {#${a.id}} ${a.text}`);
  }
  for (const u of unnamed) console.log(`${label}:${u.line}: no id for "${u.text}": add {#id} by hand`);
  left += unnamed.length;
}
console.log(`${written} ids written, ${left} headings left without one.`);
