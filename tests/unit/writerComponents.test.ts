import path from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import { gatsbyMdxDefaults, mdxPlugins } from "../../src/lib/mdx/pipeline";
import { mdxComponents } from "../../src/components/mdx/mdxComponents";
import { AUTO_IMPORTED } from "../../src/lib/mdx/rehypeAutoImports";

const page = path.join(process.cwd(), "content/docs/components-test.mdx");
const run = async (source: string) =>
  String(await compile({ value: source, path: page }, { ...gatsbyMdxDefaults, ...mdxPlugins }));
const importOf = (name: string) =>
  `import ${name} from "${path.join(process.cwd(), AUTO_IMPORTED[name]).split(path.sep).join("/")}";`;

describe("writer components without imports", { timeout: 60_000 }, () => {
  it("a page that uses Details, Badge or FileTree imports just those; a page that uses none imports nothing", async () => {
    const out = await run('<Details summary="更多">\n\n正文\n\n</Details>\n\n文字<Badge added="1.0.0-beta.9" />\n');
    expect(out).toContain(importOf("Details"));
    expect(out).toContain(importOf("Badge"));
    expect(out).not.toContain(importOf("FileTree"));
    expect(await run("## 标题\n\n正文\n")).not.toMatch(/^import (?!React|\{useMDXComponents)/m);
  }, 60_000);

  it("are not in the provider map every page loads", () => {
    for (const name of Object.keys(AUTO_IMPORTED)) expect(mdxComponents).not.toHaveProperty(name);
  });

  it("a page's own import of the name wins", async () => {
    // (remarkImports checks that the file exists: the test page's folder has an index.mdx.)
    const out = await run('import Badge from "./index.mdx";\n\n<Badge />\n');
    expect(out).not.toContain(importOf("Badge"));
  });

  it("FileTree marks folders and files at build time, and refuses anything but one bullet list", async () => {
    const out = await run("<FileTree>\n\n- `a/`\n  - `b.sh` 说明\n- `c.txt`\n- `d/`\n\n</FileTree>\n");
    expect(out.match(/className: "ft-folder"/g)).toHaveLength(2);
    expect(out.match(/className: "ft-file"/g)).toHaveLength(2);
    await expect(run("正文\n\n<FileTree>\n\n1. 有序\n\n</FileTree>\n")).rejects.toThrow(
      /components-test\.mdx:3: <FileTree> must contain exactly one bullet list/,
    );
  });

  it("a `terminal` fence is framed by Terminal with its title; other code blocks are not", async () => {
    const out = await run('```bash terminal title="宿主机"\ndocker ps\n```\n\n```bash title="a.sh"\necho\n```\n');
    expect(out).toContain(importOf("Terminal"));
    expect(out).toMatch(/_h\(Terminal, \{\s*title: "宿主机"\s*\}/);
    expect(out.match(/_h\(Terminal/g)).toHaveLength(1);
    expect(out).toMatch(/"data-title": "a\.sh"/);
    expect(await run("```bash terminal\nls\n```\n")).toMatch(/_h\(Terminal, \{\s*title: "终端"/);
  });

  it("ThemedImage's two files must exist", async () => {
    await expect(run('<ThemedImage light="/img/logo.svg" dark="/img/docs/nope.svg" alt="图" />\n')).rejects.toThrow(
      /image "\/img\/docs\/nope\.svg" not found/,
    );
    await expect(run('<ThemedImage light="/img/logo.svg" alt="图" />\n')).rejects.toThrow(
      /<ThemedImage> needs a "dark" image path/,
    );
  });
});
