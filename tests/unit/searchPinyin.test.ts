/**
 * Pinyin (docs/SEARCH.md, "Pinyin"): typed pinyin and same-sound slips find the index's own
 * words, on small indexes built the way the site builds its own; the table is written at
 * build time and fetched only by a query that needs it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { pinyinTableOf } from "../../src/search/build/pinyinTable";
import {
  addPinyinTable,
  loadIndexFile,
  needsPinyin,
  searchIndex,
  type LoadedIndex,
} from "../../src/search/shared/query";
import * as pinyinEngine from "../../src/search/shared/pinyin";
import { readingsOf } from "../../src/search/shared/pinyin";
import type { IndexFile } from "../../src/search/shared/indexFormat";
import { rec } from "../support/searchRecord";

const records = [
  rec("/env", "环境变量", "定义环境变量", "在 config.sh 中用 export 定义环境变量。"),
  rec("/cron", "定时任务", "定时规则", "定时任务按 cron 表达式运行代码文件。"),
  rec("/proxy", "仓库代理", "反向代理", "访问 GitHub 慢时为仓库设置代理。"),
  rec("/run", "run", "守护进程", "arcadia run 运行代码文件，rund 以守护进程运行。"),
  rec("/upgrade", "upgrade", null, "arcadia upgrade 升级平台。"),
  // Pages holding the other half of a slipped query: without its sound, they would win.
  rec("/vars", "变量", "变量命名", "变量名只能有字母、数字和下划线。"),
  rec("/tasks", "任务", "任务列表", "任务列表按名称排序。"),
  rec("/ps", "进程", "查看进程", "列出运行中的进程。"),
  // 指定使用 writes the pair 定使 by chance: a slip typing it is still a slip.
  rec("/runtime", "运行时", "指定运行时", "指定使用的运行时与任务的参数。"),
  // 默认密码 is in no title or heading; main, mirror, rename, move start with syllables.
  rec("/install", "安装", "首次登录", "默认密码写在日志里，登录后修改。"),
  rec("/main", "main", null, "main mirror rename move 是别的词。"),
];
const file = () => JSON.parse(JSON.stringify(buildIndexFile(records))) as IndexFile;
/** A whole index holds its table; the code comes with it, as the browser's loader hands it over. */
const engine = () => {
  const whole = file();
  const index = loadIndexFile(whole);
  addPinyinTable(index, whole.pinyin, pinyinEngine);
  return index;
};
const urls = (index: LoadedIndex, q: string) => searchIndex(index, q).pages.map((p) => p.url);

describe("the pinyin table written at build time", () => {
  it("reads the index's words in context and knows the common characters the site never writes", () => {
    const readings = readingsOf(pinyinTableOf(["重启服务", "重要"], ["重", "启"]));
    expect(readings.get("重")).toEqual(expect.arrayContaining(["chong", "zhong"]));
    expect(readings.get("启")).toEqual(["qi"]);
    // 竟 is on no page here: a same-sound slip may still type it.
    expect(readingsOf(pinyinTableOf([], [])).get("竟")).toEqual(["jing"]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads only the characters listed when the platform has no GBK decoder, without failing", () => {
    const table = pinyinTableOf(["重启服务", "重要"], ["重", "启"]);
    vi.stubGlobal(
      "TextDecoder",
      class {
        constructor() {
          throw new RangeError("no gbk here");
        }
      },
    );
    const readings = readingsOf(table);
    expect(readings.get("竟")).toBeUndefined();
    expect(readings.get("重")).toEqual(expect.arrayContaining(["chong", "zhong"]));
  });
});

describe("typed pinyin", () => {
  const index = engine();

  it("finds a word from its full pinyin, with or without spaces", () => {
    expect(urls(index, "huanjingbianliang")[0]).toBe("/env");
    expect(urls(index, "huanjing bianliang")[0]).toBe("/env");
    expect(urls(index, "huan jing bian liang")[0]).toBe("/env");
    expect(urls(index, "fanxiang daili")[0]).toBe("/proxy");
  });

  it("reads single syllables side by side as one word, though each starts a Latin term (mo ren mi ma)", () => {
    expect(urls(index, "mo ren mi ma")[0]).toBe("/install");
  });

  it("reads pinyin as the text's pairs when no title or heading holds the word, and skips the question's filler", () => {
    expect(urls(index, "morenmima")[0]).toBe("/install");
    expect(urls(index, "zenme dingyi huanjingbianliang")[0]).toBe("/env");
    expect(urls(index, "huanjing bianliang de dingyi")[0]).toBe("/env");
  });

  it("finds a short word from its initials", () => {
    expect(urls(index, "dsrw")[0]).toBe("/cron");
    expect(urls(index, "hjbl")[0]).toBe("/env");
  });

  it("does not read initials as several words (ntfy is no 能同分页)", () => {
    // d-s + h-j: 定时 and 环境 each by initials, which would fit almost any letters.
    expect(urls(index, "dshj")).toEqual([]);
  });

  it("leaves known words and typos of them to the Latin rules", () => {
    expect(urls(index, "run")[0]).toBe("/run");
    const typo = searchIndex(index, "upgarde");
    expect(typo.pages[0]?.url).toBe("/upgrade");
    expect(typo.correctedQuery).toBe("upgrade");
  });
});

describe("same-sound slips", () => {
  const index = engine();

  it("finds the word that sounds like a pair the site never writes", () => {
    expect(urls(index, "定使任务")[0]).toBe("/cron");
    expect(urls(index, "环竟变量")[0]).toBe("/env");
    expect(urls(index, "守户进程")[0]).toBe("/run");
  });

  it("reads the whole run by its sound when its characters make no word of the index, though a pair exists by chance", () => {
    expect(urls(index, "定使任务")[0]).toBe("/cron");
  });

  it("leaves a query the site's words match as it is", () => {
    expect(searchIndex(index, "定时任务").pages[0].level).toBe(0);
  });
});

describe("loading the table only when a query needs it", () => {
  const served = () => {
    const { pinyin, ...main } = file();
    return { index: loadIndexFile({ ...main, pinyinFile: "/search/pinyin.json" }), table: pinyin };
  };

  it("asks for the table for unknown Latin letters or a pair the site never writes, not for known words", () => {
    const { index } = served();
    expect(needsPinyin(index, "定时任务")).toBe(false);
    expect(needsPinyin(index, "arcadia run")).toBe(false);
    expect(needsPinyin(index, "dsrw")).toBe(true);
    expect(needsPinyin(index, "定使任务")).toBe(true);
    // A reader's word of the synonym table is a word, not initials (m-f-a).
    expect(needsPinyin(index, "mfa")).toBe(false);
  });

  it("answers with pinyin once the table is added, and refuses a table of the wrong shape", () => {
    const { index, table } = served();
    expect(urls(index, "dsrw")).toEqual([]);
    addPinyinTable(index, table, pinyinEngine);
    expect(needsPinyin(index, "dsrw")).toBe(false);
    expect(urls(index, "dsrw")[0]).toBe("/cron");
    expect(() => addPinyinTable(index, { huan: "环" }, pinyinEngine)).toThrow(/pinyin table/);
  });
});
