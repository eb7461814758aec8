/**
 * The `mutationBatch` framework patch (src/node/frameworkPatches/mutationBatch.cjs): Gatsby's
 * waiting machine compiled with a shorter wait after a node change, and a loud failure when
 * Gatsby's file no longer has the line it changes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const patch = require("../../src/node/frameworkPatches/mutationBatch.cjs") as {
  BATCH_TIMEOUT_MS: number;
  install: (siteRoot: string) => void;
  shortenBatchTimeout: (source: string, file: string) => string;
  waitingMachinePath: (siteRoot: string) => string;
};

interface StateNodeLike {
  config: { states: { batchingNodeMutations: { after: Record<string, string> } } };
}

describe("develop's wait after a node change", () => {
  const file = patch.waitingMachinePath(process.cwd());

  it("finds Gatsby's line in the installed Gatsby and changes only that", () => {
    const source = readFileSync(file, "utf8");
    const shortened = patch.shortenBatchTimeout(source, file);
    expect(shortened).not.toBe(source);
    expect(shortened).toContain(`const NODE_MUTATION_BATCH_TIMEOUT = ${patch.BATCH_TIMEOUT_MS};`);
    expect(shortened.replace(`= ${patch.BATCH_TIMEOUT_MS};`, "= 500;")).toBe(source);
  });

  it("fails loudly, naming the file and the switch, when Gatsby's line is gone", () => {
    expect(() => patch.shortenBatchTimeout("const NODE_MUTATION_BATCH_TIMEOUT = 300;", file)).toThrow(
      /waiting\/index\.js: no "const NODE_MUTATION_BATCH_TIMEOUT = 500;".*-mutationBatch/,
    );
  });

  it("puts the shortened machine where Gatsby's develop machine requires it", () => {
    patch.install(process.cwd());
    const machine = (require(file) as { waitingMachine: StateNodeLike }).waitingMachine;
    expect(Object.keys(machine.config.states.batchingNodeMutations.after)).toEqual([String(patch.BATCH_TIMEOUT_MS)]);
  });
});
