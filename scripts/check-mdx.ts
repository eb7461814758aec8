/**
 * Checks content files the way the build does, without a build: front matter through the same
 * schemas (src/lib/frontmatter.ts), MDX through the same plugins (src/lib/mdx/pipeline.ts).
 *   npm run check:mdx                         every file under content/docs and content/blog
 *   npm run check:mdx -- content/docs/cli/script/run.mdx …
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import matter from "gray-matter";
import remarkUnwrapImages from "remark-unwrap-images";
import { gatsbyMdxDefaults, mdxPlugins } from "../src/lib/mdx/pipeline";
import { validateDocFrontmatter, validatePostFrontmatter } from "../src/lib/frontmatter";

const CONTENT_DIRS = ["content/docs", "content/blog"];

function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFilesUnder(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** Front matter parsed as gatsby-plugin-mdx does (YAML only). */
const parse = (source: string) => matter(source, { language: "yaml", engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } as never });

async function check(file: string): Promise<string[]> {
  const rel = path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/");
  const source = readFileSync(file, "utf8");
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(source);
  } catch (e) {
    return [`${rel}: front matter is not valid YAML: ${(e as Error).message.split("\n")[0]}`];
  }
  const problems: string[] = [];
  try {
    if (rel.startsWith("content/blog/")) validatePostFrontmatter(parsed.data, rel, rel.slice("content/blog/".length));
    else validateDocFrontmatter(parsed.data, rel);
  } catch (e) {
    problems.push((e as Error).message);
  }
  // Lines before the body, so positions point into the file, not into the body alone.
  const offset = source.slice(0, source.length - parsed.content.length).split("\n").length - 1;
  try {
    await compile(new VFile({ value: parsed.content, path: path.resolve(file) }), {
      ...gatsbyMdxDefaults,
      ...mdxPlugins,
      remarkPlugins: [...mdxPlugins.remarkPlugins, remarkUnwrapImages],
    });
  } catch (e) {
    const err = e as Error & { line?: number; column?: number };
    problems.push(err.line ? `${rel}:${err.line + offset}:${err.column ?? 0}: ${err.message.split("\n")[0]}` : `${rel}: ${err.message.split("\n")[0]}`);
  }
  return problems;
}

const args = process.argv.slice(2);
const files = args.length ? args.flatMap((a) => (statSync(a).isDirectory() ? mdxFilesUnder(a) : [a])) : CONTENT_DIRS.flatMap(mdxFilesUnder);
let failed = 0;
for (const file of files.sort()) {
  const problems = await check(file);
  if (problems.length) {
    failed++;
    console.log(`✗ ${file}`);
    for (const p of problems) console.log(`    ${p}`);
  } else if (args.length) console.log(`✓ ${file}`);
}
console.log(`${files.length - failed} of ${files.length} files passed.`);
process.exit(failed ? 1 : 0);
