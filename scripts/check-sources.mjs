// Names the docs pages to re-read after a platform release: pages list the platform files they
// were checked against in their front matter (`source:`); this compares two platform commits and
// prints every page whose source files changed, and source paths that no longer exist.
//
// Usage: npm run check:sources -- <platform git dir or work tree> <new commit> [<old commit>] [--content <dir>]
//   <old commit> defaults to the commit in src/config/platformSource.ts; --content defaults to content/docs.
// Exit codes: 0 = report printed (possibly "nothing to re-read"), 2 = bad arguments.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { gitRunner, resolveCommit } from "./lib/platform-git.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const USAGE = "Usage: npm run check:sources -- <platform git dir or work tree> <new commit> [<old commit>] [--content <dir>]";

function fail(message) {
  console.error(`check:sources: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const positional = [];
  let content = "content/docs";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--content") {
      if (!argv[i + 1]) fail("--content needs a directory.");
      content = argv[++i];
    } else if (arg.startsWith("--content=")) content = arg.slice("--content=".length);
    else if (arg === "-h" || arg === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith("-")) fail(`unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (positional.length < 2 || positional.length > 3) fail("expected a platform repository and one or two commits.");
  return { repo: positional[0], newCommit: positional[1], oldCommit: positional[2], content };
}

/** The commit the docs were checked against, read from its one definition. */
function configuredCommit() {
  const text = readFileSync(path.join(here, "../src/config/platformSource.ts"), "utf8");
  const match = /commit:\s*"([0-9a-fA-F]{4,40})"/.exec(text);
  if (!match) fail("no commit found in src/config/platformSource.ts.");
  return match[1];
}

function mdxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

function routeOf(contentDir, file) {
  const rel = path.relative(contentDir, file).split(path.sep).join("/").replace(/\.mdx$/, "");
  const trimmed = rel === "index" ? "" : rel.replace(/\/index$/, "");
  return trimmed ? `/docs/${trimmed}` : "/docs";
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.content) || !statSync(args.content).isDirectory()) fail(`content directory ${args.content} does not exist.`);
  const git = gitRunner(args.repo, fail);
  const oldRev = args.oldCommit ?? configuredCommit();
  const oldHash = resolveCommit(git, oldRev, fail);
  const newHash = resolveCommit(git, args.newCommit, fail);

  const changed = new Set(git("diff", "--name-only", "--no-renames", oldHash, newHash).split("\n").filter(Boolean));
  const present = new Set(git("ls-tree", "-r", "--name-only", newHash).split("\n").filter(Boolean));

  const toReread = [];
  const gone = [];
  for (const file of mdxFiles(args.content).sort()) {
    const source = matter(readFileSync(file, "utf8")).data.source;
    if (!Array.isArray(source)) continue;
    const paths = source.filter((s) => typeof s === "string");
    const hits = paths.filter((s) => changed.has(s));
    if (hits.length) toReread.push({ file, route: routeOf(args.content, file), hits });
    for (const s of paths) if (!present.has(s)) gone.push({ file, path: s });
  }

  const range = `${oldRev} (${oldHash.slice(0, 7)}) → ${args.newCommit} (${newHash.slice(0, 7)})`;
  console.log(`Platform: ${changed.size} file(s) changed, ${range}.`);
  if (!toReread.length && !gone.length) {
    console.log("Nothing to re-read: no source file listed by a page changed.");
    return;
  }
  if (toReread.length) {
    console.log(`\nPages to re-read (${toReread.length}):`);
    for (const page of toReread) {
      console.log(`  ${path.relative(process.cwd(), page.file)}  ${page.route}`);
      for (const hit of page.hits) console.log(`    - ${hit}`);
    }
  }
  if (gone.length) {
    console.log(`\nSource paths that no longer exist at ${args.newCommit} (renamed or deleted):`);
    for (const g of gone) console.log(`  ${path.relative(process.cwd(), g.file)}: ${g.path}`);
  }
}

main();
