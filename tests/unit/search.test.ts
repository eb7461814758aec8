import { describe, expect, it } from "vitest";
import { tokenize, cjkBigrams } from "../../src/search/shared/tokenize";
import { markText, snippet, highlightTerms } from "../../src/search/shared/highlight";
import { escapeHtml } from "../../src/lib/escapeHtml";
import { extractRecords } from "../../src/search/build/records";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { loadIndexFile, searchIndex } from "../../src/search/shared/query";
import { toDocSearchHit } from "../../src/search/browser/docsearchHits";
import { createLocalClient } from "../../src/search/browser/localClient";
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
    const marked = markText("<b>定时任务</b> 列表", highlightTerms("定时任务"));
    expect(marked.value).toBe("&lt;b&gt;<mark>定时任务</mark>&lt;/b&gt; 列表");
    expect(markText("a <img src=x onerror=alert(1)> b", highlightTerms("<img src=x onerror=alert(1)>")).value).not.toContain("<img");
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
      { url: "/docs/cli/script/run", lvl0: "命令（CLI）", lvl1: "run", lvl2: null, lvl3: null, content: "运行代码文件。" },
      { url: "/docs/cli/script/run#语法", lvl0: "命令（CLI）", lvl1: "run", lvl2: "语法", lvl3: null, content: "使用 arcadia run 运行。" },
      { url: "/docs/cli/script/run#选项", lvl0: "命令（CLI）", lvl1: "run", lvl2: "语法", lvl3: "选项", content: "--loop 循环运行 列表项" },
    ]);
  });

  it("skips pages without the search marker and pages marked noindex", () => {
    expect(extractRecords("<main><h1>x</h1></main>", "/blog")).toBeNull();
    expect(extractRecords(page.replace("<title>x</title>", `<meta name="robots" content="noindex, nofollow">`), "/x")).toBeNull();
  });
});

describe("engine and clients", () => {
  const records = [
    { url: "/docs/a", lvl0: "文档", lvl1: "定时任务", lvl2: null, lvl3: null, content: "按 cron 表达式运行。" },
    { url: "/docs/b#x", lvl0: "文档", lvl1: "环境变量", lvl2: "管理", lvl3: null, content: "用 envm 管理环境变量。" },
  ];
  const loaded = loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile(records))));

  it("answers in DocSearch's hit shape with highlights and snippets", () => {
    const found = searchIndex(loaded, "环境变量", 20);
    expect(found.total).toBe(1);
    const hits = found.hits.map((h) => toDocSearchHit(h, found.terms));
    expect(hits[0]).toMatchObject({ url: "/docs/b#x", url_without_anchor: "/docs/b", anchor: "x", type: "content", hierarchy: { lvl0: "文档", lvl1: "环境变量", lvl2: "管理" } });
    expect(hits[0]._highlightResult.hierarchy.lvl1.value).toBe("<mark>环境变量</mark>");
    expect(hits[0]._snippetResult.content.value).toContain("<mark>环境变量</mark>");
  });

  it("stores an anchor only when it is not the heading's own slug, and restores every URL", () => {
    const sections = [
      { url: "/docs/c#语法", lvl0: "文档", lvl1: "运行", lvl2: "语法", lvl3: null, content: "a" },
      { url: "/docs/c#run-选项", lvl0: "文档", lvl1: "运行", lvl2: "语法", lvl3: "Run 选项", content: "b" },
      { url: "/docs/c#第一步准备本地环境", lvl0: "文档", lvl1: "运行", lvl2: "第一步：准备本地环境", lvl3: null, content: "c" },
      { url: "/docs/c#语法-1", lvl0: "文档", lvl1: "运行", lvl2: "语法", lvl3: null, content: "d" },
      { url: "/docs/c#100-beta10-2026-04-08", lvl0: "文档", lvl1: "运行", lvl2: "1.0.0-beta.10 (2026-04-08)", lvl3: null, content: "e" },
    ];
    const file = buildIndexFile(sections);
    expect(file.sections.map((s) => s[1])).toEqual(["", "", "", "语法-1", ""]);
    expect(loadIndexFile(JSON.parse(JSON.stringify(file))).sections.map((r) => r.url)).toEqual(sections.map((s) => s.url));
  });

  it("the local client answers DocSearch's request format", async () => {
    const status = { onFailure: () => {}, onSuccess: () => {} };
    const client = createLocalClient(async () => loaded, status);
    const res = (await client.search({ requests: [{ indexName: "docs", query: "cron", hitsPerPage: 5 }] } as never)) as unknown as { results: { hits: { url: string }[]; index: string }[] };
    expect(res.results[0].index).toBe("docs");
    expect(res.results[0].hits.map((h) => h.url)).toEqual(["/docs/a"]);
  });

  it("the local client reports a failed index load and throws a RetryError; the next query retries", async () => {
    let fail = true;
    const events: string[] = [];
    const client = createLocalClient(async () => {
      if (fail) throw new Error("offline");
      return loaded;
    }, { onFailure: () => events.push("failure"), onSuccess: () => events.push("success") });
    await expect(client.search({ requests: [{ indexName: "d", query: "cron" }] } as never)).rejects.toMatchObject({ name: "RetryError" });
    fail = false;
    await client.search({ requests: [{ indexName: "d", query: "cron" }] } as never);
    expect(events).toEqual(["failure", "success"]);
  });
});

