// A copy of the project in a temporary folder, node_modules linked, for tests that build or
// edit it (tests/build/*): the working tree is never touched.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const skip = new Set(["node_modules", ".cache", "public", ".git", "test-results"]);

/** @param {string} prefix @returns {{ dir: string, remove: () => void }} */
export function copyProject(prefix) {
  const project = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(project, dir, { recursive: true, filter: (src) => !skip.has(path.basename(src)) || path.dirname(src) !== project });
  symlinkSync(path.join(project, "node_modules"), path.join(dir, "node_modules"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
