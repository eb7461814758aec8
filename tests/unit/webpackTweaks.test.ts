import { describe, expect, it } from "vitest";
import { shortenCssModuleNames, PRODUCTION_CSS_MODULE_NAME } from "../../src/node/webpack/tweaks";
import { chunkMap, replaceSliceChunkMap } from "../../src/node/frameworkPatches/scriptsSlice";
import { afterPaintScriptsLoader, loadSliceScriptsAfterPaint } from "../../src/node/frameworkPatches/afterPaintScripts";

describe("webpack tweaks", () => {
  it("maps each named chunk group to the files of its own chunk, without shared chunks or source maps", () => {
    const stats = {
      compilation: {
        chunkGroups: [
          {
            name: "component---a",
            chunks: [
              { name: null, files: new Set(["shared1.js"]) },
              { name: "component---a", files: new Set(["abc.js", "abc.js.map"]) },
            ],
          },
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
    const rules = [
      {
        oneOf: [
          {
            use: [
              { loader: "/x/mini-css-extract-plugin/loader.js" },
              { loader: "/x/css-loader/index.js", options: { modules } },
            ],
          },
          { use: [{ loader: "/x/css-loader/index.js", options: { modules: false as const } }] },
        ],
      },
    ];
    expect(shortenCssModuleNames(rules)).toBe(1);
    expect(modules.localIdentName).toBe(PRODUCTION_CSS_MODULE_NAME);
  });
});

describe("scripts after the first paint", () => {
  const slice = `<script>window.___webpackCompilationHash="1";</script><script src="/webpack-runtime-a.js" async></script><script src="/framework-b.js" async></script><script src="/app-c.js" async></script>`;

  it("replaces Gatsby's script tags by one loader that keeps their order", () => {
    const out = loadSliceScriptsAfterPaint(slice);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain('window.___webpackCompilationHash="1"');
    expect(out).toContain(JSON.stringify(["/webpack-runtime-a.js", "/framework-b.js", "/app-c.js"]));
    expect(out.match(/<script>/g)).toHaveLength(2);
  });

  it("refuses a slice without script tags", () => {
    expect(() => loadSliceScriptsAfterPaint("<script>x</script>")).toThrow(/script/);
  });

  it("the loader requests each script once, after the first paint, and falls back after load", () => {
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    let paintCallback: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const env = {
      document: {
        createElement: () => ({}) as { src?: string },
        body: { appendChild: (s: { src: string }) => appended.push(s.src) },
      },
      PerformanceObserver: class {
        constructor(private cb: (l: unknown, o: { disconnect: () => void }) => void) {}
        observe() {
          paintCallback = () => this.cb({}, { disconnect: () => {} });
        }
      },
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => timers.push(f),
      addEventListener: (name: string, f: () => void) => (listeners[name] = f),
    };
    const code = afterPaintScriptsLoader(["/a.js", "/b.js"]);
    new Function(...Object.keys(env), code)(...Object.values(env));
    expect(appended).toEqual([]);
    paintCallback!();
    timers.shift()!();
    expect(appended).toEqual(["/a.js", "/b.js"]);
    listeners.load();
    timers.shift()!();
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });
});
