/**
 * Renders every ```mermaid block of the content (content/, and the test build's fixture pages)
 * with Mermaid in Chromium, once with a light and once with a dark theme, into
 * static/diagrams/<hash>-light.svg and -dark.svg, and removes files no block uses any more.
 * The build reads these files and never runs Mermaid or a browser (src/lib/mdx/remarkMermaid.ts).
 *   npm run diagrams
 * CHROME_PATH names another Chromium binary (default /usr/bin/chromium).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "playwright-core";
import { filesUnder, MDX_FILE } from "../src/lib/contentFiles";
import {
  DIAGRAM_DIR,
  DIAGRAM_MODES,
  diagramFileName,
  diagramHash,
  normaliseSource,
} from "../src/lib/diagrams/diagramFiles";
import { mermaidBlocks } from "../src/lib/diagrams/mermaidBlocks";
import { mermaidConfig, sizedSvg } from "../src/lib/diagrams/mermaidConfig";

const root = process.cwd();
const outDir = path.join(root, "static", DIAGRAM_DIR);
const sources = ["content", "tests/fixtures/docs"].flatMap((dir) => filesUnder(path.join(root, dir), MDX_FILE));

/** Every diagram once, by hash, with the first place it is written (for error messages). */
const diagrams = new Map<string, { source: string; at: string }>();
for (const file of sources) {
  let blocks: ReturnType<typeof mermaidBlocks>;
  try {
    blocks = mermaidBlocks(readFileSync(file, "utf8"));
  } catch (e) {
    // The build refuses such a file with its own message; its diagrams wait until it parses.
    console.warn(
      `skipped ${path.relative(root, file)}: it does not parse as MDX (${e instanceof Error ? e.message : String(e)}); run "npm run check:mdx" for details.`,
    );
    continue;
  }
  for (const block of blocks) {
    const hash = diagramHash(block.value);
    if (!diagrams.has(hash))
      diagrams.set(hash, { source: normaliseSource(block.value), at: `${path.relative(root, file)}:${block.line}` });
  }
}

mkdirSync(outDir, { recursive: true });
const wanted = new Set(
  [...diagrams.keys()].flatMap((hash) => DIAGRAM_MODES.map((mode) => diagramFileName(hash, mode))),
);
const existing = new Set(readdirSync(outDir));
const todo = [...diagrams].filter(([hash]) => DIAGRAM_MODES.some((mode) => !existing.has(diagramFileName(hash, mode))));

if (todo.length) {
  const bundle = createRequire(import.meta.url).resolve("mermaid/dist/mermaid.min.js");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>");
    await page.addScriptTag({ path: bundle });
    for (const [hash, { source, at }] of todo) {
      for (const mode of DIAGRAM_MODES) {
        const svg = await page.evaluate(
          async ({ source, config, id }) => {
            const { mermaid } = window as unknown as {
              mermaid: { initialize(c: unknown): void; render(id: string, text: string): Promise<{ svg: string }> };
            };
            mermaid.initialize(config);
            try {
              return { svg: (await mermaid.render(id, source)).svg };
            } catch (e) {
              return { error: e instanceof Error ? e.message : String(e) };
            }
          },
          { source, config: mermaidConfig(mode), id: `d${hash}` },
        );
        if ("error" in svg) throw new Error(`${at}: Mermaid cannot render this diagram: ${svg.error}`);
        writeFileSync(path.join(outDir, diagramFileName(hash, mode)), sizedSvg(svg.svg));
      }
      console.log(`rendered ${hash} (${at})`);
    }
  } finally {
    await browser.close();
  }
}

for (const name of existing) {
  if (name.endsWith(".svg") && !wanted.has(name)) {
    rmSync(path.join(outDir, name));
    console.log(`removed ${name} (no diagram uses it)`);
  }
}
console.log(`${diagrams.size} diagrams, ${todo.length} rendered, in static/${DIAGRAM_DIR}/.`);
