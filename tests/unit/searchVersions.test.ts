/** Search with docs versions: which index a page goes to, which indexes a search reads, how their answers merge. */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { searchRoutes } from "../../src/config/routes";
import { latestVersion, type DocsVersion, docsVersion } from "../../src/config/versions";
import { pageVersionName, splitByVersion } from "../../src/search/build/versionSplit";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { loadIndexFile, searchIndex } from "../../src/search/shared/query";
import type { IndexFile } from "../../src/search/shared/indexFormat";
import { mergeResults, scopeFromParam, scopeParam, versionsSearched } from "../../src/search/shared/scope";
import { versionOfRoute } from "../../src/config/routes";
import { versionOfPage } from "../../src/browser/pageVersion";
import { modalGroups } from "../../src/search/browser/modalRows";
import { contextualFilters, hostedProps } from "../../src/search/browser/hosted";
import DocSearchMeta from "../../src/components/search/DocSearchMeta";

import { latest, next, older, versions } from "../support/threeVersions";

describe("which index a built page goes to", () => {
  const html = (version?: string) =>
    `<!DOCTYPE html><html lang="zh-Hans"${version ? ` data-docs-version="${version}"` : ""} data-theme="light"><body></body></html>`;

  it("a docs page goes to the version its HTML names; a page that names none (blog, home, /search) to the latest's", () => {
    expect(pageVersionName(html("next"))).toBe("next");
    expect(pageVersionName(html("1.0.0-beta.9"))).toBe("1.0.0-beta.9");
    expect(pageVersionName(html())).toBeNull();
    const pages = [
      { route: "/blog/a", html: html() },
      { route: "/docs/next/x", html: html("next") },
      { route: "/docs/x", html: html("1.0.0-beta.10") },
      { route: "/docs/next", html: html("next") },
    ];
    const split = splitByVersion(pages, (p) => pageVersionName(p.html), versions);
    expect(split.map((g) => [g.version.name, g.items.map((p) => p.route)])).toEqual([
      ["next", ["/docs/next/x", "/docs/next"]],
      ["1.0.0-beta.10", ["/blog/a", "/docs/x"]],
      ["1.0.0-beta.9", []],
    ]);
  });

  it("with one version (no release frozen), everything goes to it", () => {
    const only: DocsVersion = docsVersion({ name: "next", label: "1.0.0-beta.10", isLast: true });
    expect(splitByVersion(["/docs/next/x", "/blog/a"], () => null, [only]).map((g) => g.items)).toEqual([
      ["/docs/next/x", "/blog/a"],
    ]);
  });
});

describe("index URLs", () => {
  it("the latest's index stays at /search; another version's is under /search/<segment>", () => {
    expect(searchRoutes.manifestOf(latest)).toBe(searchRoutes.manifestOf());
    expect(searchRoutes.manifestOf()).toBe(searchRoutes.manifest);
    expect(searchRoutes.manifestOf(next)).toBe(`/${searchRoutes.dir}/next/${searchRoutes.manifestFile}`);
    expect(searchRoutes.dirOf(older)).toBe(`${searchRoutes.dir}/1.0.0-beta.9`);
    expect(searchRoutes.dirOf(latest)).toBe(searchRoutes.dir);
  });

  it("the search page's address carries the scope when it is not the latest's alone", () => {
    expect(searchRoutes.page("运行")).toBe(`/${searchRoutes.dir}?q=%E8%BF%90%E8%A1%8C`);
    expect(searchRoutes.page("a b", "next")).toBe(`/${searchRoutes.dir}?q=a%20b&version=next`);
    expect(searchRoutes.page("", "all")).toBe(`/${searchRoutes.dir}?version=all`);
  });
});

describe("the scope of a search", () => {
  it("the version in view is the one the page names on <html>, the latest on a page that names none", () => {
    const root = (docsVersion?: string) =>
      ({ dataset: docsVersion ? { docsVersion } : {} }) as { dataset: DOMStringMap };
    expect(versionOfPage(root("next")).name).toBe("next");
    expect(versionOfPage(root("1.0.0-beta.10")).name).toBe("1.0.0-beta.10");
    expect(versionOfPage(root()).name).toBe(latestVersion.name);
    expect(versionOfPage(root("no-such-version")).name).toBe(latestVersion.name);
  });

  it("a route's version (for the 404 page's suggestions): the docs route's own, the latest off the docs", () => {
    expect(versionOfRoute("/docs/next/cli/config/raw", versions)).toBe(next);
    expect(versionOfRoute("/docs/1.0.0-beta.9/", versions)).toBe(older);
    expect(versionOfRoute("/docs/cli", versions)).toBe(latest);
    expect(versionOfRoute("/blog/hello", versions)).toBe(latest);
    expect(versionOfRoute("/search", versions)).toBe(latest);
  });

  it("the version parameter round-trips; a missing or unknown one is the latest alone", () => {
    for (const scope of [
      { version: next, all: false },
      { version: older, all: false },
      { version: latest, all: true },
    ])
      expect(scopeFromParam(scopeParam(scope), versions)).toEqual(scope);
    expect(scopeParam({ version: latest, all: false })).toBeNull();
    expect(scopeFromParam(null, versions)).toEqual({ version: latest, all: false });
    expect(scopeFromParam("0.9", versions)).toEqual({ version: latest, all: false });
    expect(scopeFromParam("1.0.0-beta.10", versions)).toEqual({ version: latest, all: false });
  });

  it("reads the version in view's index alone, or every version's with it first", () => {
    expect(versionsSearched({ version: next, all: false }, versions)).toEqual([next]);
    expect(versionsSearched({ version: next, all: true }, versions)).toEqual([next, latest, older]);
    expect(versionsSearched({ version: latest, all: true }, versions)).toEqual([latest, next, older]);
  });
});

