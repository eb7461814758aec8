import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import rehypePrism from "rehype-prism-plus";
import remarkAdmonitions from "../../src/lib/mdx/remarkAdmonitions";
import rehypeCodeBlocks, { parseTitle } from "../../src/lib/mdx/rehypeCodeBlocks";
import rehypeImages from "../../src/lib/mdx/rehypeImages";

const root = mkdtempSync(path.join(tmpdir(), "mdx-"));
mkdirSync(path.join(root, "static/img"), { recursive: true });
writeFileSync(path.join(root, "static/img/a.svg"), "<svg/>");
writeFileSync(path.join(root, "static/img/a@2x.png"), "png");
writeFileSync(path.join(root, "static/img/b.svg"), "<svg/>");

const run = async (source: string) =>
  String(
    await compile(
      { value: source, path: path.join(root, "content/docs/page.mdx") },
      {
        remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions],
        rehypePlugins: [[rehypeImages, { root }], rehypeCodeBlocks, [rehypePrism, { ignoreMissing: true }]],
        outputFormat: "function-body",
        development: false,
      },
    ),
  );

describe("admonitions", () => {
  it("turn :::tip into a note block with the Chinese title, or a custom one", async () => {
    const out = await run(":::tip\n正文\n:::\n\n:::danger[小心数据]\n正文\n:::");
    expect(out).toContain('className: "admonition admonition-tip"');
    expect(out).toContain('"提示"');
    expect(out).toContain('"小心数据"');
    expect(out).toContain('role: "note"');
  });

  it("leave a stray :word in prose as text", async () => {
    const out = await run("时间格式为 HH:mm:ss，端口:abc");
    expect(out).toContain('":abc"');
    expect(out).toContain('":ss"');
    expect(out).not.toMatch(/_components\.div/);
  });

  it("fail on an unknown admonition type, naming the file", async () => {
    await expect(run(":::caution\nx\n:::")).rejects.toThrow(/page\.mdx: admonition ":::caution" is not a known type/);
  });
});

describe("code blocks", () => {
  it("read the title from the meta and keep the language", () => {
    expect(parseTitle('title="config/sync.yml" {2}')).toBe("config/sync.yml");
    expect(parseTitle("{1,3}")).toBeNull();
  });

  it("are highlighted at build time with highlighted lines; unknown languages stay plain", async () => {
    const out = await run('```bash title="run.sh" {2}\necho 1\necho 2\n```\n\n```nosuchlang\nplain\n```');
    expect(out).toContain('"data-title": "run.sh"');
    expect(out).toContain("highlight-line");
    expect(out).toContain("token");
    expect(out).toContain("plain");
  });
});

describe("images", () => {
  it("get the @2x file as zoom source when it exists, and lazy loading", async () => {
    const out = await run("![示意图](/img/a.svg)\n\n![另一张](/img/b.svg)");
    expect(out).toContain('"data-zoom-src": "/img/a@2x.png"');
    expect(out.match(/data-zoom-src/g)?.length).toBe(1);
    expect(out).toContain('loading: "lazy"');
  });

  it("fail the build for a missing file, naming the page and the image", async () => {
    await expect(run("![缺失](/img/missing.svg)")).rejects.toThrow(/content\/docs\/page\.mdx:1:1: image "\/img\/missing\.svg" not found \(expected the file static\/img\/missing\.svg\)/);
  });

  it("check a JSX <img> with a literal src like a Markdown image, naming the line", async () => {
    await expect(run('正文\n\n<img src="/img/missing.png" alt="缺失" />')).rejects.toThrow(
      /content\/docs\/page\.mdx:3:1: image "\/img\/missing\.png" not found \(expected the file static\/img\/missing\.png\)/,
    );
    await expect(run('文字 <img src="./nope.png" alt="缺失" /> 文字')).rejects.toThrow(/image "\.\/nope\.png" not found \(expected the file content\/docs\/nope\.png\)/);
    const ok = await run('<img src="/img/a.svg" alt="示意图" width="20" />');
    expect(ok).toContain('src: "/img/a.svg"');
  });

  it("leave a JSX <img> whose src is an expression alone", async () => {
    await expect(run("<img src={props.x} alt=\"x\" />")).resolves.toContain("props.x");
  });

  it("fail without alt text", async () => {
    await expect(run("![](/img/a.svg)")).rejects.toThrow(/has no alt text/);
  });
});

describe("positions count from the top of the file", () => {
  it("a syntax error in the body names the file's line, front matter counted", async () => {
    const { default: remarkFilePositions } = await import("../../src/lib/mdx/remarkFilePositions");
    const file = path.join(root, "content/docs/positions.mdx");
    mkdirSync(path.dirname(file), { recursive: true });
    const source = "---\ntitle: 位置\ndescription: 四行\n---\n\n正文\n\n表达式 {1 +\n";
    writeFileSync(file, source);
    const body = source.slice(source.indexOf("\n正文") + 1);
    const compileBody = () => compile({ value: body, path: file }, { remarkPlugins: [remarkFilePositions] });
    await expect(compileBody()).rejects.toThrow(/content\/docs\/positions\.mdx:8:\d+: /);
  });
});
