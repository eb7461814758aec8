import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const hook = require("../../src/node/frameworkPatches/esbuildGatsbyFiles.cjs") as {
  COMPILED_CACHE_DIR: string;
  GATSBY_EXPORTS: string[];
  bundleGatsbyFiles: (siteRoot: string, outDir: string) => Promise<string[]>;
  findCompiledLocalPluginModule: (rootDir: string, plugin: string, name: string) => string | undefined;
  gatsbyModulePath: (siteRoot: string) => string;
  getResolvedFieldsForPlugin: (rootDir: string, plugin: string) => unknown;
  install: (siteRoot: string) => boolean;
  loadOriginal: (file: string) => Record<string, unknown>;
};
const GATSBY_FILE = hook.gatsbyModulePath(process.cwd());
const gatsby = hook.loadOriginal(GATSBY_FILE) as Record<string, unknown> & {
  compileGatsbyFiles: (root: string) => Promise<void>;
  findCompiledLocalPluginModule: typeof hook.findCompiledLocalPluginModule;
  getResolvedFieldsForPlugin: typeof hook.getResolvedFieldsForPlugin;
};

const dirs: string[] = [];
/** A site folder with the project's packages linked, so the compiled files can require them. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "gatsby-files-"));
  writeFileSync(path.join(dir, "package.json"), '{ "name": "site", "private": true }\n');
  symlinkSync(path.join(process.cwd(), "node_modules"), path.join(dir, "node_modules"));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// A gatsby-node.ts and gatsby-config.ts in the shape of ours: our modules imported (to be
// bundled), packages imported (to be required at run time), an async API.
const SOURCES = {
  "gatsby-config.ts":
    'import { title } from "./src/config/site";\nconst config = { siteMetadata: { title }, plugins: ["gatsby-plugin-mdx"] };\nexport default config;\n',
  "gatsby-node.ts":
    'import path from "node:path";\nimport yaml from "js-yaml";\nimport { title } from "./src/config/site";\nexport const onPreInit = () => yaml.dump({ title, base: path.basename("/a/b.ts") });\nexport const createPages = async () => title.length;\n',
  "src/config/site.ts": 'export const title: string = "Arcadia";\n',
};

describe("the stand-in for Gatsby's compile-gatsby-files.js", () => {
  it("has every export Gatsby's file has, and Gatsby's file has every one this replaces", () => {
    expect(
      Object.keys(gatsby)
        .filter((k) => k !== "__esModule")
        .sort(),
    ).toEqual([...hook.GATSBY_EXPORTS].sort());
  });

  it("answers Gatsby's path helpers as Gatsby does, with and without compiled files", () => {
    expect(hook.COMPILED_CACHE_DIR).toBe(gatsby.COMPILED_CACHE_DIR);
    const empty = site({});
    const compiled = site({ ".cache/compiled/gatsby-node.js": "", ".cache/compiled/plugins/p/gatsby-node.js": "" });
    for (const root of [empty, compiled]) {
      for (const plugin of ["default-site-plugin", "p", "q"]) {
        expect(hook.findCompiledLocalPluginModule(root, plugin, "gatsby-node")).toBe(
          gatsby.findCompiledLocalPluginModule(root, plugin, "gatsby-node"),
        );
        expect(hook.getResolvedFieldsForPlugin(root, plugin)).toEqual(gatsby.getResolvedFieldsForPlugin(root, plugin));
      }
    }
  });

  it("once installed, is what Gatsby requires; a site with local plugins keeps Parcel", () => {
    const saved = require.cache[GATSBY_FILE];
    delete require.cache[GATSBY_FILE];
    try {
      expect(hook.install(site({ "plugins/local/gatsby-node.ts": "" }))).toBe(false);
      expect(require.cache[GATSBY_FILE]).toBeUndefined();
      expect(hook.install(process.cwd())).toBe(true);
      const seen = require(GATSBY_FILE) as Record<string, unknown>;
      expect(seen.COMPILED_CACHE_DIR).toBe(".cache/compiled");
      expect(seen.compileGatsbyFiles).not.toBe(gatsby.compileGatsbyFiles);
      expect(seen.getResolvedFieldsForPlugin).toBe(hook.getResolvedFieldsForPlugin);
    } finally {
      if (saved) require.cache[GATSBY_FILE] = saved;
      else delete require.cache[GATSBY_FILE];
    }
  });
});

describe("gatsby-config.ts and gatsby-node.ts bundled by esbuild", () => {
  const load = (file: string) => {
    delete require.cache[file];
    return require(file) as Record<string, unknown>;
  };

  it("export what Parcel's compile of the same files exports, with the same results", async () => {
    const parcelSite = site(SOURCES);
    // Parcel takes the working folder as the project's root, as when Gatsby runs in the site.
    const cwd = process.cwd();
    process.chdir(parcelSite);
    try {
      await gatsby.compileGatsbyFiles(parcelSite);
    } finally {
      process.chdir(cwd);
    }
    const esbuildSite = site(SOURCES);
    const out = await hook.bundleGatsbyFiles(esbuildSite, path.join(esbuildSite, hook.COMPILED_CACHE_DIR));
    expect(out.map((f) => path.relative(esbuildSite, f)).sort()).toEqual([
      ".cache/compiled/gatsby-config.js",
      ".cache/compiled/gatsby-node.js",
    ]);
    for (const name of ["gatsby-config.js", "gatsby-node.js"]) {
      const parcel = load(path.join(parcelSite, ".cache/compiled", name));
      const ours = load(path.join(esbuildSite, ".cache/compiled", name));
      expect(
        Object.keys(ours)
          .filter((k) => k !== "__esModule")
          .sort(),
      ).toEqual(
        Object.keys(parcel)
          .filter((k) => k !== "__esModule")
          .sort(),
      );
    }
    const parcelNode = load(path.join(parcelSite, ".cache/compiled/gatsby-node.js")) as {
      onPreInit: () => string;
      createPages: () => Promise<number>;
    };
    const ourNode = load(path.join(esbuildSite, ".cache/compiled/gatsby-node.js")) as typeof parcelNode;
    expect(ourNode.onPreInit()).toBe(parcelNode.onPreInit());
    expect(await ourNode.createPages()).toBe(await parcelNode.createPages());
    expect((load(path.join(esbuildSite, ".cache/compiled/gatsby-config.js")) as { default: unknown }).default).toEqual(
      (load(path.join(parcelSite, ".cache/compiled/gatsby-config.js")) as { default: unknown }).default,
    );
    // Packages are required at run time, not copied in; our modules are copied in.
    const code = readFileSync(path.join(esbuildSite, ".cache/compiled/gatsby-node.js"), "utf8");
    expect(code).toMatch(/require\("js-yaml"\)/);
    expect(code).not.toMatch(/require\("\.\/src\/config\/site"\)/);
  }, 60_000);

  it("fails with the file, line and column of a syntax error", async () => {
    const root = site({ ...SOURCES, "gatsby-node.ts": "export const onPreInit = () => {\n  const x = ;\n};\n" });
    await expect(hook.bundleGatsbyFiles(root, path.join(root, hook.COMPILED_CACHE_DIR))).rejects.toThrow(
      /^gatsby-node\.ts:2:13: Unexpected ";"/,
    );
  });

  it("refuses __dirname, which would name .cache/compiled instead of the file's folder", async () => {
    const root = site({ ...SOURCES, "gatsby-node.ts": "export const here = () => `${__dirname}/content`;\n" });
    const [, node] = await hook.bundleGatsbyFiles(root, path.join(root, hook.COMPILED_CACHE_DIR));
    expect(() => (load(node) as { here: () => string }).here()).toThrow(
      /__dirname_is_not_supported_in_gatsby_node_code/,
    );
  });
});
