/**
 * The ranking rules of docs/SEARCH.md, one kind of reader query each, on small indexes built
 * the way the site builds its own.
 */
import { describe, expect, it } from "vitest";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { loadIndexFile, searchIndex, type LoadedIndex } from "../../src/search/shared/query";
import type { SearchPageInfo } from "../../src/search/build/records";
import type { IndexFile } from "../../src/search/shared/indexFormat";
import { typoDistance } from "../../src/search/shared/typos";
import { segmentRun, wordsForSegmenting } from "../../src/search/shared/segment";
import { rec } from "../support/searchRecord";

const engine = (records: ReturnType<typeof rec>[], pages: SearchPageInfo[] = []) =>
  loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile(records, pages, {}))) as IndexFile);
const urls = (index: LoadedIndex, q: string) => searchIndex(index, q).pages.map((p) => p.url);

describe("typos", () => {
  const index = engine([
    rec("/upgrade", "upgrade", null, "arcadia upgrade 升级平台。"),
    rec("/run", "run", null, "arcadia run 运行代码文件。"),
    rec("/service", "service", null, "arcadia service restart 重启后端。"),
  ]);

  it("counts a swap of two letters as one edit", () => {
    expect(typoDistance("upgarde", "upgrade", 2)).toBe(1);
    expect(typoDistance("rnu", "run", 2)).toBe(1);
    expect(typoDistance("abcdef", "fedcba", 2)).toBe(3);
  });

  it("finds the page of a mistyped command and says what it searched for", () => {
    const found = searchIndex(index, "upgarde");
    expect(found.pages.map((p) => p.url)).toEqual(["/upgrade"]);
    expect(found.correctedQuery).toBe("upgrade");
    expect(urls(index, "arcadia rnu")[0]).toBe("/run");
    expect(urls(index, "serivce restart")[0]).toBe("/service");
  });

  it("does not correct a word the index holds, nor invent a match for a word far from any", () => {
    expect(searchIndex(index, "upgrade").correctedQuery).toBeUndefined();
    expect(urls(index, "zzqx")).toEqual([]);
  });
});

describe("whole questions", () => {
  it("drops filler (times of day, politeness) so a page lacking only the filler is found, and ranks it first", () => {
    const index = engine([
      rec("/a", "缓存", null, "晚上清理一次缓存，日志照常写入。"),
      rec("/b", "备份", null, "晚上备份时清理临时文件，不动日志。"),
      rec("/c", "镜像", null, "晚上拉取镜像后清理旧镜像，日志保留。"),
      rec("/rmlog", "清理日志", null, "rmlog 删除旧的日志文件。"),
    ]);
    expect(urls(index, "晚上怎么清理日志")[0]).toBe("/rmlog");
    expect(urls(index, "请问晚上怎么清理日志呢")[0]).toBe("/rmlog");
  });

  it("ranks a page holding every word of a question over one holding only its strongest word in its title and headings", () => {
    const index = engine([
      rec("/proxy", "代理", "代理服务器", "代理服务器的地址与端口。"),
      rec("/proxy#auth", "代理", "代理认证", "代理的用户名。"),
      rec("/proxy#unset", "代理", "取消代理", "取消代理。"),
      rec("/faq", "常见问题", "访问慢", "克隆仓库很慢时，给 GitHub 设置代理。"),
      // Pages that make github and 仓库 common words, 代理 the strongest.
      ...["设置", "仓库", "分支", "镜像", "端口", "日志", "变量", "任务", "通知", "面板", "进程", "文件"].map((t, i) =>
        rec(`/p${i}`, t, `${t}说明`, `在这里${t}，设置仓库与 github 分支。`),
      ),
    ]);
    expect(urls(index, "github 仓库 代理")[0]).toBe("/faq");
  });

  it("drops a run of filler cut off by the stop words (办 of 怎么办) and pointing words (里面, 只有, 某些)", () => {
    const dictionary = wordsForSegmenting(["推送通知", "安装依赖", "生成定时任务", "限制文件"]);
    expect(segmentRun("容器里面安装依赖", wordsForSegmenting(["容器", "安装依赖"]))).toEqual(["容器", "安装依赖"]);
    expect(segmentRun("限制只有某些文件", dictionary)).toEqual(["限制", "文件"]);
    const index = engine([rec("/notify", "推送通知", null, "配置推送通知的渠道。")]);
    expect(searchIndex(index, "推送通知怎么办").pages[0]?.level).toBe(0);
  });

  it("splits a run into the words the index knows, so a pair across two words is not required", () => {
    const dictionary = wordsForSegmenting(["查看进程", "运行中的代码进程"]);
    expect(segmentRun("请问查看当前运行的进程", dictionary)).toEqual(["查看", "运行", "进程"]);
  });

  it("knows a title's whole run up to six characters and its pieces of two to four, never a piece across two runs", () => {
    const words = wordsForSegmenting(["查看进程", "运行中的代码进程", "定时任务"]);
    for (const w of ["查看进程", "代码", "的代码", "中的代码", "定时任务", "请问"]) expect(words.has(w), w).toBe(true);
    // 运行中的代码进程 is longer than a word; 的代码进 is a piece of it, 行中的代码 is too long for one.
    for (const w of ["运行中的代码进程", "行中的代码", "进程运行", "程运", "务查"]) expect(words.has(w), w).toBe(false);
  });
});

describe("synonyms", () => {
  it("finds the page that uses the site's term for a reader's everyday word, after pages using the word itself", () => {
    const index = engine([
      rec("/panel", "管理面板", "双重认证", "开启双重认证后，登录时还要输入验证器上的动态码。"),
      rec("/captcha", "登录验证码", null, "获取登录用的图形验证码。"),
    ]);
    expect(urls(index, "两步验证")[0]).toBe("/panel");
  });
});

describe("proximity, headings and titles", () => {
  it("a page holding the words together beats one holding one of them in a heading", () => {
    const index = engine([
      rec("/files", "文件", null, "运行环境里的文件。"),
      rec("/files#日志", "文件", "日志", "日志的格式。"),
      rec("/run", "run", null, "每次运行的日志写在 log 目录。"),
    ]);
    expect(urls(index, "运行 日志")[0]).toBe("/run");
  });

  it("words typed side by side prefer the page where they stand side by side", () => {
    const index = engine([
      rec("/hooks", "钩子", null, "一条命令只加载一次钩子，用循环或并发运行时也不会重复加载。"),
      rec("/run", "run", null, "--loop 循环运行，总共运行 N + 1 次。"),
      // Headings elsewhere make 循环 and 运行 words the index knows.
      rec("/options", "选项", "循环", "次数。"),
      rec("/options#运行", "选项", "运行", "方式。"),
    ]);
    expect(urls(index, "循环运行")[0]).toBe("/run");
  });
});
