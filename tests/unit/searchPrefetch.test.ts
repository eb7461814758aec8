/**
 * The parts of the postings a query needs are requested as the query is entered, before the
 * modal's render asks for the answer; the answer then fetches nothing again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { splitIndexFile, type IndexFile } from "../../src/search/shared/indexFormat";
import { loadIndexFile, missingParts } from "../../src/search/shared/query";
import { searchRoutes } from "../../src/config/routes";
import { latestVersion } from "../../src/config/versions";

const records = [1, 2, 3].map((p) => ({
  url: `/docs/p${p}`,
  lvl0: "文档",
  lvl1: `页面${p}`,
  lvl2: p === 1 ? "定时任务" : null,
  lvl3: null,
  content: `第${p}页：定时任务按表达式运行，环境变量由 envm 管理。`,
}));
const split = splitIndexFile(buildIndexFile(records), 8);
const partUrl = (k: number) => `/search/part-${k}.json`;
const pinyinUrl = "/search/pinyin.json";
const main = {
  ...split.main,
  parts: split.parts.map((_, k) => partUrl(k)),
  textFiles: split.texts.map(() => ""),
  pinyinFile: pinyinUrl,
};

describe("fetching a query's parts as it is entered", () => {
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      const part = /part-(\d+)\.json$/.exec(url);
      const body =
        url === searchRoutes.manifestOf(latestVersion)
          ? { index: "/search/main.json", modalCss: "/search/modal.css" }
          : part
            ? split.parts[Number(part[1])]
            : url === pinyinUrl
              ? split.pinyin
              : main;
      return Promise.resolve(new Response(JSON.stringify(body)));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("requests the parts at once (no await), each once, and the answer fetches none again", async () => {
    const { loadIndex, prefetchQuery, searchLocal } = await import("../../src/search/browser/indexLoader");
    await loadIndex(latestVersion);
    fetched.length = 0;
    const scope = { version: latestVersion, all: false };
    const query = "定时任务 envm";
    const needed = missingParts(loadIndexFile(JSON.parse(JSON.stringify(main)) as IndexFile), query).map(partUrl);
    expect(needed.length).toBeGreaterThan(0);
    prefetchQuery(query, scope);
    expect([...fetched].sort()).toEqual([...needed].sort());
    prefetchQuery(query, scope);
    const found = await searchLocal(query, scope);
    expect(found.pages.length).toBe(3);
    expect([...fetched].sort()).toEqual([...needed].sort());
  });

  it("fetches the pinyin table only for a query that needs it, once, and then the parts of the words it found", async () => {
    const { loadIndex, prefetchQuery, searchLocal } = await import("../../src/search/browser/indexLoader");
    await loadIndex(latestVersion);
    const scope = { version: latestVersion, all: false };
    fetched.length = 0;
    await searchLocal("定时任务 envm", scope);
    expect(fetched).not.toContain(pinyinUrl);
    prefetchQuery("dsrw", scope);
    const found = await searchLocal("dsrw", scope);
    expect(found.pages[0]?.url).toBe("/docs/p1");
    expect(fetched.filter((u) => u === pinyinUrl)).toEqual([pinyinUrl]);
  });

  it("answers without pinyin when the table cannot be had (offline), and fetches it again next time", async () => {
    const { loadIndex, searchLocal } = await import("../../src/search/browser/indexLoader");
    await loadIndex(latestVersion);
    const scope = { version: latestVersion, all: false };
    const online = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string) => (url === pinyinUrl ? Promise.reject(new Error("offline")) : online(url)));
    const found = await searchLocal("evnm", scope);
    expect(found.pages.length).toBe(3);
    vi.stubGlobal("fetch", online);
    fetched.length = 0;
    await searchLocal("dsrw", scope);
    expect(fetched).toContain(pinyinUrl);
  });

  it("does nothing for an empty query or an index not loaded yet (the answer loads it)", async () => {
    const { prefetchQuery } = await import("../../src/search/browser/indexLoader");
    prefetchQuery("定时任务", { version: latestVersion, all: false });
    prefetchQuery("  ", { version: latestVersion, all: false });
    expect(fetched).toEqual([]);
  });
});
