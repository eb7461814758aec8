// @ts-check
/**
 * A worker thread of ./ogImages.ts: draws the preview pictures it is given (SVG already laid out)
 * with resvg and writes each PNG, on its own core. On Node's thread pool every finished picture
 * waited for the main thread, which the search index and Markdown steps hold for seconds.
 */
import { writeFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";

/** @type {{ pictures: [file: string, svg: string][] }} */
const { pictures } = workerData;
for (const [file, svg] of pictures)
  writeFileSync(file, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
parentPort?.postMessage(pictures.length);
