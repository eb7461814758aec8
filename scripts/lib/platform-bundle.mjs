// The pinned platform source: one git bundle (platform/platform.bundle) holding, per pinned
// platform commit, a commit of just the files the docs describe, and platform/pins.json, the one
// map of docs version → platform commit. Checks read a pinned commit as a folder, extracted here
// on demand into a cache outside git (node_modules/.cache/arcadia-platform/<bundle commit>/).
// Written by `npm run platform:pin` (scripts/platform-pin.mjs); see docs/PLATFORM-SOURCE.md.
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { treeFiles } from "./platform-git.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PLATFORM_DIR = path.join(root, "platform");
export const PINS_FILE = path.join(PLATFORM_DIR, "pins.json");
export const BUNDLE_FILE = path.join(PLATFORM_DIR, "platform.bundle");
export const CACHE_DIR = path.join(root, "node_modules/.cache/arcadia-platform");
/** The bundle's ref of a pinned platform commit is this prefix and the commit's full hash. */
export const PIN_REF_PREFIX = "refs/pins/";

/**
 * docs version → platform commit (abbreviated), as `file` says; throws naming the file on
 * anything else.
 * @param {string} [file]
 * @returns {Record<string, string>}
 */
export function readPins(file = PINS_FILE) {
  /** @type {unknown} */
  const pins = JSON.parse(readFileSync(file, "utf8"));
  if (!pins || typeof pins !== "object" || Array.isArray(pins))
    throw new Error(`${file}: expected an object of "version": "commit".`);
  /** @type {Record<string, string>} */
  const result = {};
  for (const [version, commit] of Object.entries(pins)) {
    if (typeof commit !== "string" || !/^[0-9a-f]{7,40}$/.test(commit))
      throw new Error(`${file}: "${version}" must map to a commit hash, not ${JSON.stringify(commit)}.`);
    result[version] = commit;
  }
  return result;
}

/**
 * What the bundle holds: platform commit (full hash) → the bundle's commit of its files.
 * An absent bundle holds nothing.
 * @param {string} [bundle]
 * @returns {Map<string, string>}
 */
export function bundledCommits(bundle = BUNDLE_FILE) {
  if (!existsSync(bundle)) return new Map();
  const heads = execFileSync("git", ["bundle", "list-heads", bundle], { encoding: "utf8" });
  return new Map(
    heads
      .split("\n")
      .map((line) => line.split(" "))
      .filter(([, ref]) => ref?.startsWith(PIN_REF_PREFIX))
      .map(([oid, ref]) => [ref.slice(PIN_REF_PREFIX.length), oid]),
  );
}

/**
 * The folder holding the pinned files of platform commit `commit` (any abbreviation), extracted
 * from the bundle on first use. The folder is named by the bundle's commit, so a re-pin with
 * other files gets a new folder and a stale one is never read. Safe when several test workers
 * ask at once: each extracts into its own temporary folder and the first rename wins.
 * @param {string} commit
 * @param {{ bundle?: string, cacheDir?: string }} [where]
 * @returns {string}
 */
export function pinnedTree(commit, { bundle = BUNDLE_FILE, cacheDir = CACHE_DIR } = {}) {
  const matches = [...bundledCommits(bundle)].filter(([full]) => full.startsWith(commit.toLowerCase()));
  if (matches.length !== 1)
    throw new Error(
      `${path.relative(root, bundle)} ${matches.length ? "holds more than one commit starting" : "does not hold the platform commit"} ${commit}: run npm run platform:pin -- <platform repo> ${commit}`,
    );
  const [[full, bundleCommit]] = matches;
  const dir = path.join(cacheDir, bundleCommit);
  if (existsSync(dir)) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(path.join(cacheDir, ".extract-"));
  try {
    const gitDir = path.join(work, "repo.git");
    execFileSync("git", ["init", "-q", "--bare", gitDir]);
    const ref = `${PIN_REF_PREFIX}${full}`;
    execFileSync("git", [`--git-dir=${gitDir}`, "fetch", "-q", bundle, `${ref}:${ref}`], { stdio: "pipe" });
    const tree = path.join(work, "tree");
    for (const file of treeFiles([`--git-dir=${gitDir}`], bundleCommit)) {
      const target = path.join(tree, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      if (file.mode === "120000") symlinkSync(file.content.toString("utf8"), target);
      else {
        writeFileSync(target, file.content);
        if (file.mode === "100755") chmodSync(target, 0o755);
      }
    }
    try {
      renameSync(tree, dir);
    } catch (error) {
      // Another process extracted the same commit first: use its folder.
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}
