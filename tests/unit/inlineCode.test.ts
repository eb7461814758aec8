// Values written into inline <script> and <style> elements: whatever they hold, the element and
// its string stay closed. Checked by parsing the output as a browser's HTML tokenizer and a
// JavaScript engine would.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { cssStringLiteral, scriptLiteral, scriptStringContent } from "../../src/lib/inlineCode";

const HOSTILE = [
  "G-X'+(window.__gaInjected=1)+'</script><script>window.__ga2=1</script><script>'",
  '"};alert(1);//',
  "</SCRIPT ><!--<script>",
  "a\u2028b\u2029c",
  "\\'\\\"",
  "}</style><script>alert(1)</script>",
];

/** What a script element's raw text would hold: everything up to the first "</script" (case-insensitive). */
const scriptElementText = (code: string) => code.split(/<\/script/i)[0];

describe("values in inline code", () => {
  it("scriptLiteral: one complete literal that evaluates back to the value and never closes the element", () => {
    for (const value of [...HOSTILE, { id: HOSTILE[0], n: 1, list: [HOSTILE[1]] }]) {
      const code = `window.v=${scriptLiteral(value)};`;
      expect(code).not.toMatch(/[<>&]/);
      expect(scriptElementText(code)).toBe(code);
      const sandbox: { window: { v?: unknown; __gaInjected?: number } } = { window: {} };
      vm.runInNewContext(code, sandbox);
      expect(sandbox.window.v).toEqual(value);
      expect(sandbox.window.__gaInjected).toBeUndefined();
    }
  });

  it("scriptStringContent: safe between single or double quotes, as gtag's plugin writes it", () => {
    for (const value of HOSTILE)
      for (const q of ["'", '"']) {
        const code = `window.v=${q}${scriptStringContent(value)}${q};`;
        expect(scriptElementText(code)).toBe(code);
        const sandbox: { window: { v?: unknown; __gaInjected?: number } } = { window: {} };
        vm.runInNewContext(code, sandbox);
        expect(sandbox.window.v).toBe(value);
        expect(sandbox.window.__gaInjected).toBeUndefined();
      }
    expect(scriptStringContent("G-ARCADIATEST")).toBe("G-ARCADIATEST");
  });

  it("cssStringLiteral: a URL stays readable, anything else cannot close the string or the element", () => {
    expect(cssStringLiteral("https://arcadia.cool")).toBe('"https://arcadia.cool"');
    for (const value of HOSTILE) {
      const css = cssStringLiteral(value);
      expect(css).toMatch(/^"[A-Za-z0-9/:._~\\ -]*"$/);
    }
  });
});
