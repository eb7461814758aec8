// Git access to a platform repository given as a work tree, a .git directory or a bare mirror;
// shared by check-sources.mjs and platform-pin.mjs. `fail` prints the caller's usage and exits.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** A function that runs git in `repo`, or a call to `fail` when `repo` is not a git repository. */
export function gitRunner(repo, fail) {
  if (!existsSync(repo) || !statSync(repo).isDirectory()) fail(`${repo} is not a directory.`);
  const base = gitBaseArgs(repo);
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

/** The git arguments that address `repo`. */
export function gitBaseArgs(repo) {
  // A bare repository (or a .git directory) has HEAD and objects/ at its top; a work tree does not.
  const bare = existsSync(path.join(repo, "HEAD")) && existsSync(path.join(repo, "objects"));
  return bare ? [`--git-dir=${repo}`] : ["-C", repo];
}

/** The full hash of `rev`, or a call to `fail` when it names no commit. */
export function resolveCommit(git, rev, fail) {
  try {
    return git("rev-parse", "--verify", "--quiet", `${rev}^{commit}`).trim();
  } catch {
    return fail(`unknown commit ${rev}.`);
  }
}
