import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forgetMdxSources, sameMdxSource } from "../../src/node/sharedDocSources";

/** Two docs folders, a and b, with the given files each. */
function folders(a: Record<string, string>, b: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "shared-docs-"));
  for (const [dir, files] of [
    ["a", a],
    ["b", b],
  ] as const) {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, dir, name)), { recursive: true });
      writeFileSync(path.join(root, dir, name), text);
    }
  }
  forgetMdxSources();
  return (name: string) => sameMdxSource(path.join(root, "a", name), path.join(root, "b", name));
}

describe("a next page shares the latest's compiled MDX only when it would compile alike", () => {
  it("shares when the texts are the same", () => {
    expect(
      folders(
        { "x/page.mdx": "# 标题\n\n见 [运行](/docs/cli/script/run)。\n" },
        { "x/page.mdx": "# 标题\n\n见 [运行](/docs/cli/script/run)。\n" },
      )("x/page.mdx"),
    ).toBe(true);
  });

  it("does not share when one byte differs", () => {
    expect(folders({ "page.mdx": "内容 A\n" }, { "page.mdx": "内容 B\n" })("page.mdx")).toBe(false);
  });

  it("does not share when an imported part differs, however deep", () => {
    const page = 'import Part from "../_part.mdx";\n\n<Part />\n';
    const part = 'import Inner from "./_inner.mdx";\n\n<Inner />\n';
    const same = folders(
      { "x/page.mdx": page, "_part.mdx": part, "_inner.mdx": "同\n" },
      { "x/page.mdx": page, "_part.mdx": part, "_inner.mdx": "同\n" },
    );
    expect(same("x/page.mdx")).toBe(true);
    const differ = folders(
      { "x/page.mdx": page, "_part.mdx": part, "_inner.mdx": "旧\n" },
      { "x/page.mdx": page, "_part.mdx": part, "_inner.mdx": "新\n" },
    );
    expect(differ("x/page.mdx")).toBe(false);
  });

  it("does not share when an import names no file (the build reports that on its own)", () => {
    const page = 'import Part from "./_missing.mdx";\n';
    expect(folders({ "page.mdx": page }, { "page.mdx": page })("page.mdx")).toBe(false);
  });
});
