import { describe, expect, it } from "vitest";
import { keepOwnChunks } from "../../src/node/webpack/ownChunks";

describe("the upgrade pages' chunks are left out of webpack's split", () => {
  it("splits every chunk but the guide's and the page diff's", () => {
    const splitChunks: { chunks?: unknown } = { chunks: "all" };
    keepOwnChunks(splitChunks);
    const split = splitChunks.chunks as (chunk: { name?: string | null }) => boolean;
    expect(split({ name: "component---src-templates-doc-tsx" })).toBe(true);
    expect(split({ name: "app" })).toBe(true);
    expect(split({ name: null })).toBe(true);
    expect(split({ name: "component---src-templates-upgrade-guide-tsx" })).toBe(false);
    expect(split({ name: "component---src-templates-page-diff-tsx" })).toBe(false);
  });

  it("fails loudly when Gatsby stops splitting all chunks", () => {
    expect(() => keepOwnChunks({ chunks: "async" })).toThrow(/split "all" chunks/);
    expect(() => keepOwnChunks(undefined)).toThrow();
  });
});
