/**
 * Section texts (snippets) live outside the index's main file, one file per page: the main
 * file holds none, a result's snippet comes from its page's file, and only the files of the
 * results on screen are fetched.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { splitIndexFile, type IndexFile } from "../../src/search/shared/indexFormat";
import { addIndexPart, addPageTexts, loadIndexFile, missingParts, searchIndex } from "../../src/search/shared/query";
import { modalFirstScreen, modalGroups } from "../../src/search/browser/modalRows";

const records = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((p) =>
  [0, 1, 2].map((s) => ({
    url: `/docs/p${p}#s${s}`,
    lvl0: "文档",
    lvl1: `页面${p}`,
    lvl2: `第${s}节`,
    lvl3: null,
    content: `第${p}页第${s}节：定时任务按表达式运行。`,
  })),
);
const whole = buildIndexFile(records);
const split = splitIndexFile(whole, 8);
const textUrl = (page: number) => `/search/texts-${page}.json`;

/** The index as the browser has it: main file and every part, no texts. */
function served() {
  const index = loadIndexFile(
    JSON.parse(
      JSON.stringify({
        ...split.main,
        parts: split.parts.map((_, k) => `/p${k}`),
        textFiles: split.texts.map((_, p) => textUrl(p)),
      }),
    ) as IndexFile,
  );
  split.parts.forEach((part, k) => addIndexPart(index, k, part));
  return index;
}

describe("section texts out of the main file", () => {
  it("the served main file holds no section text; the pages' texts hold all of it", () => {
    const main = JSON.stringify(split.main);
    for (const r of records) expect(main).not.toContain(r.content);
    expect(split.texts.flat()).toEqual(records.map((r) => r.content));
  });

  it("ranks the same without the texts as with them", () => {
    const index = served();
    const wholeIndex = loadIndexFile(JSON.parse(JSON.stringify(whole)) as IndexFile);
    for (const q of ["定时任务", "第3节", "表达式 运行"]) {
      expect(missingParts(index, q)).toEqual([]);
      const strip = (r: ReturnType<typeof searchIndex>) =>
        r.pages.map((p) => [p.url, p.score, p.sections.map((s) => s.url)]);
      expect(strip(searchIndex(index, q))).toEqual(strip(searchIndex(wholeIndex, q)));
    }
  });

  it("a result's snippet comes from its page's text file: before it is loaded, the row shows its heading", () => {
    const found = searchIndex(served(), "表达式");
    const hit = found.pages[0].sections[0];
    expect(hit.content).toBeUndefined();
    const page = Number(/p(\d)/.exec(hit.pageUrl)![1]) - 1;
    expect(hit.texts).toEqual({ url: textUrl(page), at: 0 });
    const before = modalGroups(found)[0].rows[0];
    expect(before).toMatchObject({ kind: "heading", textUrl: textUrl(page), titleHtml: "第0节" });
    const texts = new Map([[textUrl(page), split.texts[page]!]]);
    const after = modalGroups(found, texts)[0].rows[0];
    expect(after.kind).toBe("content");
    expect(after.textUrl).toBeUndefined();
    expect(after.titleHtml).toContain(`第${page + 1}页第0节：定时任务按<mark>表达式</mark>运行`);
  });

  it("the node side adds a page's texts to the index, and refuses texts that do not fit", () => {
    const index = served();
    addPageTexts(index, 2, split.texts[2]);
    const hit = searchIndex(index, "第3页").pages.find((p) => p.url === "/docs/p3")!.sections[0];
    expect(hit.content).toBe(split.texts[2]![0]);
    expect(hit.texts).toBeUndefined();
    expect(() => addPageTexts(index, 3, ["one"])).toThrow(/do not match/);
  });
});

describe("fetching texts for the results on screen only", () => {
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      const page = Number(/texts-(\d+)/.exec(url)![1]);
      return Promise.resolve(new Response(JSON.stringify(split.texts[page])));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("fetches the files of the first screen's rows, each once, and no other", async () => {
    const { loadTexts, loadedTexts } = await import("../../src/search/browser/sectionTexts");
    const found = searchIndex(served(), "定时任务");
    expect(found.pages.length).toBe(8);
    const first = modalFirstScreen(found);
    const shownPages = new Set(first.map((h) => h.texts!.url));
    // The first screen holds 5 or more of the 8 pages, not all of them.
    expect(shownPages.size).toBeGreaterThanOrEqual(5);
    expect(shownPages.size).toBeLessThan(8);
    await loadTexts(first);
    await loadTexts(first);
    expect(fetched.sort()).toEqual([...shownPages].sort());
    const rows = modalGroups(found, loadedTexts()).flatMap((g) => g.rows);
    expect(rows.slice(0, first.length).every((r) => r.kind === "content")).toBe(true);
    // The rows further down wait for their text, named on the row for when it scrolls into view.
    expect(rows.slice(first.length).every((r) => r.kind === "heading" && r.textUrl)).toBe(true);
  });

  it("the first screen's texts come with the answer's render, not one render per file; a row scrolled into view tells the listeners", async () => {
    const { loadTexts, loadTextFile, loadedTexts, onTextsLoaded } =
      await import("../../src/search/browser/sectionTexts");
    let told = 0;
    onTextsLoaded(() => told++);
    const found = searchIndex(served(), "定时任务");
    const first = modalFirstScreen(found);
    await loadTexts(first);
    expect(told).toBe(0);
    expect(loadedTexts().size).toBe(new Set(first.map((h) => h.texts!.url)).size);
    const below = modalGroups(found, loadedTexts())
      .flatMap((g) => g.rows)
      .find((r) => r.textUrl)!;
    await loadTextFile(below.textUrl!);
    expect(told).toBe(1);
  });

  it("a text that cannot be fetched leaves its row with its heading and is fetched again next time", async () => {
    const { loadTexts, loadedTexts } = await import("../../src/search/browser/sectionTexts");
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    const found = searchIndex(served(), "表达式");
    const first = modalFirstScreen(found).slice(0, 1);
    await expect(loadTexts(first)).resolves.toBeUndefined();
    await loadTexts(first);
    expect(fetched).toHaveLength(2);
    expect(modalGroups(found, loadedTexts())[0].rows[0].kind).toBe("heading");
  });
});
