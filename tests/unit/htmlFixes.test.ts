import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stripNulBytes, withoutNulBytes } from "../../src/node/postBuild/htmlFixes";

describe("NUL bytes React's streaming renderer leaves in built pages", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "nul-bytes-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are removed wherever they are, and nothing else is", () => {
    const text = Buffer.from('<a href="#相关文件">相关</a>', "utf8");
    const withNuls = Buffer.concat([
      Buffer.from([0]),
      text.subarray(0, 10),
      Buffer.from([0, 0]),
      text.subarray(10),
      Buffer.from([0]),
    ]);
    expect(withoutNulBytes(withNuls).equals(text)).toBe(true);
    expect(withoutNulBytes(text).equals(text)).toBe(true);
    expect(withoutNulBytes(Buffer.from([0, 0])).length).toBe(0);
  });

  it("from every HTML file of the site, counting the files fixed", () => {
    mkdirSync(path.join(dir, "docs"), { recursive: true });
    writeFileSync(path.join(dir, "docs", "index.html"), Buffer.from("<p>文\0字</p>", "utf8"));
    writeFileSync(path.join(dir, "index.html"), "<p>clean</p>");
    expect(stripNulBytes(dir)).toBe(1);
    expect(readFileSync(path.join(dir, "docs", "index.html"), "utf8")).toBe("<p>文字</p>");
  });
});
