/**
 * Mermaid diagrams in the built site: a page with one has both rendered SVGs (served from
 * public/diagrams/) with the diagram's words as alt text, in its search records, its `.md` copy
 * and llms-full.txt; no JavaScript under public/ carries Mermaid; a page without a diagram has
 * nothing of it.
 */
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractRecords } from "../../src/search/build/records";

const PAGE = "/docs/start/install";
const html = (route: string) => readFileSync(path.join("public", route, "index.html"), "utf8");
/** Words that are only in the install page's diagram, not in its prose. */
const DIAGRAM_WORDS = "打印 Arcadia 字符画";

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, ext) : full.endsWith(ext) ? [full] : [];
  });
}

describe("a page with a mermaid diagram", () => {
  it("shows the light and the dark SVG, both served, with the diagram's words as alt text", () => {
    const page = html(PAGE);
    const diagram = /<div class="diagram" data-diagram="([0-9a-f]{16})">(.*?)<\/div>/s.exec(page);
    expect(diagram, "the diagram's wrapper").not.toBeNull();
    const [, hash, inner] = diagram!;
    for (const mode of ["light", "dark"]) {
      const img = new RegExp(`<img[^>]*src="/diagrams/${hash}-${mode}\\.svg"[^>]*>`).exec(inner)?.[0] ?? "";
      expect(img, mode).toMatch(/alt="[^"]*打印 Arcadia 字符画[^"]*Arcadia service is ready/);
      expect(img, mode).toMatch(/width="\d+" height="\d+"/);
      expect(existsSync(path.join("public/diagrams", `${hash}-${mode}.svg`)), mode).toBe(true);
    }
    expect(readFileSync(path.join("public/diagrams", `${hash}-light.svg`), "utf8")).toMatch(/^<svg[^>]*>/);
  });

  it("has the diagram's words in its search records", () => {
    const content = (extractRecords(html(PAGE), PAGE) ?? []).map((r) => r.content).join("\n");
    expect(content).toContain(DIAGRAM_WORDS);
  });

  it("keeps the mermaid block in its .md copy and in llms-full.txt", () => {
    const md = readFileSync(path.join("public", `${PAGE}.md`), "utf8");
    expect(md).toContain("```mermaid\nflowchart TD\n");
    expect(md).toContain(DIAGRAM_WORDS);
    expect(readFileSync("public/llms-full.txt", "utf8")).toContain(DIAGRAM_WORDS);
  });
});

describe("Mermaid in the browser", () => {
  it("no JavaScript file under public/ contains Mermaid", () => {
    const bundles = filesUnder("public", ".js");
    expect(bundles.length).toBeGreaterThan(0);
    for (const file of bundles) expect(readFileSync(file, "utf8"), file).not.toMatch(/mermaid|flowchart-v2|dagre/i);
  });

  it("a page without a diagram has none of its markup", () => {
    const page = html("/docs/about");
    expect(page).not.toContain("data-diagram");
    expect(page).not.toContain("/diagrams/");
    expect(page).not.toContain(".diagram-dark");
  });
});
