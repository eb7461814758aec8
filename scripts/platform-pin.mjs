// Copies the parts of the platform the docs describe, at one commit, into platform/<short hash>/,
// so the unit tests can read and run the platform's own code without a network or a checkout.
// What is copied: shell/, sample/, utils/, backend/, the root files LICENSE, README.md,
// package.json and ecosystem.config.cjs, and every other path a docs page lists in `source:`.
//
// Usage: npm run platform:pin -- <platform git dir or work tree> <commit> [--version <docs version>] [--content <dir>]…
//   --version also maps that docs version to the commit in platform/pins.json.
//   --content (repeatable) names the docs folders whose `source:` lists add paths; default the
//   version's own: content/docs for "next" (or no --version), content/versions/<name>/docs for a
//   frozen version <name>.
//   --out is the folder that holds the pins (default platform/; the tests use a temporary one).
// Exit codes: 0 = copied, 2 = bad arguments or a path missing at that commit.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { gitBaseArgs, gitRunner, resolveCommit } from "./lib/platform-git.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const USAGE =
  "Usage: npm run platform:pin -- <platform git dir or work tree> <commit> [--version <docs version>] [--content <dir>]… [--out <dir>]";
/** Always copied: the code the pages describe and run, and the licence that allows the copy. */
const PINNED_PATHS = [
  "shell",
  "sample",
  "utils",
  "backend",
  "LICENSE",
  "README.md",
  "package.json",
  "ecosystem.config.cjs",
];

function fail(message) {
  console.error(`platform:pin: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const positional = [];
  const content = [];
  let version;
  let out = path.join(root, "platform");
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--version" || arg === "--content" || arg === "--out") {
      const value = argv[++i];
      if (!value) fail(`${arg} needs a value.`);
      if (arg === "--version") version = value;
      else if (arg === "--out") out = path.resolve(value);
      else content.push(value);
    } else if (arg === "-h" || arg === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith("-")) fail(`unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (positional.length !== 2) fail("expected a platform repository and a commit.");
  return {
    repo: positional[0],
    commit: positional[1],
    version,
    out,
    content: content.length ? content : [docsFolderOf(version)],
  };
}

/** The docs folder of a version, as content/versions.json lays them out. */
function docsFolderOf(version) {
  if (!version || version === "next") return path.join(root, "content/docs");
  const folder = `content/versions/${version}/docs`;
  if (!existsSync(path.join(root, folder)))
    fail(`${folder} does not exist: freeze the version first, or name its pages with --content.`);
  return path.join(root, folder);
}

function mdxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

/** Every `source:` path of the pages in `dirs`. */
function sourcePaths(dirs) {
  const paths = new Set();
  for (const dir of dirs) {
    const abs = path.resolve(dir);
    if (!existsSync(abs)) fail(`content directory ${dir} does not exist.`);
    for (const file of mdxFiles(abs)) {
      const source = matter(readFileSync(file, "utf8")).data.source;
      if (Array.isArray(source)) for (const s of source) if (typeof s === "string") paths.add(s);
    }
  }
  return [...paths].sort();
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const platformDir = args.out;
  const pinsFile = path.join(platformDir, "pins.json");
  const git = gitRunner(args.repo, fail);
  const hash = resolveCommit(git, args.commit, fail);
  const short = hash.slice(0, 7);
  const sources = sourcePaths(args.content);
  const covered = (p) => PINNED_PATHS.some((base) => p === base || p.startsWith(`${base}/`));
  const paths = [...PINNED_PATHS, ...sources.filter((p) => !covered(p))];
  const present = new Set(git("ls-tree", "-r", "--name-only", hash).split("\n").filter(Boolean));
  const missing = [...PINNED_PATHS, ...sources].filter(
    (p) => !present.has(p) && ![...present].some((f) => f.startsWith(`${p}/`)),
  );
  if (missing.length)
    fail(`not in ${short}: ${missing.join(", ")} (a page's source: names a file that commit lacks?).`);

  // Extract into a temporary folder first, so a failed run leaves the previous copy intact.
  const target = path.join(platformDir, short);
  const temp = `${target}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  // stderr is kept quiet: a partial mirror warns about unrelated missing blobs (web assets) here.
  const tar = execFileSync("git", [...gitBaseArgs(args.repo), "archive", "--format=tar", hash, "--", ...paths], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
  execFileSync("tar", ["-x", "-C", temp], { input: tar });
  rmSync(target, { recursive: true, force: true });
  renameSync(temp, target);

  if (args.version) {
    const pins = existsSync(pinsFile) ? JSON.parse(readFileSync(pinsFile, "utf8")) : {};
    pins[args.version] = short;
    writeFileSync(pinsFile, `${JSON.stringify(pins, null, 2)}\n`);
  }
  const files = git("ls-tree", "-r", "--name-only", hash, "--", ...paths)
    .split("\n")
    .filter(Boolean).length;
  console.log(
    `Pinned ${files} files of ${short} (${hash}) in ${path.relative(process.cwd(), target)}/${args.version ? `; ${args.version} → ${short} in ${path.relative(process.cwd(), pinsFile)}` : ""}.`,
  );
  const named = Object.values(existsSync(pinsFile) ? JSON.parse(readFileSync(pinsFile, "utf8")) : {});
  for (const dir of readdirSync(platformDir, { withFileTypes: true })) {
    if (dir.isDirectory() && !named.includes(dir.name))
      console.log(`Note: ${dir.name}/ is not named in pins.json; delete it if no version needs it.`);
  }
}

main();
