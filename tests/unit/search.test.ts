import { describe, expect, it } from "vitest";
import { tokenize, cjkBigrams, queryWords } from "../../src/search/shared/tokenize";
import { markText, snippet } from "../../src/search/shared/highlight";
import { escapeHtml } from "../../src/lib/escapeHtml";
import { extractPage, extractRecords, type SearchPageInfo } from "../../src/search/build/records";
import { buildIndexFile } from "../../src/search/build/indexFile";
import {
  addIndexPart,
  loadIndexFile,
  markTerms,
  missingParts,
  prepareForQueries,
  searchIndex,
  type LoadedIndex,
} from "../../src/search/shared/query";
import {
  decodePostings,
  encodePostings,
  partOfTerm,
  splitIndexFile,
  termsOf,
  type IndexFile,
} from "../../src/search/shared/indexFormat";
import { firstScreenGroups, MODAL_SECTIONS, modalGroups } from "../../src/search/browser/modalRows";
import { termAt, termId } from "../../src/search/shared/loadIndex";
import { contextualFilters, hostedProps } from "../../src/search/browser/hosted";
import { hostedSearchConfig } from "../../src/config/env";
import type { DocSearchTransformClient } from "@docsearch/react";

describe("tokeniser", () => {
  it("splits Chinese into overlapping bigrams, keeps a single character", () => {
    expect(cjkBigrams("定时任务")).toEqual(["定时", "时任", "任务"]);
    expect(tokenize("库")).toEqual(["库"]);
  });

  it("keeps Latin words and identifiers whole, lower-cased, plus their parts", () => {
    expect(tokenize("使用 Arcadia 运行")).toEqual(["使用", "运行", "arcadia"]);
    expect(tokenize("--fileName")).toEqual(["--filename", "filename"]);
    expect(tokenize("GET /api/cron/page")).toEqual(["get", "/api/cron/page", "api", "cron", "page"]);
    expect(tokenize("config.sh")).toEqual(["config.sh", "config", "sh"]);
  });

  it("handles mixed Chinese and Latin text", () => {
    expect(tokenize("用envm管理环境变量")).toEqual(["用", "管理", "理环", "环境", "境变", "变量", "envm"]);
  });
});

describe("escaping and highlighting", () => {
  it("escapes before marking, so markup in text or queries is shown as text", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)">`)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    const marked = markText("<b>定时任务</b> 列表", markTerms(queryWords("定时任务")));
    expect(marked.value).toBe("&lt;b&gt;<mark>定时任务</mark>&lt;/b&gt; 列表");
    expect(
      markText("a <img src=x onerror=alert(1)> b", markTerms(queryWords("<img src=x onerror=alert(1)>"))).value,
    ).not.toContain("<img");
  });

  it("marks Latin terms case-insensitively and cuts a snippet around the first match", () => {
    expect(markText("Run arcadia RUN", ["run"]).value).toBe("<mark>Run</mark> arcadia <mark>RUN</mark>");
    const s = snippet(`${"前文".repeat(60)}环境变量${"后文".repeat(60)}`, ["环境变量"], 40);
    expect(s.value.startsWith("…")).toBe(true);
    expect(s.value).toContain("<mark>环境变量</mark>");
    expect(s.value.endsWith("…")).toBe(true);
  });
});

const page = `<html><head><title>x</title></head><body><main><article data-search-area="命令（CLI）">
<nav>面包屑</nav><h1>run</h1><div class="markdown"><p>运行代码文件。</p>
<h2 id="语法">语法<a class="heading-anchor" href="#语法">#</a></h2><p>使用 <code>arcadia run</code> 运行。</p><pre><code>arcadia run a.js</code></pre>
<h3 id="选项">选项</h3><table><tr><td>--loop</td><td>循环运行</td></tr></table><ul><li>列表项</li></ul>
</div></article></main></body></html>`;

