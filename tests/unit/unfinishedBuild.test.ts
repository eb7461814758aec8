import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reporter } from "gatsby";
import {
  confirmCacheCleared,
  discardUnfinishedBuild,
  markBuildFinished,
  markBuildStarted,
} from "../../src/node/frameworkPatches/unfinishedBuild";

const reporter = { info: () => {} } as unknown as Reporter;
const saved = process.env.gatsby_executing_command;
beforeAll(() => (process.env.gatsby_executing_command = "build"));
afterAll(() => (process.env.gatsby_executing_command = saved));

/** A site whose gatsby-node imports a module of its own and the label table. */
function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
  mkdirSync(path.join(root, "src", "config"), { recursive: true });
  mkdirSync(path.join(root, "public"));
  mkdirSync(path.join(root, ".cache", "webpack", "build-javascript"), { recursive: true });
  writeFileSync(
    path.join(root, "gatsby-node.ts"),
    'import { nodeKind } from "./src/nodeKind";\nimport { labels } from "./src/config/labels";\nexport const v = [nodeKind, labels];\n',
  );
  writeFileSync(path.join(root, "src", "nodeKind.ts"), 'export const nodeKind = "v1";\n');
  writeFileSync(path.join(root, "src", "config", "labels.ts"), 'export const labels = { blog: "博客" };\n');
  return root;
}

describe("a cache made by other code or by an unfinished build is not trusted", () => {
  it("keeps the cache after a finished build with the same code", () => {
    const root = site();
    markBuildStarted(root);
    markBuildFinished(root);
    expect(discardUnfinishedBuild(reporter, root)).toBe(false);
    expect(existsSync(path.join(root, "public"))).toBe(true);
    expect(existsSync(path.join(root, ".cache", "webpack"))).toBe(true);
  });

  it("starts clean when the previous build did not finish", () => {
    const root = site();
    markBuildStarted(root);
    expect(discardUnfinishedBuild(reporter, root)).toBe(true);
    expect(existsSync(path.join(root, "public"))).toBe(false);
    // Gatsby's own "cache is incomplete" path keeps webpack's cache, which the stopped build may have left half written.
    expect(existsSync(path.join(root, ".cache", "webpack"))).toBe(false);
  });

  it("starts clean when a module the build code imports changed since the last build", () => {
    const root = site();
    markBuildFinished(root);
    writeFileSync(path.join(root, "src", "nodeKind.ts"), 'export const nodeKind = "v2";\n');
    expect(discardUnfinishedBuild(reporter, root)).toBe(true);
    expect(existsSync(path.join(root, "public"))).toBe(false);
  });

  it("keeps the cache when only a label changed", () => {
    const root = site();
    markBuildFinished(root);
    writeFileSync(path.join(root, "src", "config", "labels.ts"), 'export const labels = { blog: "博文" };\n');
    expect(discardUnfinishedBuild(reporter, root)).toBe(false);
    expect(existsSync(path.join(root, ".cache", "webpack"))).toBe(true);
  });

  it("fails loudly when Gatsby did not clear its cache after a discard (what the patch relies on)", () => {
    const root = site();
    markBuildStarted(root);
    expect(discardUnfinishedBuild(reporter, root)).toBe(true);
    // Gatsby's reset would empty .cache here; without it the probe survives.
    expect(() => confirmCacheCleared(root)).toThrow(/Gatsby did not clear its cache.*-unfinishedBuild/);
    rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    markBuildStarted(root);
    expect(discardUnfinishedBuild(reporter, root)).toBe(true);
    rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    expect(() => confirmCacheCleared(root)).not.toThrow();
  });
});
