// Names the docs pages to re-read after a platform release: pages list the platform files they
// were checked against in their front matter (`source:`); this compares two platform commits and
// prints every page whose source files changed, and source paths that no longer exist. The same
// for the version's API descriptions and CLI reference: each stated default, limit or allowed
// value names the file it comes from (`source: { file }`), and its entry is listed to re-read.
//
// Usage: npm run check:sources -- <platform git dir or work tree> <new commit> [<old commit>] [--version <docs version>] [--content <dir>] [--api <dir>] [--cli <file>]
//   --version is a key of platform/pins.json: "next" (the default) for the writable docs, or the
//   name of a frozen version. It picks <old commit> (that version's commit in platform/pins.json,
//   through src/config/platformSource.ts), the docs folder (content/docs, or
//   content/versions/<name>/docs) and the routes printed (src/config/routes.ts, as the site
//   serves them); --content overrides the folder, --api and --cli the version's API descriptions
//   (content/api) and CLI reference (content/cli/commands.yaml).
// Runs under vite-node (npm run check:sources), so that it reads the site's own TypeScript config.
// Exit codes: 0 = report printed (possibly "nothing to re-read"), 2 = bad arguments.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import { platformSource } from "../src/config/platformSource";
import { docsRoutes } from "../src/config/routes";
import { NEXT_VERSION, docsVersion, versionNamed, type DocsVersion } from "../src/config/versions";
import { gitRunner, resolveCommit } from "./lib/platform-git.mjs";

const USAGE =
  "Usage: npm run check:sources -- <platform git dir or work tree> <new commit> [<old commit>] [--version <docs version>] [--content <dir>] [--api <dir>] [--cli <file>]";
function fail(message: string): never {
  console.error(`check:sources: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  let content: string | undefined;
  let api: string | undefined;
  let cli: string | undefined;
  let version = NEXT_VERSION;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--content" || arg === "--version" || arg === "--api" || arg === "--cli") {
      if (!argv[i + 1]) fail(`${arg} needs a value.`);
      if (arg === "--content") content = argv[++i];
      else if (arg === "--api") api = argv[++i];
      else if (arg === "--cli") cli = argv[++i];
      else version = argv[++i];
    } else if (arg.startsWith("--content=")) content = arg.slice("--content=".length);
    else if (arg.startsWith("--version=")) version = arg.slice("--version=".length);
    else if (arg === "-h" || arg === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith("-")) fail(`unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (positional.length < 2 || positional.length > 3) fail("expected a platform repository and one or two commits.");
  return {
    repo: positional[0],
    newCommit: positional[1],
    oldCommit: positional[2],
    version,
    content: content ?? versionOfPin(version).content.docs,
    api: api ?? versionOfPin(version).content.api,
    cli: cli ?? versionOfPin(version).content.cli,
  };
}

/** The version object of a pins.json key (a version's name); a version the list lacks is an older one. */
function versionOfPin(pin: string): DocsVersion {
  return versionNamed(pin) ?? docsVersion({ name: pin, label: pin, isLast: false });
}

/** Where a version's pages are served, as the site builds the route. */
function docsRoot(version: string): string {
  return docsRoutes.root(versionOfPin(version));
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** What an entry of the data is called in the report: an endpoint's method and path, a command's name. */
function entryName(node: Record<string, unknown>): string | null {
  if (typeof node.method === "string" && typeof node.path === "string") return `${node.method} ${node.path}`;
  if (typeof node.name === "string" && typeof node.command !== "string") return null;
  return typeof node.command === "string" ? `arcadia ${node.command}` : null;
}

/** Every platform file a YAML data file's stated values come from (`source: { file }`), with the entry that states them. */
function yamlSources(text: string): { entry: string; path: string }[] {
  const out: { entry: string; path: string }[] = [];
  const walk = (node: unknown, entry: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, entry));
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const here = entryName(record) ?? entry;
    const source = record.source as { file?: unknown } | undefined;
    if (source && typeof source === "object" && typeof source.file === "string")
      out.push({ entry: here, path: source.file });
    for (const [key, value] of Object.entries(record)) if (key !== "source") walk(value, here);
  };
  walk(yaml.load(text), "(top level)");
  return out;
}

