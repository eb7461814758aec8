import { beforeAll, describe, expect, it } from "vitest";
import { docSets } from "../support/platformPins";
import { loadTemplates, MessageIndex } from "../support/programMessages";
import {
  apiQuotes,
  isQuotedMessage,
  mdxQuotes,
  notMessages,
  NOT_MESSAGES_FILE,
  type Quote,
} from "../support/docQuotes";

// Every program message a page quotes must occur in the pinned platform source, byte for byte
// apart from the values the program fills in (tests/support/programMessages.ts says how).
// Each docs version is checked against its own pinned copy; the quotes of every version are kept
// for the check that content/not-program-messages.yaml (shared by all versions) lists no stale text.
const sets = docSets();
const quotesOf = new Map<string, Quote[]>();
for (const set of sets) {
  describe(`program messages quoted in the ${set.version} docs`, () => {
    let index: MessageIndex;
    let quotes: Quote[];
    const skip = notMessages();

    beforeAll(() => {
      index = new MessageIndex(loadTemplates(set.platform));
      quotes = [...mdxQuotes(set.docsDir), ...apiQuotes(set.apiDir)];
      quotesOf.set(set.version, quotes);
    }, 120_000); // parsing every page as MDX takes a while

    it("occur in the pinned platform source", () => {
      const checked = quotes.filter((q) => !skip.has(q.text));
      const missing = checked.filter((q) => !index.find(q.text)).map((q) => `${q.where}: \`${q.text}\``);
      expect(
        missing,
        `not found in ${set.platform} (fix the quote, or list it in ${NOT_MESSAGES_FILE} if it is not program output)`,
      ).toEqual([]);
      console.log(
        `${set.version}: ${checked.length} quoted messages (${new Set(checked.map((q) => q.text)).size} distinct) found in the pinned source`,
      );
    }, 120_000);

    it(`lists in ${NOT_MESSAGES_FILE} only text that this version's source does not print, where its pages use it`, () => {
      const used = new Set(quotes.map((q) => q.text));
      const printed = [...skip.keys()].filter((t) => used.has(t) && index.find(t));
      expect(printed, `${set.platform} does print these: remove them from the list`).toEqual([]);
    }, 60_000);

    it("rejects a quote the platform does not print (so the check above can fail)", () => {
      // Real messages, found: a literal one, one with a value in its hole, one nested in another.
      expect(index.find("已终止所有相关进程")).not.toBeNull();
      expect(index.find("命令选项 -a 错误，字段名称不存在！")).not.toBeNull();
      expect(index.find("删除失败：文件（夹）不存在")).not.toBeNull();
      // One character changed, a word added, a nested part that is not a message: not found.
      expect(index.find("已终止全部相关进程")).toBeNull();
      expect(index.find("命令选项 -a 错误，字段名称不存在了！")).toBeNull();
      expect(index.find("删除失败：没有这个文件")).toBeNull();
      expect(index.find("分:秒")).toBeNull();
    }, 60_000);
  });
}

describe(`${NOT_MESSAGES_FILE}, shared by every docs version`, () => {
  it("lists only text that a page of some version uses", () => {
    // Runs after the per-version blocks above, which collected the quotes.
    expect([...quotesOf.keys()].sort(), "every version's quotes were read").toEqual(sets.map((s) => s.version).sort());
    const used = new Set([...quotesOf.values()].flat().map((q) => q.text));
    const unused = [...notMessages().keys()].filter((t) => !used.has(t));
    expect(unused, "no page of any version quotes these any more: remove them").toEqual([]);
  });
});

describe("what counts as a quoted program message", () => {
  it("is inline code with Chinese outside its <placeholders>", () => {
    expect(isQuotedMessage("未检测到 <name> 环境变量")).toBe(true);
    expect(isQuotedMessage("arcadia run <路径>")).toBe(false);
    expect(isQuotedMessage("config.sh")).toBe(false);
  });
});
