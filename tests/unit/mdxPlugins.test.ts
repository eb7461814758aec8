import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import rehypePrism from "rehype-prism-plus";
import remarkAdmonitions from "../../src/lib/mdx/remarkAdmonitions";
import remarkMdxComponents from "../../src/lib/mdx/remarkMdxComponents";
import rehypeCodeBlocks, { parseTitle, rehypeCodeLines } from "../../src/lib/mdx/rehypeCodeBlocks";
import rehypeImages from "../../src/lib/mdx/rehypeImages";
import rehypeUnprefixLinks from "../../src/lib/mdx/rehypeUnprefixLinks";

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
        remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkMdxComponents],
        rehypePlugins: [
          [rehypeImages, { root }],
          rehypeCodeBlocks,
          [rehypePrism, { ignoreMissing: true }],
          rehypeCodeLines,
        ],
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

describe("code-block lines", () => {
  it("showLineNumbers numbers every line in data-line (from N with showLineNumbers=N) and sizes the gutter", async () => {
    const out = await run("```bash showLineNumbers\na\nb\n```\n\n```text showLineNumbers=98\na\nb\nc\n```");
    expect(out).toContain('"data-line": "1"');
    expect(out).toContain('"data-line": "2"');
    expect(out).toContain('"data-line": "100"');
    expect(out).toContain('"data-line-numbers": "3"');
    expect(out).not.toMatch(/\bline: "/);
  });

  it("leave blocks without showLineNumbers unnumbered", async () => {
    const out = await run("```bash\na\n```");
    expect(out).not.toContain("data-line");
  });

  it("the diff language marks + and - lines as inserted and deleted", async () => {
    const out = await run("```diff\n- old\n+ new\n  same\n```");
    expect(out).toContain('"code-line deleted"');
    expect(out).toContain('"code-line inserted"');
  });

  it("a [!code ++] / [!code --] comment marks the line and disappears from the code", async () => {
    const out = await run(
      "```js\nconst a = 1; // [!code ++]\nconst b = 2; // [!code --]\nconst c = 3;\n```\n\n```bash\necho 1 # [!code ++]\n```\n\n```text\nplain line // [!code --]\n```",
    );
    expect(out).not.toContain("[!code");
    expect(out.match(/"data-diff": "\+"/g)?.length).toBe(2);
    expect(out.match(/"data-diff": "-"/g)?.length).toBe(2);
    expect(out).toContain('"code-line inserted"');
    expect(out).toContain('"code-line deleted"');
    expect(out).toContain('"plain line\\n"');
    // The space before the removed comment goes too: the line ends with ";".
    expect(out).toMatch(/children: ";"\n\s*\}\), "\\n"\]/);
  });

  it("a notation that is not at the end of a line, or in a string, stays as it is", async () => {
    const out = await run("```text\n// [!code ++] is how you mark a line\n```");
    expect(out).toContain("[!code ++] is how");
    expect(out).not.toContain("data-diff");
  });
});

