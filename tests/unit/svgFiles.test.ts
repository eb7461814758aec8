// SVGs under static/ and content/ are published as they are: one that could run script stops the
// build at its start, naming the file; a rendered diagram above 256 KB is a warning.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkSvgFiles } from "../../src/node/data/svgFiles";
import { svgScriptProblem } from "../../src/lib/svgSafety";

const SVG = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe("an SVG that could run script", () => {
  it("is found: <script>, on* handlers, <foreignObject>, javascript: links, entities", () => {
    for (const [inner, problem] of [
      ["<script>alert(1)</script>", "a <script> element"],
      ['<svg:script href="x.js"/>', "a <script> element"],
      ["<SCRIPT>alert(1)</SCRIPT>", "a <script> element"],
      ['<rect width="1" onload="alert(1)"/>', "an event handler attribute onload= on <rect>"],
      ['<rect title="a > b" onclick=alert(1) />', "an event handler attribute onclick= on <rect>"],
      ["<g\nONMOUSEOVER='x()'></g>", "an event handler attribute onmouseover= on <g>"],
      [
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
        "a <foreignObject> element (it holds HTML)",
      ],
      ['<a href="javascript:alert(1)"><text>x</text></a>', "a javascript: link (href= on <a>)"],
      ['<a xlink:href=" java&#x73;cript&colon;alert(1)">x</a>', "a javascript: link (xlink:href= on <a>)"],
      ['<a><set attributeName="href" to="javascript:alert(1)"/>x</a>', "a javascript: link (to= on <set>)"],
      [
        '<a><animate attributeName="href" values="/x;javascript:alert(1)"/>x</a>',
        "a javascript: link (values= on <animate>)",
      ],
    ] as const)
      expect(svgScriptProblem(SVG(inner)), inner).toBe(problem);
    expect(svgScriptProblem(`<!DOCTYPE svg [<!ENTITY x "<script>1</script>">]>${SVG("&x;")}`)).toBe(
      "an <!ENTITY> declaration (it can hide markup)",
    );
  });

  it("is not any drawing: the site's own SVGs pass", () => {
    const files = ["static", "content"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".svg"))
        .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(svgScriptProblem(readFileSync(file, "utf8")), file).toBeNull();
    expect(svgScriptProblem(SVG('<a href="/docs/cli"><text>online: onward</text></a>'))).toBeNull();
    expect(svgScriptProblem(SVG('<image href="data:image/png;base64,iVBORw0KGgo=" width="1"/>'))).toBeNull();
  });
});

describe("checkSvgFiles", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };

  it("refuses such a file under static/ or content/, naming it", () => {
    for (const rel of ["static/img/docs/evil.svg", "content/docs/cli/evil.svg"]) {
      root = mkdtempSync(path.join(os.tmpdir(), "arcadia-svg-"));
      write("static/img/ok.svg", SVG("<rect/>"));
      write(rel, SVG('<rect onload="alert(1)"/>'));
      expect(() => checkSvgFiles(root, ["static", "content"]), rel).toThrow(
        `${rel}: this SVG has an event handler attribute onload= on <rect>, which could run script in the browser of anyone who opens the file.`,
      );
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("warns about a rendered diagram above 256 KB, and only a diagram", () => {
    root = mkdtempSync(path.join(os.tmpdir(), "arcadia-svg-"));
    const big = SVG(`<text>${"x".repeat(300 * 1024)}</text>`);
    write("static/diagrams/0123456789abcdef-light.svg", big);
    write("static/diagrams/0123456789abcdef-dark.svg", SVG("<rect/>"));
    write("static/img/big-drawing.svg", big);
    const checked = checkSvgFiles(root, ["static", "content"]);
    expect(checked.count).toBe(3);
    expect(checked.warnings).toEqual([
      "static/diagrams/0123456789abcdef-light.svg: is 300 KB, above 256 KB: a diagram this big is slow to load and to zoom. Split the mermaid block into smaller diagrams, or use fewer, shorter labels.",
    ]);
  });
});
