import { afterEach, describe, expect, it, vi } from "vitest";

describe("the remembered docs version's store", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("listens to the window once, however many links subscribe, and lets go when the last one leaves", async () => {
    const added: string[] = [];
    const removed: string[] = [];
    vi.stubGlobal("window", {
      addEventListener: (type: string) => added.push(type),
      removeEventListener: (type: string) => removed.push(type),
    });
    const { subscribePreferredDocsVersion } = await import("../../src/browser/preferredDocsVersion");
    const leave = [1, 2, 3, 4, 5].map(() => subscribePreferredDocsVersion(() => {}));
    expect(added.filter((t) => t === "storage")).toHaveLength(1);
    expect(added).toHaveLength(2);
    leave.slice(0, 4).forEach((l) => l());
    expect(removed).toEqual([]);
    leave[4]();
    expect(removed.sort()).toEqual([...added].sort());
  });
});
