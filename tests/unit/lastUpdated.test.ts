import { execFileSync } from "node:child_process";
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GIT_LOG_MARKER, parseGitLog } from "../../src/lib/gitLogDates";
import { lastUpdatedOf, resetLastUpdatedCache } from "../../src/node/data/contentFileDates";

describe("last-updated dates", () => {
  afterEach(() => resetLastUpdatedCache());

  it("parses git log newest first: each file's first appearance is its last commit", () => {
    const log = [
      `${GIT_LOG_MARKER}2026-11-20`,
      "",
      "content/docs/a.mdx",
      "content/docs/b.mdx",
      `${GIT_LOG_MARKER}2026-11-01`,
      "",
      "content/docs/a.mdx",
      "content/docs/c.mdx",
      "",
    ].join("\n");
    expect(parseGitLog(log)).toEqual(
      new Map([
        ["content/docs/a.mdx", "2026-11-20"],
        ["content/docs/b.mdx", "2026-11-20"],
        ["content/docs/c.mdx", "2026-11-01"],
      ]),
    );
  });

  it("gives a frozen version's untouched copy its source's date before the freeze, and an edited copy its own", () => {
    const frozen = "content/versions/1.0.0/docs/a.mdx";
    const edited = "content/versions/1.0.0/docs/b.mdx";
    const log = [
      `${GIT_LOG_MARKER}2026-11-26`,
      "",
      "content/docs/a.mdx",
      edited,
      `${GIT_LOG_MARKER}2026-11-25`,
      "",
      frozen,
      edited,
      `${GIT_LOG_MARKER}2026-11-10`,
      "",
      "content/docs/a.mdx",
      "content/docs/b.mdx",
      `${GIT_LOG_MARKER}2026-11-01`,
      "",
      "content/docs/a.mdx",
    ].join("\n");
    const copiedFrom = (f: string) =>
      f.startsWith("content/versions/1.0.0/docs/") ? f.replace("content/versions/1.0.0/docs/", "content/docs/") : null;
    const dates = parseGitLog(log, copiedFrom);
    expect(dates.get(frozen)).toBe("2026-11-10");
    expect(dates.get(edited)).toBe("2026-11-26");
    expect(dates.get("content/docs/a.mdx")).toBe("2026-11-26");
  });

  it("in this repository, the latest's frozen pages keep the dates of the pages they were copied from", () => {
    const files = execFileSync("git", ["ls-files", "content/versions/1.0.0-beta.10/docs/cli"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter((f) => f.endsWith(".mdx"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const commits = execFileSync("git", ["log", "--format=%H", "--", file], { encoding: "utf8" }).trim().split("\n");
      if (commits.length !== 1) continue; // edited after the freeze: its own date (the test below)
      const source = file.replace("content/versions/1.0.0-beta.10/docs/", "content/docs/");
      const expected = execFileSync("git", ["log", "-1", "--format=%cs", `${commits[0]}^`, "--", source], {
        encoding: "utf8",
      }).trim();
      expect(lastUpdatedOf(path.resolve(file)), file).toEqual({ date: expected, source: "git" });
    }
  });

  it("gives every content file of this repository the date of `git log -1 -- <file>`", () => {
    const files = execFileSync("git", ["ls-files", "content/docs/cli", "content/blog"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter((f) => f.endsWith(".mdx"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const expected = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], { encoding: "utf8" }).trim();
      expect(lastUpdatedOf(path.resolve(file)), file).toEqual({ date: expected, source: "git" });
    }
  });

  it("falls back to the file's mtime, said as such, for a file git does not know", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "last-updated-"));
    const file = path.join(dir, "page.mdx");
    writeFileSync(file, "# page\n");
    utimesSync(file, new Date("2026-03-04T12:00:00Z"), new Date("2026-03-04T12:00:00Z"));
    expect(lastUpdatedOf(file)).toEqual({ date: "2026-03-04", source: "mtime" });
  });

  it("says nothing for a file that does not exist", () => {
    expect(lastUpdatedOf(path.resolve("content/docs/no-such-file.mdx"))).toBeNull();
  });
});
