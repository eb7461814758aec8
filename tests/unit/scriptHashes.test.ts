import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../src/lib/scriptHashes";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each runnable inline script, once, in page order", () => {
    const a = 'window.pagePath="/blog/tags/教程";';
    const b = '\n  window.___chunkMapping="{}";\n';
    const html = `<head><script>${a}</script><script\n  id="gatsby-chunk-mapping"\n>${b}</script></head><body><script type="module">${a}</script><script type="text/javascript">x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hash(a), hash(b), hash("x()")]);
  });

  it("leaves out external scripts and data blocks, which CSP hashes do not concern", () => {
    const html = `<script async src="/app.js"></script><script type="application/ld+json">{"@type":"WebPage"}</script><script type="application/json">{}</script><script data-src="x">run()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash("run()")]);
  });
});
