// Git access to a platform repository given as a work tree, a .git directory or a bare mirror;
// shared by check-sources.mjs and platform-pin.mjs. `fail` prints the caller's usage and exits.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {(message: string) => never} Fail
 * @typedef {(...args: string[]) => string} Git
 */

/**
 * A function that runs git in `repo`, or a call to `fail` when `repo` is not a git repository.
 * @param {string} repo
 * @param {Fail} fail
 * @returns {Git}
 */
export function gitRunner(repo, fail) {
  if (!existsSync(repo) || !statSync(repo).isDirectory()) fail(`${repo} is not a directory.`);
  const base = gitBaseArgs(repo);
  /** @type {Git} */
  const git = (...args) =>
    execFileSync("git", [...base, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  try {
    git("rev-parse", "--git-dir");
  } catch {
    fail(`${repo} is not a git repository or work tree.`);
  }
  return git;
}

/**
 * The git arguments that address `repo`.
 * @param {string} repo
 * @returns {string[]}
 */
export function gitBaseArgs(repo) {
  // A bare repository (or a .git directory) has HEAD and objects/ at its top; a work tree does not.
  const bare = existsSync(path.join(repo, "HEAD")) && existsSync(path.join(repo, "objects"));
  return bare ? [`--git-dir=${repo}`] : ["-C", repo];
}

/**
 * The full hash of `rev`, or a call to `fail` when it names no commit.
 * @param {Git} git
 * @param {string} rev
 * @param {Fail} fail
 * @returns {string}
 */
export function resolveCommit(git, rev, fail) {
  try {
    return git("rev-parse", "--verify", "--quiet", `${rev}^{commit}`).trim();
  } catch {
    return fail(`unknown commit ${rev}.`);
  }
}

/**
 * The files of `commit` under `paths` (all of them when none are given), read as git stores them:
 * mode ("100644", "100755" or "120000" for a symlink), path and bytes. Raw blobs, not `git archive`,
 * so that no .gitattributes of the tree (export-ignore, eol) changes what is copied.
 * `gitArgs` addresses the repository (see gitBaseArgs).
 * @param {string[]} gitArgs
 * @param {string} commit
 * @param {string[]} [paths]
 * @returns {{ mode: string, path: string, content: Buffer }[]}
 */
export function treeFiles(gitArgs, commit, paths = []) {
  const list = execFileSync("git", [...gitArgs, "ls-tree", "-r", "-z", commit, "--", ...paths], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const entries = list
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t");
      const [mode, type, oid] = line.slice(0, tab).split(" ");
      return { mode, type, oid, path: line.slice(tab + 1) };
    })
    .filter((e) => e.type === "blob");
  if (!entries.length) return [];
  // One cat-file for every blob: "<oid> blob <size>\n<bytes>\n" per object, in input order.
  const out = execFileSync("git", [...gitArgs, "cat-file", "--batch"], {
    input: entries.map((e) => e.oid).join("\n") + "\n",
    maxBuffer: 512 * 1024 * 1024,
  });
  let at = 0;
  return entries.map((e) => {
    const eol = out.indexOf(10, at);
    const [oid, type, size] = out.subarray(at, eol).toString("utf8").split(" ");
    if (oid !== e.oid || type !== "blob") throw new Error(`git cat-file: expected blob ${e.oid}, got ${oid} ${type}`);
    const start = eol + 1;
    at = start + Number(size) + 1;
    return { mode: e.mode, path: e.path, content: out.subarray(start, start + Number(size)) };
  });
}