describe("writer components", () => {
  const tabs = (items: string) => `<Tabs groupId="install">\n${items}\n</Tabs>`;

  it("accept Tabs of TabItems and Steps around one numbered list, with Markdown inside", async () => {
    const out = await run(
      `${tabs('<TabItem value="docker" label="docker run">\n\n```bash\ndocker ps\n```\n\n</TabItem>\n<TabItem value="compose" label="Docker Compose">\n\n正文\n\n</TabItem>')}\n\n<Steps>\n\n1. 第一步\n2. 第二步\n\n</Steps>`,
    );
    expect(out).toMatch(/_jsxs?\(Tabs, \{\s*groupId: "install"/);
    expect(out).toContain('value: "compose"');
    expect(out).toMatch(/_jsxs?\(Steps, /);
    expect(out).toContain("_components.ol");
  });

  it("fail on a TabItem outside Tabs, a duplicate or missing value, or other content in Tabs, naming file and line", async () => {
    await expect(run('<TabItem value="a">x</TabItem>')).rejects.toThrow(
      /page\.mdx:1: <TabItem> must sit directly inside <Tabs>/,
    );
    await expect(run(tabs('<TabItem value="a">x</TabItem>\n<TabItem value="a">y</TabItem>'))).rejects.toThrow(
      /page\.mdx:3: <TabItem value="a"> appears twice/,
    );
    await expect(run(tabs("<TabItem>x</TabItem>"))).rejects.toThrow(/<TabItem value> must be a plain string/);
    await expect(run(tabs('<TabItem value="a b">x</TabItem>'))).rejects.toThrow(
      /<TabItem value> must be a plain string/,
    );
    await expect(run(tabs('正文\n\n<TabItem value="a">x</TabItem>'))).rejects.toThrow(
      /<Tabs> may only contain <TabItem>/,
    );
    await expect(run('<Tabs groupId="a:b">\n<TabItem value="a">x</TabItem>\n</Tabs>')).rejects.toThrow(
      /<Tabs groupId> must be a plain string/,
    );
  });

  it("fail on Steps without a numbered list", async () => {
    await expect(run("<Steps>\n\n- 无序\n\n</Steps>")).rejects.toThrow(
      /<Steps> must contain exactly one numbered Markdown list/,
    );
    await expect(run("<Steps>\n\n1. 一\n\n正文\n\n</Steps>")).rejects.toThrow(/<Steps> must contain exactly one/);
  });
});

/** The images pass alone, with the site served under a path prefix. */
const runPrefixed = async (source: string) =>
  String(
    await compile(
      { value: source, path: path.join(root, "content/docs/page.mdx") },
      {
        rehypePlugins: [[rehypeImages, { root, pathPrefix: "/sub" }]],
        outputFormat: "function-body",
        development: false,
      },
    ),
  );

describe("images", () => {
  it("carry the path prefix: Markdown and JSX images and the zoom source, not external ones or ThemedImage's", async () => {
    const out = await runPrefixed(
      '![示意图](/img/a.svg)\n\n<img src="/img/b.svg" alt="b" />\n\n![外部](https://x.invalid/c.png)\n\n<ThemedImage light="/img/a.svg" dark="/img/b.svg" alt="t" />',
    );
    expect(out).toContain('src: "/sub/img/a.svg"');
    expect(out).toContain('"data-zoom-src": "/sub/img/a@2x.png"');
    expect(out).toContain('src: "/sub/img/b.svg"');
    expect(out).toContain('src: "https://x.invalid/c.png"');
    expect(out).toContain('light: "/img/a.svg"');
  });

  it("get the @2x file as zoom source when it exists, and lazy loading", async () => {
    const out = await run("![示意图](/img/a.svg)\n\n![另一张](/img/b.svg)");
    expect(out).toContain('"data-zoom-src": "/img/a@2x.png"');
    expect(out.match(/data-zoom-src/g)?.length).toBe(1);
    expect(out).toContain('loading: "lazy"');
  });

  it("fail the build for a missing file, naming the page and the image", async () => {
    await expect(run("![缺失](/img/missing.svg)")).rejects.toThrow(
      /content\/docs\/page\.mdx:1:1: image "\/img\/missing\.svg" not found \(expected the file static\/img\/missing\.svg\)/,
    );
  });

  it("check a JSX <img> with a literal src like a Markdown image, naming the line", async () => {
    await expect(run('正文\n\n<img src="/img/missing.png" alt="缺失" />')).rejects.toThrow(
      /content\/docs\/page\.mdx:3:1: image "\/img\/missing\.png" not found \(expected the file static\/img\/missing\.png\)/,
    );
    await expect(run('文字 <img src="./nope.png" alt="缺失" /> 文字')).rejects.toThrow(
      /image "\.\/nope\.png" not found \(expected the file content\/docs\/nope\.png\)/,
    );
    const ok = await run('<img src="/img/a.svg" alt="示意图" width="20" />');
    expect(ok).toContain('src: "/img/a.svg"');
  });

  it("leave a JSX <img> whose src is an expression alone", async () => {
    await expect(run('<img src={props.x} alt="x" />')).resolves.toContain("props.x");
  });

  it("fail without alt text", async () => {
    await expect(run("![](/img/a.svg)")).rejects.toThrow(/has no alt text/);
  });

  it("refuse a path or a link that leads out of the repository (it would be published)", async () => {
    const up = "../".repeat(path.join(root, "content/docs").split(path.sep).length);
    await expect(run(`![x](${up}etc/passwd)`)).rejects.toThrow(
      /page\.mdx:1:1: image ".*etc\/passwd" leads outside the repository/,
    );
    await expect(run(`<img src="${up}etc/passwd" alt="x" />`)).rejects.toThrow(/leads outside the repository/);
    await expect(run("![x](/../../../../../../etc/passwd)")).rejects.toThrow(
      /page\.mdx:1:1: image "\/\.\.\/.*etc\/passwd" leads outside static\//,
    );
    symlinkSync("/etc/passwd", path.join(root, "static/img/passwd.png"));
    await expect(run("![x](/img/passwd.png)")).rejects.toThrow(
      /image "\/img\/passwd\.png" is a symbolic link that leads outside static\//,
    );
    mkdirSync(path.join(root, "content/docs"), { recursive: true });
    symlinkSync("/etc/passwd", path.join(root, "content/docs/passwd.png"));
    await expect(run("![x](./passwd.png)")).rejects.toThrow(
      /image "\.\/passwd\.png" is a symbolic link that leads outside the repository/,
    );
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

describe("links under a path prefix", () => {
  it("lose the prefix gatsby-plugin-mdx put before them: the site's plugins and Link work with routes", async () => {
    const tree = {
      type: "root",
      children: ["/sub/docs/cli#x", "/sub", "/sub/", "/subway/x", "https://x.invalid/sub/y"].map((href) => ({
        type: "element",
        tagName: "a",
        properties: { href },
        children: [],
      })),
    };
    rehypeUnprefixLinks({ pathPrefix: "/sub" })(tree as never);
    expect(tree.children.map((a) => a.properties.href)).toEqual([
      "/docs/cli#x",
      "/",
      "/",
      "/subway/x",
      "https://x.invalid/sub/y",
    ]);
  });
});
