/**
 * The framework patches' switch (src/node/frameworkPatches/switch.cjs): what it accepts, that each
 * patch is wired to it, and that no code outside the listed patch files reaches into a private
 * internal (a new reach must join the list and the switch, and docs/BUILD-PERFORMANCE.md).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FRAMEWORK_PATCHES, patchEnabled } from "../../src/node/frameworkPatches/switch.cjs";

const ROOM = "src/node/frameworkPatches";

/** Every file that may touch a private internal, by the patch it belongs to. */
const PATCH_FILES: Record<string, string[]> = {
  compileGatsbyFiles: [`${ROOM}/esbuildGatsbyFiles.cjs`],
  queryFiles: [`${ROOM}/queryFiles.ts`],
  babelToEsbuild: [`${ROOM}/esbuildLoaders.ts`, `${ROOM}/gatsbyBabelPluginsOnly.cjs`],
  scriptsSlice: [`${ROOM}/scriptsSlice.ts`],
  developShell: [`${ROOM}/developShell.ts`],
  buildDependencies: [`${ROOM}/buildDependencies.ts`, `${ROOM}/reportDiscardedCache.ts`],
  lockfileBuildDependencies: [`${ROOM}/lockfileBuildDependencies.ts`],
  unfinishedBuild: [`${ROOM}/unfinishedBuild.ts`],
  mutationBatch: [`${ROOM}/mutationBatch.cjs`, `${ROOM}/swapModuleSource.cjs`],
  pageDataWait: [`${ROOM}/pageDataWait.cjs`, `${ROOM}/swapModuleSource.cjs`],
};

/** Patch files that rely on what Gatsby does, not on a thing the pattern below can name. */
const BEHAVIOUR_ONLY = [`${ROOM}/unfinishedBuild.ts`, `${ROOM}/lockfileBuildDependencies.ts`];

/** The room's other files: the switch and the patches' helpers, which reach into nothing themselves. */
const ROOM_HELPERS = [
  "switch.cjs",
  "patchEnabled.ts",
  "esbuildGatsbyFiles.register.cjs",
  "afterPaintScripts.ts",
  "developShell/noPageComponents.ts",
  "developShell/shellWrapPageElement.ts",
].map((f) => `${ROOM}/${f}`);

/**
 * A private internal: a compiled file inside a package, Node's loader internals, Gatsby's
 * generated slice, virtual modules or compiled gatsby-* files, or the text of webpack's log.
 */
const PRIVATE =
  /gatsby(?:-plugin-mdx)?(?:\/|\[\\\\\/\])dist|require\.cache|Module\._|_gatsby\/slices|\$virtual|___chunkMapping|intermediateFileSystem|\.cache["'`]?\s*[,/]\s*["'`]?compiled|PackFileCacheStrategy|build dependencies have changed/;

/** Code without its comments: a comment that names a private thing reaches into nothing. */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

function code(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return code(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) && name !== "gatsby-types.d.ts" ? [full.split(path.sep).join("/")] : [];
  });
}

describe("ARCADIA_FRAMEWORK_PATCHES", () => {
  it("turns every patch on by default and off with off", () => {
    for (const name of FRAMEWORK_PATCHES) {
      expect(patchEnabled(name, undefined)).toBe(true);
      expect(patchEnabled(name, "on")).toBe(true);
      expect(patchEnabled(name, "off")).toBe(false);
    }
  });

  it("turns off only the patches listed with a minus", () => {
    expect(patchEnabled("queryFiles", "-queryFiles,-scriptsSlice")).toBe(false);
    expect(patchEnabled("scriptsSlice", "-queryFiles, -scriptsSlice")).toBe(false);
    expect(patchEnabled("babelToEsbuild", "-queryFiles")).toBe(true);
  });

  it("refuses an unknown setting or patch name, so a typo cannot measure the wrong build", () => {
    expect(() => patchEnabled("queryFiles", "false")).toThrow(/expected "on", "off"/);
    expect(() => patchEnabled("queryFiles", "-queryfiles")).toThrow(/expected "on", "off"/);
    expect(() => patchEnabled("noSuchPatch", undefined)).toThrow(/unknown framework patch/);
  });

  it("is wired for every patch, and the list is the one documented", () => {
    const wiring = [
      "gatsby-node.ts",
      "src/node/webpack/configure.ts",
      "src/node/frameworkPatches/esbuildGatsbyFiles.register.cjs",
    ]
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    expect(Object.keys(PATCH_FILES).sort()).toEqual([...FRAMEWORK_PATCHES].sort());
    const doc = readFileSync("docs/BUILD-PERFORMANCE.md", "utf8");
    for (const name of FRAMEWORK_PATCHES) {
      expect(wiring, name).toMatch(new RegExp(`patchEnabled\\("${name}"`));
      expect(doc, name).toContain(`\`${name}\``);
    }
  });

  it("no code outside the patch files touches a private internal", () => {
    const allowed = new Set(Object.values(PATCH_FILES).flat());
    const files = [...code("src"), ...code("scripts"), ...readdirSync(".").filter((f) => /^gatsby-.+\.tsx?$/.test(f))];
    const reaching = files.filter((f) => PRIVATE.test(withoutComments(readFileSync(f, "utf8"))));
    expect(reaching.filter((f) => !allowed.has(f))).toEqual([]);
    // The pattern does find them.
    expect(reaching.sort()).toEqual([...allowed].filter((f) => !BEHAVIOUR_ONLY.includes(f)).sort());
  });

  it("keeps every patch file, and nothing else, in one folder", () => {
    // A helper two patches share is listed under both.
    expect(code(ROOM).sort()).toEqual([...new Set([...Object.values(PATCH_FILES).flat(), ...ROOM_HELPERS])].sort());
  });
});
