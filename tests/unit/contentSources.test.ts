import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";

// Every docs page names the platform files its facts were checked against (front matter `source:`),
// so `npm run check:sources` can tell which pages to re-read after a platform release.
// Partials (`_name.mdx`) are no pages: the pages that import them list the sources.
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(full) : e.name.endsWith(".mdx") && !e.name.startsWith("_") ? [full] : [];
  });

/** Why a `source:` entry is not a relative path inside the platform repository, or null. */
function badPath(entry: unknown): string | null {
  if (typeof entry !== "string" || !entry.trim()) return "is not a non-empty string";
  if (entry.startsWith("/")) return "starts with a slash";
  if (entry.includes("\\")) return "contains a backslash";
  if (/^[a-z][a-z0-9+.-]*:/i.test(entry)) return "is a URL, not a repository path";
  if (entry.split("/").some((part) => part === ".." || part === "." || part === ""))
    return "has an empty, '.' or '..' segment";
  return null;
}

describe("docs front matter: source", () => {
  it("every page lists the platform files it was checked against as relative repository paths", () => {
    const problems: string[] = [];
    for (const file of mdxFiles("content/docs").sort()) {
      const source = matter(readFileSync(file, "utf8")).data.source;
      if (!Array.isArray(source) || source.length === 0) {
        problems.push(`${file}: no non-empty "source:" list`);
        continue;
      }
      for (const entry of source) {
        const why = badPath(entry);
        if (why) problems.push(`${file}: source entry ${JSON.stringify(entry)} ${why}`);
      }
    }
    expect(problems, `${problems.length} problem(s):\n${problems.join("\n")}`).toEqual([]);
  });
});
