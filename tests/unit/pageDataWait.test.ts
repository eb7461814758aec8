/**
 * The `pageDataWait` framework patch (src/node/frameworkPatches/pageDataWait.cjs): Gatsby's
 * develop page-data lookup compiled with a shorter interval between checks, and a loud failure
 * when Gatsby's file no longer has the line it changes.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const patch = require("../../src/node/frameworkPatches/pageDataWait.cjs") as {
  RETRY_INTERVAL_MS: number;
  install: (siteRoot: string) => void;
  shortenRetryInterval: (source: string, file: string) => string;
  pageDataModulePath: (siteRoot: string) => string;
};

describe("develop's checks for a page's data", () => {
  const file = patch.pageDataModulePath(process.cwd());

  it("finds Gatsby's line in the installed Gatsby and changes only that", () => {
    const source = readFileSync(file, "utf8");
    const shortened = patch.shortenRetryInterval(source, file);
    expect(shortened).not.toBe(source);
    expect(shortened).toContain(`const RETRY_INTERVAL = ${patch.RETRY_INTERVAL_MS};`);
    expect(shortened.replace(`= ${patch.RETRY_INTERVAL_MS};`, "= 5 * 1000;")).toBe(source);
  });

  it("fails loudly, naming the file and the switch, when Gatsby's line is gone", () => {
    expect(() => patch.shortenRetryInterval("const RETRY_INTERVAL = 3000;", file)).toThrow(
      /get-page-data\.js: no "const RETRY_INTERVAL = 5 \* 1000;".*-pageDataWait/,
    );
  });

  it("puts the shortened module where Gatsby's develop server requires it", () => {
    patch.install(process.cwd());
    expect((require(file) as { RETRY_INTERVAL: number }).RETRY_INTERVAL).toBe(patch.RETRY_INTERVAL_MS);
  });
});
