/**
 * The `scriptsSlice` framework patch: hash-only chunk names need Gatsby's chunk map rebuilt, and
 * Gatsby's scripts are requested after the first paint. Both rewrite files Gatsby generates
 * (public/chunk-map.json and the scripts slice), whose text is not a promised interface.
 */
import fs from "node:fs";
import path from "node:path";
import { loadSliceScriptsAfterPaint } from "./afterPaintScripts";

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
