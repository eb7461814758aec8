// Quick syntax check for writers: compiles MDX files the way the site does (MDX 2 + GFM +
// directives) and checks front matter keys, without running a whole Gatsby build.
// Usage: node scripts/check-mdx.mjs content/docs/cli/**/*.mdx
import { readFileSync } from "node:fs";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import matter from "gray-matter";

const DOC_KEYS = ["title", "sidebar_label", "description", "hide_table_of_contents", "toc_max_heading_level", "draft", "unlisted", "displayed_sidebar", "deprecated", "source", "keywords"];
const POST_KEYS = ["title", "slug", "date", "authors", "tags", "description", "draft", "unlisted"];

let failed = 0;
for (const file of process.argv.slice(2)) {
  const problems = [];
  let parsed;
  try {
    parsed = matter(readFileSync(file, "utf8"));
  } catch (e) {
    problems.push(`front matter: ${e.message}`);
  }
  if (parsed) {
    const allowed = file.includes("content/blog/") ? POST_KEYS : DOC_KEYS;
    for (const key of Object.keys(parsed.data)) if (!allowed.includes(key)) problems.push(`front matter: unknown key "${key}"`);
    if (typeof parsed.data.title !== "string" || !parsed.data.title.trim()) problems.push('front matter: "title" is required');
    try {
      await compile(parsed.content, { remarkPlugins: [remarkGfm, remarkDirective] });
    } catch (e) {
      problems.push(`MDX: ${e.message} (line ${e.line ?? "?"}, column ${e.column ?? "?"})`);
    }
    for (const m of parsed.content.matchAll(/!\[([^\]]*)\]\(([^)\s]+)/g)) {
      if (!m[1].trim()) problems.push(`image ${m[2]}: alt text is missing`);
    }
  }
  if (problems.length) {
    failed++;
    console.log(`✗ ${file}`);
    for (const p of problems) console.log(`    ${p}`);
  } else console.log(`✓ ${file}`);
}
process.exit(failed ? 1 : 0);
