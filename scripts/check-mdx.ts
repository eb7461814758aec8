/**
 * Checks content the way the build does, without a build, and refuses what the build refuses:
 * file encoding and front-matter YAML (src/lib/contentSource.ts), front matter through the same
 * schemas (src/lib/frontmatter.ts), MDX through the same plugins (src/lib/mdx/pipeline.ts), and,
 * when no file is named, the API and blog YAML data and the checks across files
 * (src/lib/siteChecks.ts: routes, sidebars, API pages, authors and tags).
 *   npm run check:mdx                         every content file, and the checks across files
 *   npm run check:mdx -- content/docs/cli/script/run.mdx content/api/open/cron.yaml …
 *   npm run check:mdx -- --root <dir>         the project copy at <dir> (its content/ and static/)
 * ARCADIA_TEST_PAGES=1 adds the test build's fixture docs, as in the build.
 */
import path from "node:path";
import { checkContent } from "./lib/contentCheck";

const argv = process.argv.slice(2);
let root = process.cwd();
const rootAt = argv.indexOf("--root");
if (rootAt >= 0) {
  root = path.resolve(argv[rootAt + 1] ?? ".");
  argv.splice(rootAt, 2);
}
const named = argv.map((a) => path.relative(root, path.resolve(a)));
const { failures, checked, passed, warnings } = await checkContent(root, named);
if (named.length) for (const file of passed) console.log(`✓ ${file}`);
for (const w of warnings) console.log(`⚠ ${w}`);
for (const [file, problems] of failures) {
  console.log(`✗ ${file}`);
  for (const p of problems) console.log(`    ${p}`);
}
console.log(failures.size ? `${failures.size} of ${checked} files have problems.` : `All ${checked} files passed.`);
process.exit(failures.size ? 1 : 0);