function routeOf(contentDir: string, root: string, file: string): string {
  const rel = path
    .relative(contentDir, file)
    .split(path.sep)
    .join("/")
    .replace(/\.mdx$/, "");
  const trimmed = rel === "index" ? "" : rel.replace(/\/index$/, "");
  return trimmed ? `${root}/${trimmed}` : root;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.content) || !statSync(args.content).isDirectory())
    fail(`content directory ${args.content} does not exist.`);
  const git = gitRunner(args.repo, fail);
  let oldRev = args.oldCommit;
  if (!oldRev) {
    const versions = platformSource.versions;
    oldRev =
      versions[args.version]?.commit ??
      fail(
        `platform/pins.json names no commit for the docs version "${args.version}" (it has ${Object.keys(versions).join(", ")}).`,
      );
  }
  const root = docsRoot(args.version);
  const oldHash = resolveCommit(git, oldRev, fail);
  const newHash = resolveCommit(git, args.newCommit, fail);

  const changed = new Set(git("diff", "--name-only", "--no-renames", oldHash, newHash).split("\n").filter(Boolean));
  const present = new Set(git("ls-tree", "-r", "--name-only", newHash).split("\n").filter(Boolean));

  const toReread: { file: string; route: string; hits: string[] }[] = [];
  const gone: { file: string; path: string }[] = [];
  for (const file of mdxFiles(args.content).sort()) {
    const source: unknown = matter(readFileSync(file, "utf8")).data.source;
    if (!Array.isArray(source)) continue;
    const paths = source.filter((s): s is string => typeof s === "string");
    const hits = paths.filter((s) => changed.has(s));
    if (hits.length) toReread.push({ file, route: routeOf(args.content, root, file), hits });
    for (const s of paths) if (!present.has(s)) gone.push({ file, path: s });
  }

  // The API descriptions and the CLI reference: an entry whose stated values' source changed.
  const dataToReread: { file: string; entry: string; hits: string[] }[] = [];
  for (const file of [...yamlFiles(args.api).sort(), ...(existsSync(args.cli) ? [args.cli] : [])]) {
    const byEntry = new Map<string, Set<string>>();
    for (const s of yamlSources(readFileSync(file, "utf8"))) {
      if (changed.has(s.path)) byEntry.set(s.entry, (byEntry.get(s.entry) ?? new Set()).add(s.path));
      if (!present.has(s.path)) gone.push({ file, path: s.path });
    }
    for (const [entry, hits] of byEntry) dataToReread.push({ file, entry, hits: [...hits] });
  }

  const range = `${oldRev} (${oldHash.slice(0, 7)}) → ${args.newCommit} (${newHash.slice(0, 7)})`;
  console.log(`Platform: ${changed.size} file(s) changed, ${range}; docs version ${args.version} (${args.content}).`);
  if (!toReread.length && !gone.length && !dataToReread.length) {
    console.log("Nothing to re-read: no source file listed by a page or a data file changed.");
    return;
  }
  if (toReread.length) {
    console.log(`\nPages to re-read (${toReread.length}):`);
    for (const page of toReread) {
      console.log(`  ${path.relative(process.cwd(), page.file)}  ${page.route}`);
      for (const hit of page.hits) console.log(`    - ${hit}`);
    }
  }
  if (dataToReread.length) {
    console.log(`\nAPI descriptions and CLI entries to re-read (${dataToReread.length}):`);
    for (const d of dataToReread) {
      console.log(`  ${path.relative(process.cwd(), d.file)}  ${d.entry}`);
      for (const hit of d.hits) console.log(`    - ${hit}`);
    }
  }
  if (gone.length) {
    console.log(`\nSource paths that no longer exist at ${args.newCommit} (renamed or deleted):`);
    for (const g of gone) console.log(`  ${path.relative(process.cwd(), g.file)}: ${g.path}`);
  }
}

main();
