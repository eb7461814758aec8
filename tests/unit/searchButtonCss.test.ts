import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { modalStylesheet, onModalRoot } from "../../src/search/build/writeSearchFiles";

const require = createRequire(import.meta.url);
const docsearch = (file: string) => readFileSync(require.resolve(`@docsearch/css/dist/${file}`), "utf8");
const ours = (file: string) => readFileSync(`src/components/search/${file}`, "utf8");

/** Custom properties by selector: { ":root": { "--docsearch-x": "value" }, … }, whitespace collapsed and
 * attribute quotes dropped (a formatter wraps long values and quotes attribute selectors). */
function declarations(css: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const block = (out[selector.trim().replace(/"/g, "")] ??= {});
    for (const decl of body.split(";")) {
      const at = decl.indexOf(":");
      if (at > 0 && decl.trim().startsWith("--"))
        block[decl.slice(0, at).trim()] = decl
          .slice(at + 1)
          .replace(/\s+/g, " ")
          .trim();
    }
  }
  return out;
}
const used = (css: string) => new Set([...css.matchAll(/var\((--docsearch-[a-z0-9-]+)/g)].map((m) => m[1]));

describe("the search button's share of DocSearch's variables", () => {
  const buttonVars = declarations(ours("searchButtonVariables.css"));
  const theme = declarations(ours("docsearchTheme.css"))[":root"];
  const docsearchVars = declarations(docsearch("_variables.css"));

  it("defines every variable DocSearch's button stylesheet reads, and those they refer to", () => {
    const defined = new Set([...Object.keys(buttonVars[":root"]), ...Object.keys(theme)]);
    const wanted = used(docsearch("button.css"));
    for (const value of Object.values(buttonVars).flatMap((b) => Object.values(b)))
      used(value).forEach((v) => wanted.add(v));
    expect([...wanted].filter((v) => !defined.has(v))).toEqual([]);
  });

  it("with DocSearch's own values, light and dark", () => {
    for (const [selector, block] of Object.entries(buttonVars)) {
      for (const [name, value] of Object.entries(block))
        expect(value, `${selector} ${name}`).toBe(docsearchVars[selector]?.[name]);
    }
    expect(Object.keys(buttonVars).sort()).toEqual([":root", ":root[data-theme=dark]"]);
  });

  it("while the modal's stylesheet carries DocSearch's whole set, then our colours, then the modal's styles", () => {
    const css = modalStylesheet();
    const at = (s: string) => css.indexOf(s);
    expect(at("--docsearch-modal-shadow")).toBeGreaterThanOrEqual(0);
    expect(at("--docsearch-modal-shadow")).toBeLessThan(at("--docsearch-modal-background: var(--c-bg)"));
    expect(at("--docsearch-modal-background: var(--c-bg)")).toBeLessThan(at(".DocSearch-Modal"));
  });

  it("and sets them on the modal's root, not on :root (a :root rule restyles the whole page as it arrives)", () => {
    const modal = declarations(modalStylesheet());
    // SearchModal.css, appended last, sets a few more on the modal's root (its font).
    const own = declarations(ours("SearchModal.css"))[".DocSearch-Container"] ?? {};
    expect(own["--docsearch-font-family"]).toBe("var(--font)");
    expect(Object.keys(modal).filter((selector) => selector.includes(":root"))).toEqual([]);
    for (const [selector, on] of [
      [":root", ".DocSearch-Container"],
      [":root[data-theme=dark]", "[data-theme=dark] .DocSearch-Container"],
    ])
      for (const [name, value] of Object.entries(docsearchVars[selector]))
        expect(modal[on]?.[name], `${on} ${name}`).toBe(
          selector === ":root" ? (own[name] ?? theme[name] ?? value) : value,
        );
    for (const [name, value] of Object.entries(theme))
      expect(modal[".DocSearch-Container"][name]).toBe(own[name] ?? value);
    expect(onModalRoot(":root{--a:1}:root[data-theme=dark]{--a:2}:root {--b:3}")).toBe(
      ".DocSearch-Container{--a:1}[data-theme=dark] .DocSearch-Container{--a:2}.DocSearch-Container {--b:3}",
    );
  });
});
