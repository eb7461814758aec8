// The `developShell` patch (src/node/frameworkPatches/developShell.ts) in a real webpack compile: an
// entry that imports the page list and the site shell the way Gatsby's develop entry and our
// gatsby-ssr do.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpack from "webpack";
import { createRequire } from "node:module";
import { DevelopShellOnly, developSsrOn } from "../../src/node/frameworkPatches/developShell";

const require = createRequire(import.meta.url);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Compiles a small project like the develop-html bundle; returns the bundle and the errors. */
async function compile(entry: string, withPlugin: boolean): Promise<{ bundle: string; errors: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "develop-shell-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "virtual", "$virtual"), { recursive: true });
  mkdirSync(path.join(dir, "components", "layout"), { recursive: true });
  writeFileSync(
    path.join(dir, "virtual", "$virtual", "async-requires.js"),
    'exports.components = { page: () => import("../../page.js") };\n',
  );
  writeFileSync(path.join(dir, "page.js"), 'export default "PAGE COMPONENT TEXT";\n');
  writeFileSync(
    path.join(dir, "components", "layout", "wrapPageElement.js"),
    'export const wrapPageElement = () => "SITE SHELL TEXT";\n',
  );
  writeFileSync(path.join(dir, "entry.js"), entry);
  const compiler = webpack({
    mode: "development",
    devtool: false,
    target: "node",
    context: dir,
    entry: "./entry.js",
    output: { path: path.join(dir, "out"), library: { type: "commonjs2" } },
    resolve: { alias: { $virtual: path.join(dir, "virtual", "$virtual") }, extensions: [".js", ".ts"] },
    module: { rules: [{ test: /\.ts$/, loader: require.resolve("esbuild-loader"), options: { loader: "ts" } }] },
    plugins: withPlugin ? [new DevelopShellOnly()] : [],
    infrastructureLogging: { level: "none" },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((err, s) => (err || !s ? reject(err) : resolve(s))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const out = path.join(dir, "out");
  const bundle = stats.hasErrors()
    ? ""
    : (stats.toJson({ assets: true }).assets ?? []).map((a) => readFileSync(path.join(out, a.name), "utf8")).join("\n");
  return { bundle, errors: stats.compilation.errors.map((e) => e.message) };
}

const GATSBY_LIKE_ENTRY = [
  'import asyncRequires from "$virtual/async-requires";',
  'import { wrapPageElement } from "./components/layout/wrapPageElement";',
  "export const pages = Object.keys(asyncRequires.components);",
  'export const shell = wrapPageElement({ element: "PAGE ELEMENT" });',
].join("\n");

describe("developShell", () => {
  it("leaves the page components and the site shell out of the bundle", async () => {
    const { bundle, errors } = await compile(GATSBY_LIKE_ENTRY, true);
    expect(errors).toEqual([]);
    expect(bundle).not.toContain("PAGE COMPONENT TEXT");
    expect(bundle).not.toContain("SITE SHELL TEXT");
  }, 30_000);

  it("without it, both are compiled in (what the patch saves)", async () => {
    const { bundle } = await compile(GATSBY_LIKE_ENTRY, false);
    expect(bundle).toContain("PAGE COMPONENT TEXT");
    expect(bundle).toContain("SITE SHELL TEXT");
  }, 30_000);

  it("fails the compile, naming the switch, when the entry no longer imports the page list", async () => {
    const { errors } = await compile("export const x = 1;\n", true);
    expect(errors.join("\n")).toMatch(/developShell.*ARCADIA_FRAMEWORK_PATCHES=-developShell/);
  }, 30_000);

  it("stays off under Gatsby's development SSR, which renders pages with that bundle", () => {
    const before = process.env.GATSBY_EXPERIMENTAL_DEV_SSR;
    try {
      process.env.GATSBY_EXPERIMENTAL_DEV_SSR = "true";
      expect(developSsrOn()).toBe(true);
      delete process.env.GATSBY_EXPERIMENTAL_DEV_SSR;
      expect(developSsrOn()).toBe(false);
    } finally {
      if (before === undefined) delete process.env.GATSBY_EXPERIMENTAL_DEV_SSR;
      else process.env.GATSBY_EXPERIMENTAL_DEV_SSR = before;
    }
  });
});
