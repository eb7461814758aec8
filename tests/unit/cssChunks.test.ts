import { describe, expect, it } from "vitest";
import { splitCssByUsers } from "../../src/node/webpack/cssChunks";

describe("CSS chunks by the chunks that use them", () => {
  it("unnames Gatsby's one-stylesheet cache group, keeping its test and priority", () => {
    const test = () => true;
    const splitChunks = { cacheGroups: { styles: { test, name: "styles" as unknown, priority: 40, enforce: true } } };
    splitCssByUsers(splitChunks);
    expect(splitChunks.cacheGroups.styles).toEqual({ test, name: false, priority: 40, enforce: true });
  });

  it("refuses a configuration without Gatsby's styles group, so an upgrade that changes it fails the build", () => {
    expect(() => splitCssByUsers({ cacheGroups: {} })).toThrow(/styles/);
    expect(() => splitCssByUsers({ cacheGroups: { styles: { test: () => true, name: "other" } } })).toThrow(/styles/);
    expect(() => splitCssByUsers(undefined)).toThrow(/styles/);
  });
});
