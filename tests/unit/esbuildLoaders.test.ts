import path from "node:path";
import browserslist from "browserslist";
import { getBrowsersList } from "gatsby/dist/utils/browserslist";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import {
  ESBUILD_TARGET,
  GATSBY_PLUGINS_ONLY_LOADER,
  needsGatsbyBabel,
  needsGatsbyBabelInDevelop,
  swapBabelForEsbuild,
  type LoaderRule,
  type UseInfo,
} from "../../src/node/frameworkPatches/esbuildLoaders";
import { splitMinimizers } from "../../src/node/webpack/minifiers";

const BABEL = "/site/node_modules/gatsby/dist/utils/babel-loader.js";
const require = createRequire(import.meta.url);
const MDX_LOADER = "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader";

describe("which modules keep Gatsby's Babel loader", () => {
  const read = (sources: Record<string, string>) => (file: string) => {
    if (!(file in sources)) throw new Error("ENOENT");
    return sources[file];
  };

  it("page components (imported by async-requires) keep it, for babel-plugin-remove-api", () => {
    expect(
      needsGatsbyBabel({ resource: "/s/doc.tsx", issuer: "/s/.cache/async-requires.js" }, read({ "/s/doc.tsx": "x" })),
    ).toBe(true);
  });

  it("sources with a graphql tag (queries, static queries, fragments) keep it", () => {
    expect(
      needsGatsbyBabel(
        { resource: "/s/a.tsx", issuer: "/s/b.tsx" },
        read({ "/s/a.tsx": "export const f = graphql`fragment F on X { id }`" }),
      ),
    ).toBe(true);
    expect(
      needsGatsbyBabel(
        { resource: "/s/a.tsx", issuer: "/s/b.tsx" },
        read({ "/s/a.tsx": "const d = useStaticQuery(graphql `query Q { site { id } }`)" }),
      ),
    ).toBe(true);
  });

  it("other sources and compiled MDX go to esbuild; an unreadable one keeps Babel", () => {
    expect(
      needsGatsbyBabel(
        { resource: "/s/a.tsx", issuer: "/s/b.tsx" },
        read({ "/s/a.tsx": 'import { Link } from "gatsby"; // graphql is not used' }),
      ),
    ).toBe(false);
    expect(needsGatsbyBabel({ resource: "/s/p.mdx", issuer: "/s/doc.tsx" }, read({ "/s/p.mdx": "# 标题" }))).toBe(
      false,
    );
    expect(needsGatsbyBabel({ resource: "/s/gone.tsx", issuer: "/s/b.tsx" }, read({}))).toBe(true);
  });

  it("in gatsby develop, our own modules keep it too (react-refresh), Gatsby's runtime, packages and compiled MDX do not", () => {
    const none = read({
      "/site/src/components/A.tsx": "x",
      "/site/gatsby-browser.tsx": "x",
      "/site/.cache/app.js": "x",
      "/site/node_modules/p/i.js": "x",
      "/site/content/a.mdx": "x",
    });
    const develop = (resource: string) =>
      needsGatsbyBabelInDevelop({ resource, issuer: "/site/src/b.tsx" }, none, "/site");
    expect(develop("/site/src/components/A.tsx")).toBe(true);
    expect(develop("/site/gatsby-browser.tsx")).toBe(true);
    expect(develop("/site/.cache/app.js")).toBe(false);
    expect(develop("/site/node_modules/p/i.js")).toBe(false);
    expect(develop("/site/content/a.mdx")).toBe(false);
    // A page component is a page component in develop too.
    expect(
      needsGatsbyBabelInDevelop(
        { resource: "/site/.cache/app.js", issuer: "/site/.cache/async-requires.js" },
        none,
        "/site",
      ),
    ).toBe(true);
  });
});

