import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { compileMdxOnce, MDX_COMPILE_ONCE_LOADER } from "../../src/node/webpack/mdxCompileOnceRule";
import { mdxPlugins, gatsbyMdxDefaults } from "../../src/lib/mdx/pipeline";
import type { LoaderRule, UseInfo } from "../../src/node/webpack/esbuildLoaders";

const MDX_LOADER = "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader";

describe("MDX compiled once for both webpack stages", () => {
  it("points gatsby-plugin-mdx's loader entry at the compile-once loader, with the same options", () => {
    const options = { options: {} };
    const rules: LoaderRule[] = [
      { test: /\.mdx?$/, use: () => [{ loader: "babel" }, { loader: MDX_LOADER, options }] },
      { test: /\.tsx$/, use: () => [{ loader: "babel" }] },
    ];
    expect(compileMdxOnce(rules, "/x/once.cjs")).toBe(1);
    const entries = (rules[0].use as (i: UseInfo) => { loader: string; options?: unknown }[])({ resource: "/a.mdx" });
    expect(entries).toEqual([{ loader: "babel" }, { loader: "/x/once.cjs", options }]);
  });

  it("the loader file is where webpack will look for it", () => {
    expect(MDX_COMPILE_ONCE_LOADER).toBe(path.resolve("src/node/webpack/mdxCompileOnce.cjs"));
  });

  it("compiles a file once and gives the second stage the same output", async () => {
    const loader = createRequire(import.meta.url)(MDX_COMPILE_ONCE_LOADER) as (this: unknown, source: string) => void;
    const body = `## 标题 ${Date.now()}\n\n正文`;
    const getNode = vi.fn(() => ({ body }));
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const context = {
          resourcePath: path.resolve("content/docs/x.mdx"),
          getOptions: () => ({
            options: { ...gatsbyMdxDefaults, ...mdxPlugins },
            getNode,
            cache: { get: async () => "node-id" },
            reporter: { panicOnBuild: reject },
          }),
          async: () => (err: Error | null, out: string) => (err ? reject(err) : resolve(out)),
        };
        loader.call(context, body);
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect(first).toContain("标题");
    expect(second).toBe(first);
    expect(getNode).toHaveBeenCalledTimes(1);
  });
});
