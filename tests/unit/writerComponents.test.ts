import { describe, expect, it } from "vitest";
import { mdxComponents } from "../../src/components/mdx/mdxComponents";
import { WRITER_COMPONENTS } from "../../src/lib/mdx/writerComponents";
import { compileText as run } from "../support/compileContent";

describe("writer components without imports", { timeout: 60_000 }, () => {
  it("every name the compile accepts is in the browser's map, and every component of the map is accepted", () => {
    const inMap = Object.keys(mdxComponents).filter((n) => /^[A-Z]/.test(n));
    expect(new Set(inMap)).toEqual(new Set(WRITER_COMPONENTS));
  });

  it("a page uses Details and Badge by name, with their props as written", async () => {
    const out = await run('<Details summary="更多">\n\n正文\n\n</Details>\n\n文字<Badge added="1.0.0-beta.9" />\n');
    expect(out).toContain('["Details",{"summary":"更多"},');
    expect(out).toContain('["Badge",{"added":"1.0.0-beta.9"}]');
  });

  it("a line of components alone is a block of its own; next to text it stays in the paragraph", async () => {
    // Two elements with text inside, on one line: Markdown reads a paragraph, MDX two blocks.
    const alone = await run("<Badge>新</Badge> <Badge>旧</Badge>\n");
    expect(alone).toBe('[["Badge",0,"新"],"\\n",["Badge",0,"旧"]]');
    expect(await run('文字<Badge added="1.0.0-beta.9" />\n')).toBe(
      '[["p",0,"文字",["Badge",{"added":"1.0.0-beta.9"}]]]',
    );
  });

  it("an unknown component fails naming the file and line", async () => {
    await expect(run("正文\n\n<Widget />\n")).rejects.toThrow(
      /components-test\.mdx:3: <Widget> is not a writer component of this site/,
    );
  });

  it("FileTree marks folders and files at build time, and refuses anything but one bullet list", async () => {
    const out = await run("<FileTree>\n\n- `a/`\n  - `b.sh` 说明\n- `c.txt`\n- `d/`\n\n</FileTree>\n");
    expect(out.match(/"className":"ft-folder"/g)).toHaveLength(2);
    expect(out.match(/"className":"ft-file"/g)).toHaveLength(2);
    await expect(run("正文\n\n<FileTree>\n\n1. 有序\n\n</FileTree>\n")).rejects.toThrow(
      /components-test\.mdx:3: <FileTree> must contain exactly one bullet list/,
    );
  });

  it("a `terminal` fence is framed by Terminal with its title; other code blocks are not", async () => {
    const out = await run('```bash terminal title="宿主机"\ndocker ps\n```\n\n```bash title="a.sh"\necho\n```\n');
    expect(out).toContain('["Terminal",{"title":"宿主机"}');
    expect(out.match(/\["Terminal"/g)).toHaveLength(1);
    expect(out).toContain('"data-title":"a.sh"');
    expect(await run("```bash terminal\nls\n```\n")).toContain('["Terminal",{"title":"终端"}');
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
