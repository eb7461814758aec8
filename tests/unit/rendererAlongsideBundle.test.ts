import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  buildRendererAlongsideBundle,
  BUNDLE_MODULE,
  RENDERER_MODULE,
  StartRendererWithBundle,
} from "../../src/node/webpack/rendererAlongsideBundle";

type Program = { directory: string };

/** Stand-ins for Gatsby's two modules, recording the order things happen in. */
function fakeGatsby(rendererResult: () => Promise<unknown>) {
  const events: string[] = [];
  const bundle = {
    buildProductionBundle: async (program: Program) => {
      events.push(`bundle ${program.directory}`);
      // Webpack applies the configuration's plugins when it makes the compiler.
      new StartRendererWithBundle().apply();
      await new Promise((r) => setTimeout(r, 20));
      events.push("bundle done");
      return "bundle stats";
    },
  };
  const renderer = {
    buildRenderer: (program: Program, stage: string) => {
      events.push(`renderer ${stage} ${program.directory}`);
      return rendererResult();
    },
  };
  const load = (id: string) => (id === BUNDLE_MODULE ? bundle : id === RENDERER_MODULE ? renderer : undefined);
  return { bundle, renderer, load, events };
}

const program = { directory: "/site" };

describe("the HTML renderer compiled beside the browser bundle", () => {
  it("starts the renderer once the bundle's configuration is applied, and hands Gatsby that one", async () => {
    const { bundle, renderer, load, events } = fakeGatsby(async () => "renderer stats");
    buildRendererAlongsideBundle(load);
    expect(await bundle.buildProductionBundle(program)).toBe("bundle stats");
    expect(events).toEqual(["bundle /site", "renderer build-html /site", "bundle done"]);
    expect(await renderer.buildRenderer(program, "build-html")).toBe("renderer stats");
    // Handed over once: no second compilation started.
    expect(events.filter((e) => e.startsWith("renderer"))).toHaveLength(1);
    // Other stages and later calls go to Gatsby's function.
    await renderer.buildRenderer(program, "build-html");
    expect(events.filter((e) => e.startsWith("renderer"))).toHaveLength(2);
  });

  it("tells when both are built: once the renderer Gatsby asks for is done", async () => {
    let finish: (v: string) => void = () => undefined;
    const { bundle, renderer, load, events } = fakeGatsby(() => new Promise((r) => (finish = r)));
    buildRendererAlongsideBundle(load, { onBothBuilt: () => events.push("both built") });
    await bundle.buildProductionBundle(program);
    const asked = renderer.buildRenderer(program, "build-html");
    await new Promise((r) => setTimeout(r, 10));
    expect(events).not.toContain("both built");
    finish("renderer stats");
    expect(await asked).toBe("renderer stats");
    expect(events.filter((e) => e === "both built")).toHaveLength(1);
  });

  it("reports the renderer's failure where Gatsby asks for it", async () => {
    const { bundle, renderer, load, events } = fakeGatsby(() =>
      Promise.reject(new Error("MDX syntax error in content/docs/x.mdx")),
    );
    buildRendererAlongsideBundle(load, { onBothBuilt: () => events.push("both built") });
    await bundle.buildProductionBundle(program);
    await expect(renderer.buildRenderer(program, "build-html")).rejects.toThrow(/content\/docs\/x\.mdx/);
    expect(events).not.toContain("both built");
  });

  it("wraps once, however often it is called", async () => {
    const { bundle, load, events } = fakeGatsby(async () => "renderer stats");
    buildRendererAlongsideBundle(load);
    buildRendererAlongsideBundle(load);
    await bundle.buildProductionBundle(program);
    expect(events.filter((e) => e.startsWith("bundle /"))).toHaveLength(1);
  });

  it("fails loudly when Gatsby's functions are gone", () => {
    expect(() => buildRendererAlongsideBundle(() => ({}))).toThrow(/buildProductionBundle/);
    expect(() =>
      buildRendererAlongsideBundle((id) => (id === BUNDLE_MODULE ? { buildProductionBundle: () => undefined } : {})),
    ).toThrow(/buildRenderer/);
  });

  // Guards what the wrapper relies on in the installed Gatsby.
  it("Gatsby's build command calls both functions through their modules' exports, bundle first", () => {
    const require = createRequire(import.meta.url);
    const build = fs.readFileSync(require.resolve("gatsby/dist/commands/build.js"), "utf8");
    const bundleCall = build.indexOf("(0, _buildJavascript.buildProductionBundle)(program");
    const rendererCall = build.indexOf("(0, _buildHtml.buildRenderer)(program, _types.Stage.BuildHTML");
    expect(bundleCall).toBeGreaterThan(0);
    expect(rendererCall).toBeGreaterThan(bundleCall);
    expect(build).toMatch(/_buildJavascript = require\("\.\/build-javascript"\)/);
    expect(build).toMatch(/_buildHtml = require\("\.\/build-html"\)/);
    // Assignable exports (Babel's CommonJS output), and the stage name the wrapper answers for.
    for (const [id, name] of [
      [BUNDLE_MODULE, "buildProductionBundle"],
      [RENDERER_MODULE, "buildRenderer"],
    ] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(require(id), name);
      expect(descriptor?.writable ?? typeof descriptor?.set === "function").toBe(true);
    }
    expect(require("gatsby/dist/commands/types").Stage.BuildHTML).toBe("build-html");
    // Requiring Gatsby's build modules loads much of Gatsby: seconds on a busy machine.
  }, 60_000);
});
