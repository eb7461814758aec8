import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIPBOARD_SPECS } from "../e2e/clipboardFiles";

describe("browser specs that use the clipboard", () => {
  it("are exactly the ones playwright.config.ts runs one at a time", () => {
    const dir = "tests/e2e";
    const using = readdirSync(dir)
      .filter((f) => f.endsWith(".spec.ts") && /clipboard/i.test(readFileSync(path.join(dir, f), "utf8")))
      .sort();
    expect(using.length).toBeGreaterThan(0);
    expect(using).toEqual([...CLIPBOARD_SPECS].sort());
  });
});
