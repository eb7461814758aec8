import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import remarkGfm from "remark-gfm";
import recmaLocalCreateElement, { ALIAS } from "../../src/lib/mdx/recmaLocalCreateElement";

const source =
  '# 标题\n\n段落里有 `arcadia run` 和[链接](/docs/cli)。\n\n| 名称 | 说明 |\n| --- | --- |\n| a | b |\n\n<Note kind="tip">提示</Note>\n';

// Compiled modules import "react", so they are written inside the project to resolve it.
const dir = path.join(process.cwd(), "node_modules/.cache");
mkdirSync(dir, { recursive: true });
const tmp = mkdtempSync(path.join(dir, "recma-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function compileAndLoad(name: string, withPlugin: boolean) {
  const code = String(
    await compile(source, {
      jsxRuntime: "classic",
      remarkPlugins: [remarkGfm],
      recmaPlugins: withPlugin ? [recmaLocalCreateElement] : [],
      development: false,
    }),
  );
  const file = path.join(tmp, `${name}.mjs`);
  writeFileSync(file, code);
  const mod = (await import(pathToFileURL(file).href)) as {
    default: React.ComponentType<{ components: Record<string, unknown> }>;
  };
  return { code, Content: mod.default };
}

const Note = ({ kind, children }: { kind: string; children: React.ReactNode }) =>
  React.createElement("aside", { className: kind }, children);

describe("recmaLocalCreateElement", () => {
  it("calls a local alias instead of React.createElement, and renders exactly the same HTML", async () => {
    const plain = await compileAndLoad("plain", false);
    const aliased = await compileAndLoad("aliased", true);
    expect(plain.code).toContain("React.createElement(");
    expect(aliased.code).not.toContain("React.createElement(");
    expect(aliased.code).toContain(`const ${ALIAS} = React.createElement`);
    expect(aliased.code.split(`${ALIAS}(`).length).toBe(plain.code.split("React.createElement(").length);
    const html = (C: typeof plain.Content) => renderToStaticMarkup(React.createElement(C, { components: { Note } }));
    expect(html(aliased.Content)).toBe(html(plain.Content));
    expect(html(aliased.Content)).toContain('<aside class="tip">提示</aside>');
  });
});

describe("recmaLocalCreateElement with another JSX runtime", () => {
  it("fails the compile, naming the file, when there is no React.createElement to alias", async () => {
    await expect(
      compile(
        { value: "# 标题\n", path: "content/docs/x.mdx" },
        { jsxRuntime: "automatic", recmaPlugins: [recmaLocalCreateElement] },
      ),
    ).rejects.toThrow("content/docs/x.mdx: compiled MDX has no React.createElement call to alias");
  });
});
