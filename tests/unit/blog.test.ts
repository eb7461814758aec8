import { describe, expect, it } from "vitest";
import {
  excerptOf,
  formatChineseDate,
  groupByYear,
  isPublished,
  readingTimeMinutes,
  todayForPosts,
  validateAuthors,
  validateTags,
  CJK_CHARS_PER_MINUTE,
  LATIN_WORDS_PER_MINUTE,
} from "../../src/lib/blog";

describe("reading time", () => {
  it("counts Chinese characters", () => {
    expect(readingTimeMinutes("字".repeat(CJK_CHARS_PER_MINUTE))).toBe(1);
    expect(readingTimeMinutes("字".repeat(CJK_CHARS_PER_MINUTE * 3 + 1))).toBe(4);
  });
  it("counts English words", () => {
    expect(
      readingTimeMinutes(
        Array(LATIN_WORDS_PER_MINUTE * 2)
          .fill("word")
          .join(" "),
      ),
    ).toBe(2);
  });
  it("adds both in mixed text, code blocks included", () => {
    const text = `${"中".repeat(CJK_CHARS_PER_MINUTE)}\n\n\`\`\`bash\n${Array(LATIN_WORDS_PER_MINUTE - 1)
      .fill("arcadia")
      .join(" ")}\n\`\`\``;
    expect(readingTimeMinutes(text)).toBe(2);
  });
  it("is at least one minute", () => {
    expect(readingTimeMinutes("")).toBe(1);
  });
});

describe("excerpt", () => {
  it("ends at the truncate marker, as plain text", () => {
    expect(excerptOf("本文介绍 **如何** 投稿，见 [指南](/docs)。\n\n{/* truncate */}\n\n正文")).toEqual({
      text: "本文介绍 如何 投稿，见 指南。",
      truncated: true,
    });
  });
  it("is a short automatic excerpt without a marker", () => {
    const long = "很长的正文。".repeat(60);
    const e = excerptOf(long);
    expect(e.truncated).toBe(true);
    expect(e.text.length).toBeLessThan(130);
    expect(excerptOf("短文。")).toEqual({ text: "短文。", truncated: false });
  });
});

describe("year grouping and dates", () => {
  it("groups by year, newest year and post first", () => {
    const groups = groupByYear([
      { date: "2024-05-01", t: "a" },
      { date: "2026-04-08", t: "c" },
      { date: "2025-04-28", t: "b" },
      { date: "2026-01-01", t: "d" },
    ]);
    expect(groups.map((g) => g.year)).toEqual(["2026", "2025", "2024"]);
    expect(groups[0].posts.map((p) => p.t)).toEqual(["c", "d"]);
  });
  it("formats dates the Chinese way", () => {
    expect(formatChineseDate("2024-05-01")).toBe("2024年5月1日");
  });
});

describe("authors and tags files", () => {
  it("validate keys and required fields", () => {
    expect(validateAuthors([{ key: "a", name: "A" }], "authors.yaml")[0]).toEqual({
      key: "a",
      name: "A",
      title: null,
      url: null,
      image: null,
    });
    expect(() => validateAuthors([{ key: "a" }], "content/blog/authors.yaml")).toThrow(
      'content/blog/authors.yaml: author "a" field "name" is required.',
    );
    expect(() =>
      validateAuthors(
        [
          { key: "a", name: "A" },
          { key: "a", name: "B" },
        ],
        "f",
      ),
    ).toThrow('author "a" is listed twice');
    expect(validateTags([{ key: "教程" }], "tags.yaml")[0]).toEqual({
      key: "教程",
      label: "教程",
      permalink: "/blog/tags/教程",
      description: null,
    });
    expect(() => validateTags([{ key: "x", permalink: "/tags/x" }], "content/blog/tags.yaml")).toThrow(
      'field "permalink" must be /blog/tags/ followed by',
    );
  });

  it("keys and permalinks are slugs: they become URLs", () => {
    expect(() => validateAuthors([{ key: "<img src=x onerror=alert(1)>", name: "X" }], "a.yaml")).toThrow(
      'a.yaml: author "<img src=x onerror=alert(1)>" field "key" must be letters, digits',
    );
    expect(() => validateAuthors([{ key: "a/b", name: "X" }], "a.yaml")).toThrow('field "key" must be letters');
    expect(() => validateTags([{ key: "a b" }], "t.yaml")).toThrow('t.yaml: tag "a b" field "key" must be letters');
    expect(() => validateTags([{ key: "a#b" }], "t.yaml")).toThrow('field "key" must be letters');
    expect(() => validateTags([{ key: "x", permalink: "/blog/tags/a?b" }], "t.yaml")).toThrow(
      'field "permalink" must be /blog/tags/ followed by',
    );
    expect(validateAuthors([{ key: "super_manito.2", name: "X" }], "a.yaml")[0].key).toBe("super_manito.2");
  });
});

describe("posts dated in the future", () => {
  it("are left out of production builds until their date, as drafts are", () => {
    const today = "2026-05-01";
    expect(isPublished({ draft: false, date: "2026-05-01" }, true, today)).toBe(true);
    expect(isPublished({ draft: false, date: "2026-05-02T00:00:00.000Z" }, true, today)).toBe(false);
    expect(isPublished({ draft: true, date: "2024-01-01" }, true, today)).toBe(false);
    // `npm run develop` shows both.
    expect(isPublished({ draft: true, date: "2099-01-01" }, false, today)).toBe(true);
  });
  it("count days in China Standard Time", () => {
    // 2026-04-30 16:00 UTC is 2026-05-01 00:00 in Shanghai.
    expect(todayForPosts(new Date("2026-04-30T15:59:59Z"))).toBe("2026-04-30");
    expect(todayForPosts(new Date("2026-04-30T16:00:00Z"))).toBe("2026-05-01");
  });
});
