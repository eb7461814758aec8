import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publicDifferences } from "../build/publicDiff.mjs";

const made: string[] = [];
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "public-diff-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const csp = (hashes: string, rest = "style-src 'self'") =>
  `/docs\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${hashes}; ${rest}\n`;

describe("publicDifferences on _headers", () => {
  it("leaves out the inline-script hashes, however many there are", () => {
    const a = site({ _headers: csp("'sha256-AAAA+/=' 'sha256-BBBB='") });
    const b = site({ _headers: csp("'sha256-CCCC='") });
    expect(publicDifferences(a, b)).toEqual([]);
  });
  it("still reports a header that differs otherwise", () => {
    const a = site({ _headers: csp("'sha256-AAAA='") });
    const b = site({ _headers: csp("'sha256-AAAA='", "style-src 'self' 'unsafe-inline'") });
    expect(publicDifferences(a, b)).toEqual([expect.stringMatching(/^_headers: the headers differ/)]);
  });
  it("still reports any other file whose bytes differ", () => {
    expect(publicDifferences(site({ "robots.txt": "a" }), site({ "robots.txt": "b" }))).toEqual([
      "robots.txt: the content differs",
    ]);
  });
});