describe("hosted search", () => {
  it("is used only when all three settings are present", () => {
    expect(hostedSearchConfig({ appId: "A", apiKey: "K", indexName: null })).toBeNull();
    expect(hostedSearchConfig({ appId: "A", apiKey: "K", indexName: "arcadia" })).toEqual({ appId: "A", apiKey: "K", indexName: "arcadia" });
  });

  it("sends the app id, the index name and the contextual filters, and reports failures", async () => {
    const events: string[] = [];
    const props = hostedProps({ appId: "APPID", apiKey: "SEARCHKEY", indexName: "arcadia" }, { onFailure: () => events.push("failure"), onSuccess: () => events.push("success") });
    expect(props.appId).toBe("APPID");
    expect(props.apiKey).toBe("SEARCHKEY");
    expect(props.indices).toEqual([{ name: "arcadia", searchParameters: { facetFilters: contextualFilters() } }]);
    expect(contextualFilters()).toEqual(["language:zh-Hans", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]);

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
    const request = { requests: props.indices.map((ix) => ({ indexName: ix.name, query: "定时任务", ...ix.searchParameters })) };
    await client.search(request as never);
    expect(received).toEqual([request]);
    expect((received[0] as { requests: { indexName: string; facetFilters: unknown }[] }).requests[0]).toMatchObject({ indexName: "arcadia", facetFilters: contextualFilters() });
    down = true;
    await expect(client.search(request as never)).rejects.toThrow("Unreachable hosts");
    expect(events).toEqual(["success", "failure"]);
  });
});

describe("compact index format", () => {
  it("round-trips MiniSearch's JSON exactly, term frequencies included", async () => {
    const { default: MiniSearch } = await import("minisearch");
    const { compactIndex, expandIndex } = await import("../../src/search/shared/indexFormat");
    const { miniSearchOptions } = await import("../../src/search/shared/query");
    const ms = new MiniSearch(miniSearchOptions);
    ms.addAll([
      { id: 0, title: "定时任务", headings: "", content: "任务 任务 cron" },
      { id: 1, title: "环境变量", headings: "管理", content: "cron 表达式" },
      { id: 2, title: "cron", headings: "", content: "" },
    ]);
    const json = JSON.parse(JSON.stringify(ms));
    const back = expandIndex(JSON.parse(JSON.stringify(compactIndex(json))));
    const byTerm = (j: { index: [string, unknown][] }) => ({ ...j, index: [...j.index].sort((a, b) => (a[0] < b[0] ? -1 : 1)) });
    expect(byTerm(back)).toEqual(byTerm({ ...json, storedFields: {} }));
    expect(JSON.stringify(compactIndex(json)).length).toBeLessThan(JSON.stringify(json).length);
  });
});