describe("record extraction from a rendered page", () => {
  it("makes one record per section with the hierarchy and the section's text, skipping code", () => {
    expect(extractRecords(page, "/docs/cli/script/run")).toEqual([
      {
        url: "/docs/cli/script/run",
        lvl0: "命令（CLI）",
        lvl1: "run",
        lvl2: null,
        lvl3: null,
        content: "运行代码文件。",
      },
      {
        url: "/docs/cli/script/run#语法",
        lvl0: "命令（CLI）",
        lvl1: "run",
        lvl2: "语法",
        lvl3: null,
        content: "使用 arcadia run 运行。",
      },
      {
        url: "/docs/cli/script/run#选项",
        lvl0: "命令（CLI）",
        lvl1: "run",
        lvl2: "语法",
        lvl3: "选项",
        content: "--loop 循环运行 列表项",
      },
    ]);
  });

  it("skips pages without the search marker and pages marked noindex", () => {
    expect(extractRecords("<main><h1>x</h1></main>", "/blog")).toBeNull();
    expect(
      extractRecords(page.replace("<title>x</title>", `<meta name="robots" content="noindex, nofollow">`), "/x"),
    ).toBeNull();
  });
});

describe("engine, modal rows and index parts", () => {
  const records = [
    { url: "/docs/a", lvl0: "文档", lvl1: "定时任务", lvl2: null, lvl3: null, content: "按 cron 表达式运行。" },
    { url: "/docs/b#x", lvl0: "文档", lvl1: "环境变量", lvl2: "管理", lvl3: null, content: "用 envm 管理环境变量。" },
  ];
  const loaded = loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile(records))));

  it("gives the modal marked rows: a section found by its text shows a snippet and where it lies", () => {
    const found = searchIndex(loaded, "环境变量");
    expect(found.total).toBe(1);
    const [group] = modalGroups(found);
    expect(group.label).toBe("文档 › 环境变量");
    expect(group.rows[0]).toMatchObject({ url: "/docs/b#x", kind: "content", path: "环境变量 › 管理" });
    expect(group.rows[0].titleHtml).toContain("<mark>环境变量</mark>");
    const cron = modalGroups(searchIndex(loaded, "定时任务"))[0].rows[0];
    expect(cron).toMatchObject({ url: "/docs/a", kind: "page", titleHtml: "<mark>定时任务</mark>", path: "文档" });
  });

  it("stores an anchor only when it is not the heading's own slug, and restores every URL", () => {
    const sections = [
      { url: "/docs/c#语法", lvl0: "文档", lvl1: "运行", lvl2: "语法", lvl3: null, content: "a" },
      { url: "/docs/c#run-选项", lvl0: "文档", lvl1: "运行", lvl2: "语法", lvl3: "Run 选项", content: "b" },
      {
        url: "/docs/c#第一步准备本地环境",
        lvl0: "文档",
        lvl1: "运行",
        lvl2: "第一步：准备本地环境",
        lvl3: null,
        content: "c",
      },
      { url: "/docs/c#语法-1", lvl0: "文档", lvl1: "运行", lvl2: "语法", lvl3: null, content: "d" },
      {
        url: "/docs/c#100-beta10-2026-04-08",
        lvl0: "文档",
        lvl1: "运行",
        lvl2: "1.0.0-beta.10 (2026-04-08)",
        lvl3: null,
        content: "e",
      },
    ];
    const file = buildIndexFile(sections);
    expect(file.sections.map((s) => s[1])).toEqual(["", "", "", "语法-1", ""]);
    expect(loadIndexFile(JSON.parse(JSON.stringify(file))).sections.map((r) => r.url)).toEqual(
      sections.map((s) => s.url),
    );
  });

  it("a served index answers only once the parts a query needs are added, and then as the whole index does", () => {
    const whole = buildIndexFile(records);
    const { main, parts, texts } = splitIndexFile(whole, 8);
    expect(parts.flat()).toHaveLength(whole.postings!.length);
    const served = loadIndexFile({
      ...main,
      parts: parts.map((_, k) => `/search/part-${k}.json`),
      textFiles: texts.map((_, page) => `/search/texts-${page}.json`),
    });
    const needed = missingParts(served, "环境变量 envm");
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.length).toBeLessThan(parts.length);
    expect(() => searchIndex(served, "环境变量 envm")).toThrow(/has not been added/);
    for (const k of needed) addIndexPart(served, k, parts[k]);
    expect(missingParts(served, "环境变量 envm")).toEqual([]);
    expect(searchIndex(served, "环境变量 envm").pages.map((p) => p.url)).toEqual(
      searchIndex(loaded, "环境变量 envm").pages.map((p) => p.url),
    );
  });

  it("refuses a part that does not fit the index (a corrupt or stale file)", () => {
    const { main, parts } = splitIndexFile(buildIndexFile(records), 4);
    const served = loadIndexFile({ ...main, parts: parts.map((_, k) => `/p${k}`), textFiles: ["/t0", "/t1"] });
    const k = parts.findIndex((p) => p.length > 0);
    expect(() => addIndexPart(served, k, [...parts[k], "0"])).toThrow(/does not match/);
    expect(() => addIndexPart(served, k, { version: 1 })).toThrow(/does not match/);
  });

  it("the modal keeps the engine's page order: one group per page, at most 3 sections, 5 pages on the first screen", () => {
    const many = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((p) =>
      [0, 1, 2, 3].map((s) => ({
        url: `/p${p}#s${s}`,
        lvl0: "文档",
        lvl1: `页面${p}`,
        lvl2: `节${s}`,
        lvl3: null,
        content: "定时任务",
      })),
    );
    const index = loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile(many))) as IndexFile);
    const found = searchIndex(index, "定时任务");
    const groups = modalGroups(found);
    expect(groups.map((g) => g.label)).toEqual(found.pages.map((p) => `文档 › ${p.title}`));
    expect(groups[0].rows).toHaveLength(3);
    expect(
      new Set(
        groups
          .flatMap((g) => g.rows)
          .slice(0, 8)
          .map((r) => r.url.split("#")[0]),
      ).size,
    ).toBeGreaterThanOrEqual(5);
    // What a new answer shows first: the groups of the first screen's rows, in order.
    const first = firstScreenGroups(groups);
    expect(first).toEqual(groups.slice(0, first.length));
    expect(first.length).toBeLessThan(groups.length);
    expect(first.flatMap((g) => g.rows).length).toBeGreaterThanOrEqual(MODAL_SECTIONS.rowsOnFirstScreen);
    expect(first.slice(0, -1).flatMap((g) => g.rows).length).toBeLessThan(MODAL_SECTIONS.rowsOnFirstScreen);
  });

  it("finds every term by its id and every id by its term, the grouped pairs as the others", () => {
    const file = buildIndexFile(records);
    const index = loadIndexFile(JSON.parse(JSON.stringify(file)) as IndexFile);
    const terms = termsOf(file);
    expect(index.termCount).toBe(terms.length);
    expect(index.pairCount).toBeGreaterThan(0);
    terms.forEach((term, id) => {
      expect(termAt(index, id)).toBe(term);
      expect(termId(index, term)).toBe(id);
    });
    for (const absent of ["定义", "务定", "zz", "定"]) expect(termId(index, absent)).toBeUndefined();
  });

  it("works out ahead what the first query needs, with the same answers as when it is worked out on demand", () => {
    const { main, parts, texts } = splitIndexFile(buildIndexFile(records), 8);
    const served = () =>
      loadIndexFile({ ...main, parts: parts.map((_, k) => `/p${k}`), textFiles: texts.map((_, p) => `/t${p}`) });
    const ahead = served();
    prepareForQueries(ahead);
    expect(ahead.dictionary).not.toBeNull();
    expect(ahead.termsByPart).not.toBeNull();
    const onDemand = served();
    for (const q of ["环境变量 envm", "环", "量", "定时", "cron"]) {
      expect(missingParts(ahead, q)).toEqual(missingParts(onDemand, q));
      for (const k of missingParts(ahead, q)) {
        addIndexPart(ahead, k, parts[k]);
        addIndexPart(onDemand, k, parts[k]);
      }
      expect(searchIndex(ahead, q)).toEqual(searchIndex(onDemand, q));
    }
    // Each part's terms, in id order, as partOfTerm places them one by one.
    expect(ahead.termsByPart).toEqual(
      parts.map((_, k) => termsOf(main).flatMap((t, id) => (partOfTerm(t, parts.length) === k ? [id] : []))),
    );
  });
});

