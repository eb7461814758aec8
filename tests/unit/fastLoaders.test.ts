import path from "node:path";
import browserslist from "browserslist";
import { getBrowsersList } from "gatsby/dist/utils/browserslist";
import { describe, expect, it } from "vitest";
import { ESBUILD_TARGET, needsGatsbyBabel, swapBabelForEsbuild, type LoaderRule, type UseInfo } from "../../src/node/webpack/fastLoaders";
import { esbuildCssMinimizer } from "../../src/node/webpack/minifiers";

const BABEL = "/site/node_modules/gatsby/dist/utils/babel-loader.js";
const MDX_LOADER = "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader";

describe("which modules keep Gatsby's Babel loader", () => {
  const read = (sources: Record<string, string>) => (file: string) => {
    if (!(file in sources)) throw new Error("ENOENT");
    return sources[file];
  };

  it("page components (imported by async-requires) keep it, for babel-plugin-remove-api", () => {
    expect(needsGatsbyBabel({ resource: "/s/doc.tsx", issuer: "/s/.cache/async-requires.js" }, read({ "/s/doc.tsx": "x" }))).toBe(true);
  });

  it("sources with a graphql tag (queries, static queries, fragments) keep it", () => {
    expect(needsGatsbyBabel({ resource: "/s/a.tsx", issuer: "/s/b.tsx" }, read({ "/s/a.tsx": "export const f = graphql`fragment F on X { id }`" }))).toBe(true);
    expect(needsGatsbyBabel({ resource: "/s/a.tsx", issuer: "/s/b.tsx" }, read({ "/s/a.tsx": "const d = useStaticQuery(graphql `query Q { site { id } }`)" }))).toBe(true);
  });

  it("other sources and compiled MDX go to esbuild; an unreadable one keeps Babel", () => {
    expect(needsGatsbyBabel({ resource: "/s/a.tsx", issuer: "/s/b.tsx" }, read({ "/s/a.tsx": 'import { Link } from "gatsby"; // graphql is not used' }))).toBe(false);
    expect(needsGatsbyBabel({ resource: "/s/p.mdx", issuer: "/s/doc.tsx" }, read({ "/s/p.mdx": "# 标题" }))).toBe(false);
    expect(needsGatsbyBabel({ resource: "/s/gone.tsx", issuer: "/s/b.tsx" }, read({}))).toBe(true);
  });
});

describe("the loader swap", () => {
  // The shapes of Gatsby's JavaScript rule and gatsby-plugin-mdx's rule (use functions).
  const rules = (): LoaderRule[] => [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, use: ({ issuer }: UseInfo) => [{ loader: BABEL, options: { isPageTemplate: /async-requires/.test(issuer ?? "") } }] },
    { test: /\.mdx?$/, use: () => [{ loader: BABEL, options: {} }, { loader: MDX_LOADER, options: {} }] },
    { oneOf: [{ use: [{ loader: "/x/css-loader/index.js" }] }] },
  ];
  const loaders = (rule: LoaderRule, info: UseInfo) => [(rule.use as (i: UseInfo) => { loader: string; options: Record<string, unknown> }[])(info)].flat();

  it("wraps each rule whose use function yields Gatsby's Babel loader, and nothing else", () => {
    expect(swapBabelForEsbuild(rules(), () => false)).toBe(2);
  });

  it("puts esbuild where Babel was, with the classic JSX runtime and the loader for the file's syntax", () => {
    const r = rules();
    swapBabelForEsbuild(r, () => false);
    const [js] = loaders(r[0], { resource: "/s/a.tsx", issuer: "/s/b.tsx" });
    expect(js.loader).toBe("esbuild-loader");
    expect(js.options).toMatchObject({ loader: "tsx", target: ESBUILD_TARGET, jsx: "transform", jsxFactory: "React.createElement", jsxFragment: "React.Fragment", charset: "utf8" });
    const mdx = loaders(r[1], { resource: "/s/p.mdx", issuer: "/s/doc.tsx" });
    expect(mdx.map((u) => u.loader)).toEqual(["esbuild-loader", MDX_LOADER]);
    expect(mdx[0].options.loader).toBe("jsx");
  });

  it("keeps Gatsby's Babel loader, with Gatsby's options, where it is needed", () => {
    const r = rules();
    swapBabelForEsbuild(r, (info) => /async-requires/.test(info.issuer ?? ""));
    const [page] = loaders(r[0], { resource: "/s/doc.tsx", issuer: "/s/.cache/async-requires.js" });
    expect(page).toEqual({ loader: BABEL, options: { isPageTemplate: true } });
  });
});

/** The first versions that run ES2020 syntax as it is (optional chaining is the last to arrive). */
const ES2020: Record<string, number> = { chrome: 80, and_chr: 80, edge: 80, firefox: 74, and_ff: 79, safari: 13.1, ios_saf: 13.4, opera: 67, op_mob: 57, samsung: 13, and_uc: 15.5, android: 80 };

describe("esbuild's target", () => {
  it("is something every browser of Gatsby's browserslist runs (a new browser or an older version fails this)", () => {
    expect(ESBUILD_TARGET).toBe("es2020");
    const browsers = browserslist(getBrowsersList(path.resolve(".")));
    expect(browsers.length).toBeGreaterThan(5);
    for (const entry of browsers) {
      const [name, range] = entry.split(" ");
      const first = parseFloat(range.split("-")[0]);
      expect(ES2020[name], `${entry}: unknown browser`).toBeDefined();
      expect(first, entry).toBeGreaterThanOrEqual(ES2020[name]);
    }
  });
});

describe("minimizers", () => {
  class TerserPlugin {
    static esbuildMinifyCss = () => undefined;
    constructor(public options: Record<string, unknown> = {}) {}
  }
  class CssMinimizerPlugin {}

  it("replaces Gatsby's cssnano with esbuild through Gatsby's own Terser plugin class, and keeps Terser for JavaScript", () => {
    const terser = new TerserPlugin();
    const out = esbuildCssMinimizer([terser, new CssMinimizerPlugin()]) as unknown as TerserPlugin[];
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(terser);
    expect(out[1]).toBeInstanceOf(TerserPlugin);
    expect(out[1].options.minify).toBe(TerserPlugin.esbuildMinifyCss);
    expect((out[1].options.test as RegExp).test("styles.css")).toBe(true);
    expect((out[1].options.test as RegExp).test("app.js")).toBe(false);
    expect(out[1].options.terserOptions).toMatchObject({ charset: "utf8" });
  });

  it("refuses minimizers it does not know, so an upgrade that changes them fails the build", () => {
    expect(() => esbuildCssMinimizer([new CssMinimizerPlugin()])).toThrow(/TerserPlugin/);
    expect(() => esbuildCssMinimizer([new (class TerserPlugin {})(), new CssMinimizerPlugin()])).toThrow(/esbuild CSS adapter/);
  });
});
