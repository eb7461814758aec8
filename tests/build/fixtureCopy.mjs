// A copy of the project whose content is the fixture site's (tests/fixture-site): the same
// gatsby-config, gatsby-node and src/, with content/ replaced by tests/fixture-site/content and
// static/diagrams by the fixture's rendered diagrams. The variant builds of tests/build/ (bad
// content, docs:version, patches off, path prefix) run on it: a small site of two versions
// builds in a fraction of the real site's time, and the real site is built once, by the test
// suite's build phase.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { copyProject } from "./projectCopy.mjs";

export const FIXTURE_SITE = "tests/fixture-site";

/**
 * @param {string} prefix the temporary folder's name prefix
 * @returns {{ dir: string, remove: () => void }}
 */
export function copyFixtureSite(prefix) {
  // No .git: the fixture's files have no history under content/, so every build of a copy dates
  // them by their mtime, which the copy keeps (the same in two copies made from one checkout).
  const copy = copyProject(prefix);
  const fixture = path.join(process.cwd(), FIXTURE_SITE);
  rmSync(path.join(copy.dir, "content"), { recursive: true, force: true });
  cpSync(path.join(fixture, "content"), path.join(copy.dir, "content"), { recursive: true, preserveTimestamps: true });
  rmSync(path.join(copy.dir, "static", "diagrams"), { recursive: true, force: true });
  cpSync(path.join(fixture, "static", "diagrams"), path.join(copy.dir, "static", "diagrams"), {
    recursive: true,
    preserveTimestamps: true,
  });
  return copy;
}