describe("the loader swap", () => {
  // The shapes of Gatsby's JavaScript rule and gatsby-plugin-mdx's rule (use functions).
  const rules = (): LoaderRule[] => [
    {
      test: /\.(js|mjs|jsx|ts|tsx)$/,
      use: ({ issuer }: UseInfo) => [
        { loader: BABEL, options: { isPageTemplate: /async-requires/.test(issuer ?? "") } },
      ],
    },
    {
      test: /\.mdx?$/,
      use: () => [
        { loader: BABEL, options: {} },
        { loader: MDX_LOADER, options: {} },
      ],
    },
    { oneOf: [{ use: [{ loader: "/x/css-loader/index.js" }] }] },
  ];
  const loaders = (rule: LoaderRule, info: UseInfo) =>
    [(rule.use as (i: UseInfo) => { loader: string; options: Record<string, unknown> }[])(info)].flat();

  it("wraps each rule whose use function yields Gatsby's Babel loader, and nothing else", () => {
    expect(swapBabelForEsbuild(rules(), () => false)).toBe(2);
  });

  it("puts esbuild where Babel was, with the classic JSX runtime and the loader for the file's syntax", () => {
    const r = rules();
    swapBabelForEsbuild(r, () => false);
    const [js] = loaders(r[0], { resource: "/s/a.tsx", issuer: "/s/b.tsx" });
    expect(js.loader).toBe("esbuild-loader");
    expect(js.options).toMatchObject({
      loader: "tsx",
      target: ESBUILD_TARGET,
      jsx: "transform",
      jsxFactory: "React.createElement",
      jsxFragment: "React.Fragment",
      charset: "utf8",
    });
    const mdx = loaders(r[1], { resource: "/s/p.mdx", issuer: "/s/doc.tsx" });
    expect(mdx.map((u) => u.loader)).toEqual(["esbuild-loader", MDX_LOADER]);
    expect(mdx[0].options.loader).toBe("jsx");
  });

  it("still shows Gatsby's Babel loader when called without a module, as Gatsby's develop config does to list Fast Refresh's rules", () => {
    const r = rules();
    swapBabelForEsbuild(r, () => false);
    expect(loaders(r[0], {} as UseInfo).map((u) => u.loader)).toEqual([BABEL]);
    expect(loaders(r[1], {} as UseInfo).map((u) => u.loader)).toEqual([BABEL, MDX_LOADER]);
  });

  it("where Gatsby's plugins are needed: esbuild first, then Gatsby's plugins alone, with Gatsby's options", () => {
    const r = rules();
    swapBabelForEsbuild(r, (info) => /async-requires/.test(info.issuer ?? ""));
    const page = loaders(r[0], { resource: "/s/doc.tsx", issuer: "/s/.cache/async-requires.js" });
    // Webpack runs a rule's loaders last to first.
    expect(page.map((u) => u.loader)).toEqual([GATSBY_PLUGINS_ONLY_LOADER, "esbuild-loader"]);
    expect(page[0].options).toEqual({ isPageTemplate: true });
    expect(page[1].options.loader).toBe("tsx");
  });
});

