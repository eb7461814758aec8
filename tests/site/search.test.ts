/** Ranking and size of the embedded index, over the real built site. */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { addPinyinTable, missingParts, needsPinyin, searchIndex, loadIndexFile } from "../../src/search/shared/query";
import { readServedIndex } from "../../src/search/build/readServedIndex";
import type { IndexFile } from "../../src/search/shared/indexFormat";
import { synonyms } from "../../src/search/synonyms";
import * as pinyinEngine from "../../src/search/shared/pinyin";
import { colloquialCases } from "../fixtures/searchColloquial";

const { index, mainUrl, files, textFiles } = readServedIndex("public");
const raw = readFileSync(`public${mainUrl}`);
const firstPage = (q: string) => searchIndex(index, q).pages[0]?.url;

describe("embedded search over the built site", () => {
  it("定时任务 puts a cron page first", () => {
    expect(firstPage("定时任务")).toMatch(/cron/);
  });

  it("envm finds /docs/cli/config/envm first", () => {
    expect(firstPage("envm")).toBe("/docs/cli/config/envm");
  });

  it("arcadia run finds /docs/cli/script/run first", () => {
    expect(firstPage("arcadia run")).toBe("/docs/cli/script/run");
  });

  it("环境变量 lists the pages holding every pair first, then pages covering at least half of it", () => {
    const pages = searchIndex(index, "环境变量").pages;
    const full = pages.filter((p) => p.level === 0).length;
    expect(full).toBeGreaterThan(10);
    pages.forEach((p, i) => expect(p.level === 0, `${p.url} at ${i}`).toBe(i < full));
    for (const p of pages) expect(p.coverage, p.url).toBeGreaterThanOrEqual(0.5);
  });

  it("every term of the synonym table is a term the pages use (a reader's word leads somewhere)", () => {
    const unused = synonyms
      .flatMap((e) => e.terms)
      .filter((t) => !searchIndex(index, t).pages.some((p) => p.level === 0));
    expect(unused).toEqual([]);
  });

  it("a reader's word of the synonym table leads first to a page using one of its terms", () => {
    const astray = synonyms.flatMap((e) => {
      const using = new Set(
        e.terms.flatMap((t) =>
          searchIndex(index, t)
            .pages.filter((p) => p.level === 0)
            .map((p) => p.url),
        ),
      );
      return e.readers.filter((r) => !using.has(firstPage(r) ?? "")).map((r) => `${r} → ${firstPage(r) ?? "nothing"}`);
    });
    expect(astray).toEqual([]);
  });

  it("a colloquial word leads first to one of the pages its entry is for (issue #41)", () => {
    const astray = colloquialCases
      .filter((c) => !c.pages.includes(firstPage(c.word) ?? ""))
      .map((c) => `${c.word} → ${firstPage(c.word) ?? "nothing"}`);
    expect(astray).toEqual([]);
  });

  it("says what it searched for when a mistyped command was corrected", () => {
    const found = searchIndex(index, "upgarde");
    expect(found.correctedQuery).toBe("upgrade");
    expect(found.pages[0]?.url).toBe("/docs/cli/update/upgrade");
  });

  it("an API path finds its endpoint page", () => {
    expect(
      searchIndex(index, "/api/cron")
        .pages.slice(0, 5)
        .some((p) => p.url.startsWith("/docs/dev/api/internal/cron")),
    ).toBe(true);
  });

  it("does not index drafts, unlisted pages, lists or the 404 page", () => {
    const pages = new Set((JSON.parse(raw.toString("utf8")) as IndexFile).pages.map((p) => p[0]));
    for (const p of ["/404", "/blog", "/search", "/blog/tags", "/", "/docs/test/unlisted"])
      expect(pages.has(p), p).toBe(false);
    expect(pages.has("/docs/cli/script/run")).toBe(true);
  });

  it("is served as a main file and parts: a two-word query needs a few small parts, not all of them", () => {
    const main = JSON.parse(raw.toString("utf8")) as IndexFile;
    expect(main.postings).toBeUndefined();
    expect(main.parts!.length).toBeGreaterThanOrEqual(16);
    const fresh = loadIndexFile(main);
    const needed = missingParts(fresh, "环境变量");
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.length).toBeLessThanOrEqual(4);
    const gz = (url: string) => gzipSync(readFileSync(`public${url}`), { level: 9 }).length;
    const partsGz = files.slice(1).map(gz);
    expect(Math.max(...partsGz)).toBeLessThan(8 * 1024);
  });

  it("serves the pinyin table as a file of its own, small, fetched only by a query that needs it (issue #41)", () => {
    const main = JSON.parse(raw.toString("utf8")) as IndexFile;
    expect(main.pinyin).toBeUndefined();
    expect(main.pinyinFile).toMatch(/^\/search\/index\.[0-9a-f]{12}\.json$/);
    const table = readFileSync(`public${main.pinyinFile}`);
    expect(gzipSync(table, { level: 9 }).length).toBeLessThan(8 * 1024);
    const fresh = loadIndexFile(main);
    for (const q of ["环境变量", "定时任务", "arcadia run", "docker compose 部署", "怎么安装docker"])
      expect(needsPinyin(fresh, q), q).toBe(false);
    for (const q of ["huanjing bianliang", "dsrw", "定使任务"]) expect(needsPinyin(fresh, q), q).toBe(true);
    addPinyinTable(fresh, JSON.parse(table.toString("utf8")), pinyinEngine);
    expect(needsPinyin(fresh, "dsrw")).toBe(false);
    expect(firstPage("huanjing bianliang")).toBe(firstPage("环境变量"));
    expect(firstPage("dsrw")).toBe(firstPage("定时任务"));
  });

  it("keeps the sections' texts out of the main file: each page's are in its own file, and results carry them", () => {
    const main = raw.toString("utf8");
    expect(textFiles.length).toBeGreaterThan(10);
    for (const url of textFiles)
      for (const text of JSON.parse(readFileSync(`public${url}`, "utf8")) as string[])
        if (text.length >= 20) expect(main, url).not.toContain(JSON.stringify(text).slice(1, -1));
    const hit = searchIndex(index, "环境变量").hits.find((h) => h.inContent)!;
    expect(hit.content).toMatch(/环境变量/);
  });
});