describe("hosted search", () => {
  it("is used only when all three settings are present", () => {
    expect(hostedSearchConfig({ appId: "A", apiKey: "K", indexName: null })).toBeNull();
    expect(hostedSearchConfig({ appId: "A", apiKey: "K", indexName: "arcadia" })).toEqual({
      appId: "A",
      apiKey: "K",
      indexName: "arcadia",
    });
  });

  it("sends the app id, the index name and the contextual filters, and reports failures", async () => {
    const events: string[] = [];
    const props = hostedProps(
      { appId: "APPID", apiKey: "SEARCHKEY", indexName: "arcadia" },
      { onFailure: () => events.push("failure"), onSuccess: () => events.push("success") },
    );
    expect(props.appId).toBe("APPID");
    expect(props.apiKey).toBe("SEARCHKEY");
    expect(props.indices).toEqual([{ name: "arcadia", searchParameters: { facetFilters: contextualFilters() } }]);
    expect(contextualFilters()).toEqual([
      "language:zh-Hans",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-1.0.0-beta.10"],
    ]);

    // A fake client standing in for the hosted service: it records what it receives.
    const received: unknown[] = [];
    let down = false;
    const fake = {
      search: async (req: unknown) => {
        received.push(req);
        if (down) throw Object.assign(new Error("Unreachable hosts"), { name: "RetryError" });
        return { results: [] };
      },
      addAlgoliaAgent: () => {},
      transporter: { algoliaAgent: { value: "", add: () => ({}) } },
    } as unknown as DocSearchTransformClient;
    const client = props.transformSearchClient(fake);
    // What DocSearch sends: the index name and the search parameters of `indices`.
    const request = {
      requests: props.indices.map((ix) => ({ indexName: ix.name, query: "定时任务", ...ix.searchParameters })),
    };
    await client.search(request as never);
    expect(received).toEqual([request]);
    expect((received[0] as { requests: { indexName: string; facetFilters: unknown }[] }).requests[0]).toMatchObject({
      indexName: "arcadia",
      facetFilters: contextualFilters(),
    });
    down = true;
    await expect(client.search(request as never)).rejects.toThrow("Unreachable hosts");
    expect(events).toEqual(["success", "failure"]);
  });
});