describe("Gatsby's required Babel plugins alone, on esbuild's output (the real loaders)", () => {
  // A page template as esbuild leaves it: JSX compiled, a page query, a Head and a config export.
  const template = [
    'import React from "react";',
    'import { graphql } from "gatsby";',
    'export default function Doc({ data }) { return React.createElement("h1", null, data.doc.title); }',
    'export const Head = () => React.createElement("title", null, "x");',
    "export const config = () => ({ defer: false });",
    "export const query = graphql`query DocById($id: String!) { doc(id: { eq: $id }) { title } }`;",
  ].join("\n");

  // Gatsby's helper reads the Babel settings other plugins added from <cwd>/.cache/babelState.json
  // (outside NODE_ENV=test); a unit test runs before any build, so it gets a folder of its own.
  let before = "";
  const env = process.env.NODE_ENV;
  beforeAll(() => {
    before = process.cwd();
    const dir = mkdtempSync(path.join(os.tmpdir(), "babel-state-"));
    mkdirSync(path.join(dir, ".cache"));
    const stage = { plugins: [], presets: [], options: { cacheDirectory: false, sourceType: "unambiguous" } };
    writeFileSync(
      path.join(dir, ".cache", "babelState.json"),
      JSON.stringify({ stages: { "build-javascript": stage, "build-html": stage, develop: stage } }),
    );
    process.chdir(dir);
    process.env.NODE_ENV = "production";
  });
  afterAll(() => {
    process.chdir(before);
    process.env.NODE_ENV = env;
  });

  const run = (options: Record<string, unknown>, resourceQuery: string) =>
    new Promise<string>((resolve, reject) => {
      const loader = require(GATSBY_PLUGINS_ONLY_LOADER) as (this: unknown, source: string) => void;
      const context = {
        resourcePath: path.join(before, "src/templates/doc.tsx"),
        resourceQuery,
        rootContext: before,
        sourceMap: false,
        target: "web",
        getOptions: () => options,
        // babel-loader 8 reads its options through loader-utils, from `query`.
        query: options,
        async: () => (err: Error | null, out?: string) => (err ? reject(err) : resolve(String(out))),
        addDependency: () => {},
        cacheable: () => {},
      };
      loader.call(context, template);
    });

  it("removes the page query and, in the browser bundle of a page component, the page-only exports", async () => {
    const out = await run(
      { stage: "build-javascript", isPageTemplate: true, resourceQuery: "?export=default", reactRuntime: "classic" },
      "?export=default",
    );
    expect(out).not.toMatch(/graphql`/);
    expect(out).not.toMatch(/export const config/);
    expect(out).not.toMatch(/export const Head/);
    expect(out).toMatch(/export default function Doc/);
  });

  it("in gatsby develop, also registers components with React Fast Refresh", async () => {
    process.env.NODE_ENV = "development";
    const out = await run({ stage: "develop", isPageTemplate: true, resourceQuery: "", reactRuntime: "classic" }, "");
    process.env.NODE_ENV = "production";
    expect(out).not.toMatch(/graphql`/);
    expect(out).toMatch(/\$RefreshReg\$\(_c, "Doc"\)/);
  });

  it("keeps the component and Head for the HTML renderer, without the query", async () => {
    const out = await run(
      { stage: "build-html", isPageTemplate: false, resourceQuery: "", reactRuntime: "classic" },
      "",
    );
    expect(out).not.toMatch(/graphql`/);
    expect(out).toMatch(/export const Head/);
    expect(out).toMatch(/export default function Doc/);
  });
});

/** The first versions that run ES2020 syntax as it is (optional chaining is the last to arrive). */
const ES2020: Record<string, number> = {
  chrome: 80,
  and_chr: 80,
  edge: 80,
  firefox: 74,
  and_ff: 79,
  safari: 13.1,
  ios_saf: 13.4,
  opera: 67,
  op_mob: 57,
  samsung: 13,
  and_uc: 15.5,
  android: 80,
};

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

describe("minimizers (with the real terser-webpack-plugin Gatsby uses)", () => {
  const TerserPlugin = require(
    require.resolve("terser-webpack-plugin", { paths: [path.dirname(require.resolve("gatsby/package.json"))] }),
  ) as {
    new (o: Record<string, unknown>): {
      options: {
        test?: RegExp;
        exclude?: RegExp[];
        minimizer: { implementation: unknown; options: Record<string, unknown> };
      };
    };
    terserMinify: unknown;
    esbuildMinify: unknown;
    esbuildMinifyCss: unknown;
  };
  class CssMinimizerPlugin {}
  // As gatsby/dist/utils/webpack-utils.js builds it.
  const gatsbyTerser = () =>
    new TerserPlugin({
      exclude: /\.min\.js/,
      terserOptions: {
        ie8: false,
        mangle: { safari10: true },
        parse: { ecma: 5 },
        compress: { ecma: 5 },
        output: { ecma: 5 },
      },
      parallel: 1,
    });
  const matches = (m: { options: { test?: RegExp; exclude?: RegExp[] } }, file: string) =>
    Boolean(m.options.test?.test(file)) && !(m.options.exclude ?? []).some((re) => re.test(file));

  it("gives the chunks of every first load to Gatsby's Terser settings, the rest of the JavaScript and the CSS to esbuild", () => {
    const [first, rest, css] = splitMinimizers(
      [gatsbyTerser() as never, new CssMinimizerPlugin() as never],
      ESBUILD_TARGET,
    ) as unknown as ReturnType<typeof gatsbyTerser>[];
    expect(first.options.minimizer.implementation).toBe(TerserPlugin.terserMinify);
    expect(first.options.minimizer.options).toMatchObject({ mangle: { safari10: true }, compress: { ecma: 5 } });
    expect(rest.options.minimizer.implementation).toBe(TerserPlugin.esbuildMinify);
    expect(rest.options.minimizer.options).toMatchObject({ target: ESBUILD_TARGET, charset: "utf8" });
    expect(css.options.minimizer.implementation).toBe(TerserPlugin.esbuildMinifyCss);
    for (const f of ["framework-1a2b3c.js", "app-0f9e.js", "webpack-runtime-abc123.js"]) {
      expect(matches(first, f), f).toBe(true);
      expect(matches(rest, f), f).toBe(false);
    }
    for (const f of ["3f2a9b7c1d.js", "component---src-templates-doc-tsx-1a2b.js"]) {
      expect(matches(first, f), f).toBe(false);
      expect(matches(rest, f), f).toBe(true);
    }
    expect(matches(first, "vendor.min.js") || matches(rest, "vendor.min.js")).toBe(false);
    expect(matches(css, "styles.css") && !matches(css, "app-1.js")).toBe(true);
  });

  it("refuses minimizers it does not know, so an upgrade that changes them fails the build", () => {
    expect(() => splitMinimizers([new CssMinimizerPlugin() as never], ESBUILD_TARGET)).toThrow(/TerserPlugin/);
    expect(() =>
      splitMinimizers([new (class TerserPlugin {})() as never, new CssMinimizerPlugin() as never], ESBUILD_TARGET),
    ).toThrow(/adapter/);
  });
});
