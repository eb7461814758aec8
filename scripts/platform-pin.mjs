// Pins the parts of the platform the docs describe, at one commit: adds a commit of just those
// files to the bundle platform/platform.bundle, so the unit tests can read and run the platform's
// own code without a network or a checkout (scripts/lib/platform-bundle.mjs extracts it).
// What is pinned: shell/, sample/, utils/, backend/, the root files LICENSE, README.md,
// package.json and ecosystem.config.cjs, and every other path a docs page lists in `source:`.
//
// Usage: npm run platform:pin -- <platform git dir or work tree> <commit> [--version <docs version>] [--content <dir>]…
//   --version also maps that docs version to the commit in platform/pins.json.
//   --content (repeatable) names the docs folders whose `source:` lists add paths; default the
//   version's own: content/docs for "next" (or no --version), content/versions/<name>/docs for a
//   frozen version <name>.
//   --out is the folder that holds pins.json and platform.bundle (default platform/; the tests
//   use a temporary one).
// The bundle then holds the commit just pinned and those pins.json names; any other is dropped.
// Exit codes: 0 = pinned, 2 = bad arguments or a path missing at that commit.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { bundledCommits, PIN_REF_PREFIX } from "./lib/platform-bundle.mjs";
import { gitBaseArgs, gitRunner, resolveCommit, treeFiles } from "./lib/platform-git.mjs";

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

/**
 * The fast-import stream of one root commit on `ref` holding `files`. Author, committer and date
 * are fixed (the platform commit's own time), so pinning the same files again gives the same
 * commit, and the bundle changes only when what is pinned does.
 */
function commitStream(ref, hash, time, paths, files) {
  const chunks = [];
  const text = (s) => chunks.push(Buffer.from(s, "utf8"));
  const data = (buffer) => {
    text(`data ${buffer.length}\n`);
    chunks.push(buffer, Buffer.from("\n"));
  };
  const who = `platform:pin <platform-pin@arcadia-docs.invalid> ${time} +0000`;
  text(`commit ${ref}\nauthor ${who}\ncommitter ${who}\n`);
  data(Buffer.from(`SuperManito/Arcadia ${hash}\n\nThe files the docs describe: ${paths.join(", ")}\n`));
  for (const file of files) {
    text(`M ${file.mode} inline ${file.path}\n`);
    data(file.content);
  }
  return Buffer.concat(chunks);
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const pinsFile = path.join(args.out, "pins.json");
  const bundleFile = path.join(args.out, "platform.bundle");
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

  const files = treeFiles(gitBaseArgs(args.repo), hash, paths);
  const time = git("log", "-1", "--format=%ct", hash).trim();
  const pins = existsSync(pinsFile) ? JSON.parse(readFileSync(pinsFile, "utf8")) : {};
  if (args.version) pins[args.version] = short;
  // Rebuild the bundle in a scratch repository and rename it over the old one only when complete,
  // so a failed run leaves the previous bundle (and pins.json, written after) intact.
  const work = mkdtempSync(path.join(tmpdir(), "platform-pin-"));
  try {
    const gitDir = path.join(work, "repo.git");
    const local = (input, ...gitArgs) =>
      execFileSync("git", [`--git-dir=${gitDir}`, ...gitArgs], { encoding: "utf8", input, stdio: "pipe" });
    execFileSync("git", ["init", "-q", "--bare", gitDir]);
    if (existsSync(bundleFile)) local(undefined, "fetch", "-q", bundleFile, `${PIN_REF_PREFIX}*:${PIN_REF_PREFIX}*`);
    const ref = `${PIN_REF_PREFIX}${hash}`;
    local(undefined, "update-ref", "-d", ref);
    local(commitStream(ref, hash, time, paths, files), "fast-import", "--quiet");
    // Keep the commit just pinned and those pins.json names; drop the rest.
    const named = Object.values(pins);
    for (const full of local(undefined, "for-each-ref", "--format=%(refname:lstrip=2)", PIN_REF_PREFIX)
      .split("\n")
      .filter(Boolean)) {
      if (full === hash || named.some((commit) => full.startsWith(commit))) continue;
      local(undefined, "update-ref", "-d", `${PIN_REF_PREFIX}${full}`);
      console.log(`Dropped ${full.slice(0, 7)} from the bundle: pins.json names it for no version.`);
    }
    // Written beside the old bundle, so the rename stays on one file system.
    mkdirSync(args.out, { recursive: true });
    local(undefined, "bundle", "create", "-q", `${bundleFile}.tmp`, "--all");
    renameSync(`${bundleFile}.tmp`, bundleFile);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (args.version) writeFileSync(pinsFile, `${JSON.stringify(pins, null, 2)}\n`);

  console.log(
    `Pinned ${files.length} files of ${short} (${hash}) in ${path.relative(process.cwd(), bundleFile)} (${bundledCommits(bundleFile).size} commit(s))${args.version ? `; ${args.version} → ${short} in ${path.relative(process.cwd(), pinsFile)}` : ""}.`,
  );
}

main();