describe("index format", () => {
  it("round-trips postings: section and page ids with their field bits", () => {
    const sections: [number, number][] = [
      [0, 1],
      [3, 2],
      [40, 3],
      [1500, 1],
    ];
    const pages: [number, number][] = [
      [2, 4],
      [90, 7],
    ];
    const back = decodePostings(encodePostings(sections, pages));
    expect(back.sections).toEqual({ ids: [0, 3, 40, 1500], fields: [1, 2, 3, 1] });
    expect(back.pages).toEqual({ ids: [2, 90], fields: [4, 7] });
    expect(decodePostings(encodePostings([[7, 1]], [])).pages.ids).toEqual([]);
  });
});

const rec = (url: string, lvl1: string, lvl2: string | null, content: string, lvl0 = "文档") => ({
  url,
  lvl0,
  lvl1,
  lvl2,
  lvl3: null,
  content,
});
const pageInfo = (path: string, extra: Partial<SearchPageInfo> = {}): SearchPageInfo => ({
  path,
  description: "",
  category: false,
  links: [],
  ...extra,
});
const engine = (
  records: ReturnType<typeof rec>[],
  pages: SearchPageInfo[] = [],
  keywords: Record<string, { keywords: string[] }> = {},
) => loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile(records, pages, keywords))) as IndexFile);
const urls = (index: LoadedIndex, q: string) => searchIndex(index, q).pages.map((p) => p.url);

