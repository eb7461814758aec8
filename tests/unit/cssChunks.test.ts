import { describe, expect, it } from "vitest";
import { cssChunkName, splitCssByUsers } from "../../src/node/webpack/cssChunks";

describe("CSS chunks by the chunks that use them", () => {
  it("names a CSS chunk by the set of its users, whatever their order", () => {
    const a = cssChunkName([{ name: "component---doc" }, { name: "component---blog" }]);
    expect(a).toMatch(/^css-[0-9a-f]{8}$/);
    expect(cssChunkName([{ name: "component---blog" }, { name: "component---doc" }])).toBe(a);
    expect(cssChunkName([{ name: "component---doc" }])).not.toBe(a);
    expect(cssChunkName([{ name: null, id: 42 }])).toMatch(/^css-/);
  });

  it("replaces the name of Gatsby's one-stylesheet cache group, keeping its test", () => {
    const test = () => true;
    const splitChunks = { cacheGroups: { styles: { test, name: "styles" as unknown, priority: 40, enforce: true } } };
    splitCssByUsers(splitChunks);
    expect(splitChunks.cacheGroups.styles.test).toBe(test);
    expect(typeof splitChunks.cacheGroups.styles.name).toBe("function");
    expect((splitChunks.cacheGroups.styles.name as (m: unknown, c: { name: string }[]) => string)(null, [{ name: "x" }])).toBe(cssChunkName([{ name: "x" }]));
  });

  it("refuses a configuration without Gatsby's styles group, so an upgrade that changes it fails the build", () => {
    expect(() => splitCssByUsers({ cacheGroups: {} })).toThrow(/styles/);
    expect(() => splitCssByUsers(undefined)).toThrow(/styles/);
  });
});
