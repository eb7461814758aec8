import { describe, expect, it } from "vitest";
import { chunkMap, replaceSliceChunkMap, shortenCssModuleNames, PRODUCTION_CSS_MODULE_NAME } from "../../src/node/webpackTweaks";

describe("webpack tweaks", () => {
  it("maps each named chunk group to the files of its own chunk, without shared chunks or source maps", () => {
    const stats = {
      compilation: {
        chunkGroups: [
          { name: "component---a", chunks: [{ name: null, files: new Set(["shared1.js"]) }, { name: "component---a", files: new Set(["abc.js", "abc.js.map"]) }] },
          { name: null, chunks: [{ name: null, files: new Set(["x.js"]) }] },
          { name: "app", chunks: [{ name: "app", files: new Set(["app-1.js"]) }] },
        ],
      },
    };
    expect(chunkMap(stats)).toEqual({ "component---a": ["/abc.js"], app: ["/app-1.js"] });
  });

  it("replaces the map in the scripts slice, and refuses a slice without one", () => {
    const slice = `<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[]}";</script><script>window.___webpackCompilationHash="1";</script>`;
    const map = JSON.stringify({ app: ["/app-1.js"] });
    const out = replaceSliceChunkMap(slice, map);
    const inlined = out.match(/___chunkMapping=("(?:[^"\\]|\\.)*");/)![1];
    expect(JSON.parse(JSON.parse(inlined) as string)).toEqual({ app: ["/app-1.js"] });
    expect(out).toContain('window.___webpackCompilationHash="1"');
    expect(() => replaceSliceChunkMap("<script></script>", map)).toThrow(/___chunkMapping/);
  });

  it("shortens CSS module names wherever css-loader has modules on, and leaves plain CSS alone", () => {
    const modules = { localIdentName: "[name]--[local]--[hash:hex:5]" };
    const rules = [{ oneOf: [{ use: [{ loader: "/x/mini-css-extract-plugin/loader.js" }, { loader: "/x/css-loader/index.js", options: { modules } }] }, { use: [{ loader: "/x/css-loader/index.js", options: { modules: false as const } }] }] }];
    expect(shortenCssModuleNames(rules)).toBe(1);
    expect(modules.localIdentName).toBe(PRODUCTION_CSS_MODULE_NAME);
  });
});
