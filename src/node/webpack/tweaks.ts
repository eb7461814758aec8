/**
 * Small changes to Gatsby's production webpack configuration, each measured on first-load size.
 */
import fs from "node:fs";
import path from "node:path";
import { loadSliceScriptsAfterPaint } from "./afterPaintScripts";

interface LoaderUse {
  loader?: string;
  options?: { modules?: false | { localIdentName?: string } };
}
interface Rule {
  use?: LoaderUse[] | LoaderUse;
  oneOf?: Rule[];
  rules?: Rule[];
}

/**
 * CSS module classes in production: Gatsby writes "[name]--[local]--[hash:hex:5]", about 33
 * characters that appear in the inlined CSS, in every page's HTML and in the JavaScript that
 * maps them. A short letters-and-digits hash (base64 would bring "+") says the same to the
 * browser. Global classes (markdown, code-block, route-progress…), which custom CSS and tests
 * use, are not CSS modules and keep their names.
 * Both production stages (the browser bundle and the HTML renderer) must agree on the names.
 */
export const PRODUCTION_CSS_MODULE_NAME = "[hash:base62:6]";

export function shortenCssModuleNames(rules: Rule[]): number {
  let changed = 0;
  const visit = (rule: Rule) => {
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
    for (const use of uses) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object") {
        modules.localIdentName = PRODUCTION_CSS_MODULE_NAME;
        changed++;
      }
    }
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  rules.forEach(visit);
  return changed;
}

interface ChunkLike {
  name?: string | null;
  files: Iterable<string>;
}
interface StatsLike {
  compilation: { chunkGroups: { name?: string | null; chunks: ChunkLike[] }[] };
}
interface CompilerLike {
  hooks: { done: { tapPromise: (name: string, fn: (stats: StatsLike) => Promise<void>) => void } };
}

/**
 * The chunk map Gatsby writes (public/chunk-map.json, inlined into every page as
 * window.___chunkMapping, used to prefetch a page's component on hover) keeps only files whose
 * name starts with the chunk's name. With hash-only chunk file names that would leave it empty,
 * so this rewrites it after Gatsby with the same meaning: the files of the chunk that carries the
 * group's name.
 */
export function chunkMap(stats: StatsLike): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of stats.compilation.chunkGroups) {
    if (!group.name) continue;
    map[group.name] = group.chunks
      .filter((chunk) => chunk.name === group.name)
      .flatMap((chunk) => [...chunk.files])
      .filter((f) => !f.endsWith(".map"))
      .map((f) => `/${f}`);
  }
  return map;
}

/**
 * Replaces the chunk map inside the scripts slice Gatsby stitches into every page
 * (`window.___chunkMapping="…";`, the map as a JSON string). Throws if the slice has no map, so
 * a change in Gatsby fails the build instead of silently losing prefetching.
 */
export function replaceSliceChunkMap(slice: string, mapJson: string): string {
  const re = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/;
  if (!re.test(slice)) throw new Error("the scripts slice has no window.___chunkMapping (has Gatsby changed it?)");
  return slice.replace(re, () => `window.___chunkMapping=${JSON.stringify(mapJson)};`);
}

const CHUNK_MAP_FILE = path.join("public", "chunk-map.json");
const SCRIPTS_SLICE_FILE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");

/**
 * Registered after Gatsby's own stats plugin, so its "done" step runs after Gatsby wrote the
 * chunk map and the scripts slice: it rewrites the map by chunk name, and makes the slice
 * request Gatsby's scripts after the first paint (./afterPaintScripts.ts). A missing
 * slice fails the build: without it neither change would reach the pages.
 */
export class RewriteChunkMapAndScripts {
  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tapPromise("RewriteChunkMapAndScripts", async (stats) => {
      const mapJson = JSON.stringify(chunkMap(stats));
      await fs.promises.writeFile(CHUNK_MAP_FILE, mapJson);
      const slice = await fs.promises.readFile(SCRIPTS_SLICE_FILE, "utf8").catch(() => {
        throw new Error(`${SCRIPTS_SLICE_FILE} was not written (has Gatsby stopped using a scripts slice?)`);
      });
      await fs.promises.writeFile(SCRIPTS_SLICE_FILE, loadSliceScriptsAfterPaint(replaceSliceChunkMap(slice, mapJson)));
    });
  }
}