describe("ranking", () => {
  it("requires each word's pairs, not the pairs that straddle two words", () => {
    const index = engine([
      rec("/stop", "stop", null, "终止代码文件，停止一个脚本的进程。"),
      rec("/other", "other", null, "无关的内容。"),
    ]);
    // 停止脚本: 止脚 occurs nowhere, yet the page holding 停止 and 脚本 is found.
    expect(urls(index, "停止脚本")).toEqual(["/stop"]);
    expect(urls(index, "重启服务")).toEqual([]);
  });

  it("drops question words and appends partial matches when fewer than 3 pages match", () => {
    const index = engine([
      rec("/install", "安装", null, "用 docker 安装平台。"),
      rec("/a", "a", null, "安装依赖。"),
      rec("/b", "b", null, "docker 镜像。"),
    ]);
    expect(urls(index, "怎么安装docker")[0]).toBe("/install");
    expect(urls(index, "怎么安装docker")).toEqual(expect.arrayContaining(["/a", "/b"]));
    expect(searchIndex(index, "zzqx").pages).toEqual([]);
  });

  it("scores pages: a page covering the topic in several sections beats one short section", () => {
    const index = engine([
      rec("/short", "列表", null, "推送通知。"),
      rec("/long", "配置", null, "推送通知的渠道。"),
      rec("/long#a", "配置", "钉钉", "钉钉推送通知。"),
      rec("/long#b", "配置", "企业微信", "企业微信推送通知。"),
    ]);
    expect(urls(index, "推送通知")).toEqual(["/long", "/short"]);
    expect(searchIndex(index, "推送通知").pages[0].sections.map((s) => s.url)).toEqual(["/long", "/long#a", "/long#b"]);
  });

  it("indexes the route name, keywords, the description and link texts as fields of the page", () => {
    const index = engine(
      [
        rec("/docs/TelegramBot", "TG机器人", null, "配置机器人。"),
        rec("/docs/ps", "ps", null, "显示内存。"),
        rec("/docs/cleanup", "cleanup", "相关页面", "清理。"),
        rec("/docs/stop", "stop", null, "终止进程。"),
      ],
      [
        pageInfo("/docs/cleanup", { links: [{ target: "/docs/ps", text: "ps：查看进程的运行时长。" }] }),
        pageInfo("/docs/stop", { description: "结束代码程序（脚本）。" }),
      ],
      { "/docs/stop": { keywords: ["停止"] } },
    );
    expect(urls(index, "telegram bot")).toEqual(["/docs/TelegramBot"]);
    expect(urls(index, "运行时长")).toEqual(["/docs/ps"]);
    expect(urls(index, "停止脚本")).toEqual(["/docs/stop"]);
    // Found by page fields alone, the page shows its introduction.
    expect(searchIndex(index, "运行时长").pages[0].sections[0].url).toBe("/docs/ps");
  });

  it("weighs category pages little", () => {
    const index = engine(
      [rec("/docs/category/x", "任务", null, "定时任务 定时任务"), rec("/docs/cron", "cron", null, "定时任务。")],
      [pageInfo("/docs/category/x", { category: true })],
    );
    expect(urls(index, "定时任务")).toEqual(["/docs/cron", "/docs/category/x"]);
  });

  it("matches one typed character as the start of a pair (anywhere in one when it starts none), and Latin words as prefixes", () => {
    const index = engine([
      rec("/a", "a", null, "仓库地址"),
      rec("/b", "b", null, "代码仓库"),
      rec("/c", "c", null, "arcadia upgrade"),
    ]);
    expect(urls(index, "仓").sort()).toEqual(["/a", "/b"]);
    expect(urls(index, "库")).toEqual(["/a"]);
    expect(urls(engine([rec("/b", "b", null, "代码仓库")]), "库")).toEqual(["/b"]);
    expect(urls(index, "upgr")).toEqual(["/c"]);
  });
});

describe("link texts and categories from rendered pages", () => {
  it("gives a list item that starts with a link to the linked page, and reads the description", () => {
    const html = `<html><head><meta name="description" content="清理进程。"></head><body><article data-search-area="命令"><h1>cleanup</h1><div class="markdown"><p>见 <a href="/docs/ps">ps 命令</a>。</p><h2 id="相关页面">相关页面</h2><ul><li><a href="/docs/stop">stop</a>：只终止指定代码文件的进程。</li></ul></div></article></body></html>`;
    const found = extractPage(html, "/docs/cleanup")!;
    expect(found.page).toEqual({
      path: "/docs/cleanup",
      description: "清理进程。",
      category: false,
      links: [
        { target: "/docs/ps", text: "ps 命令" },
        { target: "/docs/stop", text: "stop：只终止指定代码文件的进程。" },
      ],
    });
    expect(found.records.map((r) => r.content)).toEqual(["见 ps 命令。", ""]);
  });
});

describe("areas", () => {
  it("a page outside every sidebar takes its parent route's area instead of the docs set's", () => {
    const file = buildIndexFile([
      rec("/docs", "介绍", null, "a"),
      rec("/docs/start", "开始使用", null, "b", "开始使用"),
      rec("/docs/start/install-container-service", "安装容器服务", null, "c"),
      rec("/docs/about", "关于", null, "d"),
    ]);
    expect(file.pages.map((p) => p[1])).toEqual(["文档", "开始使用", "开始使用", "文档"]);
  });
});

describe("404 suggestions query", () => {
  it("turns a missing path into words, dropping area names", async () => {
    const { pathQuery } = await import("../../src/search/shared/pathQuery");
    expect(pathQuery("/docs/cli/run")).toBe("cli run");
    expect(pathQuery("/docs/configuration/TelegramBot")).toBe("configuration telegram bot");
    expect(pathQuery("/docs/category/%E8%BF%90%E8%A1%8C")).toBe("运行");
  });

  it("finds a page by a longer form of a word it holds", () => {
    const index = engine([rec("/docs/start/install", "安装", null, "安装平台。"), rec("/x", "x", null, "其它。")]);
    expect(urls(index, "installation")).toEqual(["/docs/start/install"]);
  });
});
