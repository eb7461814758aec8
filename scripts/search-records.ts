/**
 * Writes the search records of the built site as DocSearch-compatible JSON, to load into the
 * hosted index so that online results match the embedded offline ones.
 *   npm run build && npm run search:records -- [output.json]
 */
import { writeFileSync, existsSync } from "node:fs";
import { collectRecords } from "../src/search/build/collect";
import { site } from "../src/config/site";
import { contextTags, docsTag } from "../src/search/browser/hosted";
import { parseDocsRoute } from "../src/config/routes";

const tags = contextTags();

if (!existsSync("public/index.html")) {
  console.error("public/ has no built site: run `npm run build` first.");
  process.exit(1);
}
const out = process.argv[2] ?? "search-records.json";
const records = collectRecords("public").map((r, i) => {
  const hash = r.url.indexOf("#");
  // A docs record carries its own version (as the crawler reads it from docsearch:version), so contextual search can filter on it.
  const version = parseDocsRoute(r.url.split("#")[0])?.version;
  return {
    objectID: `${i}`,
    url: `${site.siteUrl}${r.url}`,
    url_without_anchor: `${site.siteUrl}${hash >= 0 ? r.url.slice(0, hash) : r.url}`,
    anchor: hash >= 0 ? r.url.slice(hash + 1) : null,
    type: r.content ? "content" : r.lvl3 ? "lvl3" : r.lvl2 ? "lvl2" : "lvl1",
    hierarchy: { lvl0: r.lvl0, lvl1: r.lvl1, lvl2: r.lvl2, lvl3: r.lvl3, lvl4: null, lvl5: null, lvl6: null },
    content: r.content || null,
    language: tags.language,
    ...(version ? { version: version.name } : {}),
    docusaurus_tag: version ? docsTag(version) : tags.pages,
  };
});
writeFileSync(out, JSON.stringify(records, null, 2));
console.log(`${records.length} records written to ${out}`);
