import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inVersion } from "../../src/config/routes";
import { contentPlace } from "../../src/config/contentSources";
import rehypeVersionLinks, { versionOfFile } from "../../src/lib/mdx/rehypeVersionLinks";
import { canonicalOf, docVersionContext } from "../../src/lib/docVersionContext";
import { checkVersionContent, checkVersions, listedVersionOf } from "../../src/lib/versionsData";
import { mdxToMarkdown } from "../../src/lib/markdown/mdxToMarkdown";

import { latest, next, older, versions } from "../support/threeVersions";

describe("a written docs link, in a version", () => {
  it("goes into that version, keeping query and fragment", () => {
    expect(inVersion("/docs/cli/script/run#参数", next, versions)).toBe("/docs/next/cli/script/run#参数");
    expect(inVersion("/docs", older, versions)).toBe("/docs/1.0.0-beta.9");
    expect(inVersion("/docs/cli?x=1", latest, versions)).toBe("/docs/cli?x=1");
    expect(inVersion("/openapi/internal.json", next, versions)).toBe("/openapi/next/internal.json");
    expect(inVersion("/openapi/open.yaml", latest, versions)).toBe("/openapi/open.yaml");
  });
  it("is left alone when it names a version already, or is not a docs link", () => {
    expect(inVersion("/docs/next/cli", older, versions)).toBe("/docs/next/cli");
    expect(inVersion("/blog/x", next, versions)).toBe("/blog/x");
    expect(inVersion("https://example.com/docs/cli", next, versions)).toBe("https://example.com/docs/cli");
  });
});

describe("which version a content file is", () => {
  it("reads it from the folder", () => {
    expect(contentPlace("versions", "1.0.0-beta.10/docs/cli/index.mdx")).toEqual({
      kind: "docs",
      version: "1.0.0-beta.10",
      relativePath: "cli/index.mdx",
    });
    expect(contentPlace("versions", "1.0.0-beta.10/sidebars.yaml")).toEqual({
      kind: "sidebars",
      version: "1.0.0-beta.10",
      relativePath: "sidebars.yaml",
    });
    expect(contentPlace("versions", "1.0.0-beta.10/cli/commands.yaml").kind).toBe("other");
    expect(contentPlace("docs", "cli/index.mdx")).toEqual({
      kind: "docs",
      version: "next",
      relativePath: "cli/index.mdx",
    });
    expect(versionOfFile("/r/content/versions/1.0.0-beta.9/docs/a.mdx", "/r", versions)).toBe(older);
    expect(versionOfFile("/r/content/docs/a.mdx", "/r", versions)).toBe(next);
    expect(versionOfFile("/r/content/blog/a.mdx", "/r", versions)).toBeNull();
  });
});

describe("links inside a version (rehypeVersionLinks)", () => {
  const root = mkdtempSync(path.join(tmpdir(), "version-links-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), "---\ntitle: x\n---\n");
  };
  write("content/docs/a.mdx");
  write("content/docs/only-next.mdx");
  write("content/versions/1.0.0-beta.9/docs/a.mdx");
  const tree = (href: string) => ({
    type: "root",
    children: [{ type: "element", tagName: "a", properties: { href }, position: { start: { line: 7, column: 3 } } }],
  });
  const run = (href: string, file: string) => {
    const t = tree(href);
    rehypeVersionLinks({ root, versions })(t as never, { path: path.join(root, file) });
    return (t.children[0].properties as { href: string }).href;
  };
  it("keeps a next page's links in next and an older release's in that release", () => {
    expect(run("/docs/a", "content/docs/a.mdx")).toBe("/docs/next/a");
    expect(run("/docs/a#x", "content/versions/1.0.0-beta.9/docs/a.mdx")).toBe("/docs/1.0.0-beta.9/a#x");
  });
  it("fails a frozen page that links to a page only next has, naming the file, line and link", () => {
    expect(() => run("/docs/only-next", "content/versions/1.0.0-beta.9/docs/a.mdx")).toThrow(
      'content/versions/1.0.0-beta.9/docs/a.mdx:7:3: link "/docs/only-next" leads to a page that only next (content/docs) has',
    );
  });
  it("leaves a plain broken link to the link report", () => {
    expect(run("/docs/nowhere", "content/versions/1.0.0-beta.9/docs/a.mdx")).toBe("/docs/1.0.0-beta.9/nowhere");
  });
});

describe("a page's version context", () => {
  const routesOf = new Map([
    ["next", new Set(["/docs/next", "/docs/next/a", "/docs/next/only-next"])],
    ["1.0.0-beta.10", new Set(["/docs", "/docs/a"])],
    ["1.0.0-beta.9", new Set(["/docs/1.0.0-beta.9"])],
  ]);
  it("links each version's same page, else its root; the canonical is the latest's same page", () => {
    const c = docVersionContext("/docs/next/a", next, routesOf, versions);
    expect(c.versionLinks.map((l) => [l.name, l.href, l.current])).toEqual([
      ["next", "/docs/next/a", true],
      ["1.0.0-beta.10", "/docs/a", false],
      ["1.0.0-beta.9", "/docs/1.0.0-beta.9", false],
    ]);
    expect(canonicalOf({ ...c, pagePath: "/docs/next/a" })).toBe("/docs/a");
    const onlyNext = docVersionContext("/docs/next/only-next", next, routesOf, versions);
    expect(onlyNext.latestHasPage).toBe(false);
    expect(canonicalOf({ ...onlyNext, pagePath: "/docs/next/only-next" })).toBe("/docs/next/only-next");
  });
});

describe("the versions file", () => {
  it("refuses what is not a list of versions, naming the field", () => {
    expect(() => checkVersions({}, "content/versions.json")).toThrow(
      "content/versions.json: (top level): must be a list of versions",
    );
    expect(() => checkVersions([{ name: "next", label: "next", isLast: "no" }], "content/versions.json")).toThrow(
      "content/versions.json: [0].isLast: must be true or false.",
    );
    expect(() =>
      checkVersions([{ name: "next", label: "next", isLast: true, path: "/x" }], "content/versions.json"),
    ).toThrow("content/versions.json: [0].path: is not a field");
  });
  it("refuses a listed version with no content", () => {
    const root = mkdtempSync(path.join(tmpdir(), "versions-content-"));
    try {
      expect(() => checkVersionContent([latest], "content/versions.json", root)).toThrow(
        'content/versions.json: [0].name: version "1.0.0-beta.10" is listed, but content/versions/1.0.0-beta.10/docs does not exist.',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("a next page's Markdown copy", () => {
  it("links into next, as the HTML page does", () => {
    const md = mdxToMarkdown("见 [run](/docs/cli/script/run) 与 [博客](/blog)。\n", {
      title: "t",
      description: null,
      path: "/docs/next/cli",
      siteUrl: "https://x.test",
      resolveLink: (route) => inVersion(route, next, versions),
    });
    expect(md).toContain("(https://x.test/docs/next/cli/script/run)");
    expect(md).toContain("(https://x.test/blog)");
  });
});

describe("a folder of an unlisted version", () => {
  it("is refused, naming the file (build and check:mdx share this message)", () => {
    expect(() => listedVersionOf("0.0.1", "content/versions/0.0.1/docs/a.mdx")).toThrow(
      "content/versions/0.0.1/docs/a.mdx: content/versions/0.0.1/ is not a version listed in content/versions.json",
    );
    expect(listedVersionOf("next", "content/docs/a.mdx").name).toBe("next");
  });
});