describe("merging the answers of several versions", () => {
  const indexOf = (pages: [string, string, string][]) =>
    loadIndexFile(
      JSON.parse(
        JSON.stringify(
          buildIndexFile(
            pages.map(([url, lvl1, content]) => ({ url, lvl0: "命令（CLI）", lvl1, lvl2: null, lvl3: null, content })),
          ),
        ),
      ) as IndexFile,
    );
  const latestIndex = indexOf([
    ["/docs/cli/config/raw", "raw", "下载远程文件。"],
    ["/docs/cli/script/run", "run", "运行代码文件。"],
  ]);
  const nextIndex = indexOf([
    ["/docs/next/cli/config/raw", "raw", "下载远程文件，--fileName 指定保存的文件名。"],
    ["/docs/next/cli/script/run", "run", "运行代码文件。"],
  ]);

  it("one version's answer is returned as it is: the ranking of a one-version search does not change", () => {
    const alone = searchIndex(latestIndex, "文件");
    expect(mergeResults([{ version: latest, results: alone }])).toBe(alone);
  });

  it("pages of every version, by score, each marked with its version; a tie goes to the version in view", () => {
    const merged = mergeResults([
      { version: next, results: searchIndex(nextIndex, "run") },
      { version: latest, results: searchIndex(latestIndex, "run") },
    ]);
    expect(merged.pages.map((p) => [p.url, p.version?.name])).toEqual([
      ["/docs/next/cli/script/run", "next"],
      ["/docs/cli/script/run", "1.0.0-beta.10"],
    ]);
    expect(merged.total).toBe(2);
    expect(merged.hits.map((h) => h.pageUrl)).toEqual(merged.pages.map((p) => p.url));
    expect(modalGroups(merged).map((g) => g.rows.map((r) => r.version))).toEqual([["next"], ["1.0.0-beta.10"]]);
  });

  it("a better page of another version comes before the version in view's weaker ones", () => {
    const merged = mergeResults([
      { version: latest, results: searchIndex(latestIndex, "fileName 文件") },
      { version: next, results: searchIndex(nextIndex, "fileName 文件") },
    ]);
    expect(merged.pages[0]).toMatchObject({ url: "/docs/next/cli/config/raw", version: next });
    expect(merged.pages.map((p) => p.score)).toEqual([...merged.pages.map((p) => p.score)].sort((a, b) => b - a));
    // Equal pages in both: the version in view (searched first) leads.
    const tie = mergeResults([
      { version: latest, results: searchIndex(latestIndex, "run") },
      { version: next, results: searchIndex(nextIndex, "run") },
    ]);
    expect(tie.pages.map((p) => p.version?.name)).toEqual(["1.0.0-beta.10", "next"]);
  });

  it("a fact of one version is found in that version only", () => {
    const merged = mergeResults([
      { version: latest, results: searchIndex(latestIndex, "fileName") },
      { version: next, results: searchIndex(nextIndex, "fileName") },
    ]);
    expect(merged.pages.map((p) => p.url)).toEqual(["/docs/next/cli/config/raw"]);
    expect(modalGroups(searchIndex(latestIndex, "fileName"))).toEqual([]);
  });
});

describe("hosted search with versions", () => {
  it("filters on the docs of the version in view and on the pages that are not docs, as Docusaurus does", () => {
    expect(contextualFilters(next)).toEqual([
      "language:zh-Hans",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-next"],
    ]);
    expect(contextualFilters(older)).toEqual([
      "language:zh-Hans",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-1.0.0-beta.9"],
    ]);
    expect(contextualFilters()).toEqual(contextualFilters(latestVersion));
    const props = hostedProps(
      { appId: "A", apiKey: "K", indexName: "arcadia" },
      { onFailure: () => {}, onSuccess: () => {} },
      older,
    );
    expect(props.indices).toEqual([{ name: "arcadia", searchParameters: { facetFilters: contextualFilters(older) } }]);
  });

  it("pages carry the tags the crawler records: a docs page its version, every other page default", () => {
    const meta = (path: string) => renderToStaticMarkup(React.createElement(DocSearchMeta, { path }));
    expect(meta("/blog/hello")).toBe(
      '<meta name="docsearch:language" content="zh-Hans"/><meta name="docsearch:docusaurus_tag" content="default"/>',
    );
    expect(meta("/docs/cli")).toBe(
      `<meta name="docsearch:language" content="zh-Hans"/><meta name="docsearch:version" content="${latestVersion.name}"/><meta name="docsearch:docusaurus_tag" content="docs-default-${latestVersion.name}"/>`,
    );
  });
});
