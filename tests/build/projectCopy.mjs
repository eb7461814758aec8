// A copy of the project in a temporary folder, node_modules linked, for tests that build or
// edit it (tests/build/*): the working tree is never touched.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const skip = new Set(["node_modules", ".cache", "public", ".git", "test-results"]);

/**
 * `withGit`: the copy's .git links to the project's, so git reads the same history (the pages'
 * last-updated dates), read-only.
 * @param {string} prefix @param {{ withGit?: boolean }} [options] @returns {{ dir: string, remove: () => void }}
 */
export function copyProject(prefix, { withGit = false } = {}) {
  const project = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(project, dir, {
    recursive: true,
    // The files keep their mtimes: content without git history is dated by them (src/node/data/contentFileDates.ts).
    preserveTimestamps: true,
    filter: (src) => !skip.has(path.basename(src)) || path.dirname(src) !== project,
  });
  symlinkSync(path.join(project, "node_modules"), path.join(dir, "node_modules"));
  if (withGit && existsSync(path.join(project, ".git")))
    symlinkSync(path.join(project, ".git"), path.join(dir, ".git"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
