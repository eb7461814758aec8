/**
 * Content rules over the built pages: real, finished documentation (issue checks), not TODO
 * pages; every image has alt text; every `arcadia` command shown exists.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import yaml from "js-yaml";
import { specRoutes } from "../e2e/routes";
import { extractCommands, checkCommand, type CliCommand } from "../support/cliCommands";
import { docsRoutes } from "../../src/config/routes";
import { docVersions, versionContent } from "../../src/config/versions";
import { docIdFromRelativePath } from "../../src/lib/docPath";
import { filesUnder, isPartial, MDX_FILE } from "../../src/lib/contentFiles";

// Parse <pre> as markup (node-html-parser keeps it as raw text by default).
const html = (route: string) =>
  parse(readFileSync(path.join("public", decodeURIComponent(route), "index.html"), "utf8"), {
    blockTextElements: { script: true, style: true },
  });
const article = (route: string) => html(route).querySelector("main article") ?? html(route).querySelector("main")!;
const cjkCount = (text: string) => (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;

/** Section roots whose main job is a card list. */
const CARD_PAGES = new Set(["/docs/start"]);
const userDocs = specRoutes.filter((r) => r.startsWith("/docs") && !r.startsWith("/docs/dev"));
const docsPages = specRoutes.filter((r) => r.startsWith("/docs"));

describe("user documentation content", () => {
  for (const route of userDocs.filter((r) => !CARD_PAGES.has(r))) {
    it(`${route} has at least 300 Chinese characters`, () => {
      expect(cjkCount(article(route).querySelector(".markdown")?.textContent ?? "")).toBeGreaterThanOrEqual(300);
    });
  }
});

describe("every docs page", () => {
  for (const route of docsPages) {
    it(`${route} has no placeholder text and no image without alt text`, () => {
      const text = article(route).textContent;
      expect(text).not.toMatch(/\bTODO\b|\bTBD\b|lorem ipsum|待补充|敬请期待/i);
      for (const img of article(route).querySelectorAll("img"))
        expect(img.getAttribute("alt")?.trim(), img.getAttribute("src")).toBeTruthy();
    });
  }
});

/** A docs version, with its own command list and the built route of every page in its docs folder. */
interface VersionDocs {
  label: string;
  cliFile: string;
  routes: string[];
}

/**
 * Every docs version of content/versions.json, its folders as the build reads them: the writable
 * one is content/docs and content/cli, served at /docs/next; the latest frozen one is
 * content/versions/<name>/, served at /docs.
 */
function versionDocs(): VersionDocs[] {
  return docVersions.map((v) => {
    const { docs, cli } = versionContent(v.name);
    const ids = filesUnder(path.resolve(docs), MDX_FILE)
      .filter((f) => !isPartial(f))
      .map((f) => docIdFromRelativePath(path.relative(path.resolve(docs), f).split(path.sep).join("/")));
    return { label: v.label, cliFile: cli, routes: ids.map((id) => docsRoutes.doc(id, v)) };
  });
}

// Each version's built pages against that version's own command list: a page of next may show
// an option only dev has, a page of a release must not.
for (const version of versionDocs()) {
  describe(`arcadia commands in code blocks of the ${version.label} docs`, () => {
    const reference = yaml.load(readFileSync(version.cliFile, "utf8")) as CliCommand[];
    const shown = version.routes.flatMap((route) =>
      article(route)
        .querySelectorAll("pre code")
        .flatMap((code) => extractCommands(code.textContent).map((line) => ({ route, line }))),
    );

    it(`are found (the check reads real code blocks of ${version.routes.length} built pages)`, () => {
      expect(version.routes.length).toBeGreaterThan(30);
      expect(shown.length).toBeGreaterThan(30);
    });

    it(`use only real subcommands and options (${version.cliFile})`, () => {
      const problems = shown.flatMap(({ route, line }) =>
        checkCommand(line, reference).map((p) => `${route}: \`${line}\`: ${p}`),
      );
      expect(problems).toEqual([]);
    });
  });
}

// Content is data rendered by one template: every docs page of every version has the same page
// component, so the components readers' bundles list do not grow with pages or versions; and
// each version's content links lead into that version (made at compile time).
describe("docs content as data", () => {
  const chunkOf = (route: string) =>
    (
      JSON.parse(readFileSync(path.join("public/page-data", route, "page-data.json"), "utf8")) as {
        componentChunkName: string;
      }
    ).componentChunkName;
  const versions = versionDocs();

  it("every docs page of every version renders through the one doc template", () => {
    const chunks = new Set(versions.flatMap((v) => v.routes).map(chunkOf));
    expect([...chunks]).toEqual(["component---src-templates-doc-tsx"]);
  });

  it("so do the pages the build writes itself: the upgrade guide and the page diffs, from their context", () => {
    const generated = ["docs/next/upgrade/1.0.0-beta.10", "docs/next/diff/1.0.0-beta.10/cli/config/raw"];
    for (const route of generated) {
      const data = JSON.parse(readFileSync(path.join("public/page-data", route, "page-data.json"), "utf8")) as {
        componentChunkName: string;
        result: { data: Record<string, unknown>; pageContext: { generated?: boolean; tree?: unknown[] } };
      };
      expect(data.componentChunkName, route).toBe("component---src-templates-doc-tsx");
      // The template's query fetched nothing for them: their content is the context's tree.
      expect(data.result.data, route).toEqual({});
      expect(data.result.pageContext.generated, route).toBe(true);
      expect(data.result.pageContext.tree?.length, route).toBeGreaterThan(0);
    }
  });

  for (const version of versions) {
    it(`the ${version.label} pages' content links stay in ${version.label}`, () => {
      const own = docVersions.find((v) => v.label === version.label);
      const root = docsRoutes.root(own);
      // The latest lives at /docs: a link into another version's root is outside it.
      const others = docVersions
        .filter((v) => v !== own)
        .map((v) => docsRoutes.root(v))
        .filter((r) => r !== root);
      const inside = (href: string) =>
        (href === root || href.startsWith(`${root}/`)) &&
        !others.some((r) => r.length > root.length && (href === r || href.startsWith(`${r}/`)));
      const outside = version.routes.flatMap((route) =>
        article(route)
          .querySelectorAll(".markdown a[href^='/docs']")
          .map((a) => a.getAttribute("href") ?? "")
          .filter((href) => !inside(href.replace(/[?#].*$/, "")))
          .map((href) => `${route}: ${href}`),
      );
      expect(version.routes.some((route) => article(route).querySelectorAll(".markdown a[href^='/docs']").length)).toBe(
        true,
      );
      expect(outside).toEqual([]);
    });
  }
});
