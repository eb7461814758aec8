/**
 * What a page loads before any interaction, as Chromium fetches it: the HTML (with its inline
 * styles and scripts), every script and stylesheet, and Gatsby's data files (its page data and
 * app data), until the page has hydrated and the image zoom has had its delay to attach.
 * Prefetching of other pages is switched off (Save-Data), so only this page's own needs count.
 * Sizes: raw (the files on disk), gzip -9, and as sent: the precompressed `.br` copy the server
 * sends a browser that accepts Brotli (scripts/serve.mjs), or the raw file when there is none.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { parse } from "node-html-parser";
import { imageZoom } from "../src/config/site";
import { chunkLabels, type WebpackStats } from "./bench-chunks";

export interface PageLoad {
  route: string;
  htmlRaw: number;
  htmlGz: number;
  cssRaw: number;
  cssGz: number;
  jsRaw: number;
  jsGz: number;
  dataRaw: number;
  dataGz: number;
  cssJsRaw: number;
  cssJsGz: number;
  /** HTML, scripts, stylesheets and data: raw, and as the server sends them (Brotli copies). */
  totalRaw: number;
  totalSent: number;
  files: string[];
  /** Every CSS and JS file of the first load (inline styles as "<style>"), largest first. */
  chunks: { file: string; what: string; raw: number; gz: number }[];
}

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (bs: Buffer[]) => bs.reduce((n, b) => n + b.length, 0);
const sumGz = (bs: Buffer[]) => bs.reduce((n, b) => n + gz(b), 0);

export async function firstLoads(routes: string[], port: number, publicDir: string): Promise<PageLoad[]> {
  const onDisk = (urlPath: string) => path.join(publicDir, decodeURIComponent(urlPath));
  const file = (urlPath: string) => readFileSync(onDisk(urlPath));
  const sent = (diskPath: string) =>
    existsSync(`${diskPath}.br`) ? readFileSync(`${diskPath}.br`).length : readFileSync(diskPath).length;
  const label = chunkLabels(
    JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const out: PageLoad[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() =>
        Object.defineProperty(navigator, "connection", { get: () => ({ effectiveType: "4g", saveData: true }) }),
      );
      const urls: string[] = [];
      page.on("request", (r) => {
        const u = new URL(r.url());
        if (u.hostname === "127.0.0.1") urls.push(decodeURIComponent(u.pathname));
      });
      await page.goto(`http://127.0.0.1:${port}${encodeURI(route)}`, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.body.dataset.hydrated === "true");
      // The zoom library attaches (and loads) a delay after hydration; it counts as first load.
      await page.waitForTimeout(imageZoom.reattachDelayMs + 500);
      await context.close();
      const htmlPath = path.join(publicDir, route, "index.html");
      const html = readFileSync(htmlPath);
      const styleTags = parse(html.toString("utf8")).querySelectorAll("style");
      const inlineCss = styleTags.map((s) => Buffer.from(s.textContent));
      const unique = [...new Set(urls)].filter((u) => u !== route && u !== `${route}/`);
      const jsFiles = unique.filter((u) => u.endsWith(".js"));
      const cssFiles = unique.filter((u) => u.endsWith(".css"));
      const dataFiles = unique.filter((u) => u.endsWith(".json"));
      const js = jsFiles.map(file);
      const css = [...cssFiles.map(file), ...inlineCss];
      const chunks = [
        ...unique
          .filter((u) => /\.(js|css)$/.test(u))
          .map((u) => ({ file: u, what: label(u), raw: file(u).length, gz: gz(file(u)) })),
        ...styleTags.map((tag, i) => ({
          file: `<style> ${tag.getAttribute("data-href") ?? ""}`,
          what: `inline CSS${tag.getAttribute("data-href") ? ` (${label(tag.getAttribute("data-href")!)})` : ""}`,
          raw: inlineCss[i].length,
          gz: gz(inlineCss[i]),
        })),
      ].sort((a, b) => b.raw - a.raw);
      const data = dataFiles.map(file);
      const loaded = [...jsFiles, ...cssFiles, ...dataFiles];
      out.push({
        route,
        htmlRaw: html.length,
        htmlGz: gz(html),
        cssRaw: sum(css),
        cssGz: sumGz(css),
        jsRaw: sum(js),
        jsGz: sumGz(js),
        dataRaw: sum(data),
        dataGz: sumGz(data),
        cssJsRaw: sum(css) + sum(js),
        cssJsGz: sumGz(css) + sumGz(js),
        // Inline styles are inside the HTML's bytes.
        totalRaw: html.length + loaded.reduce((n, u) => n + file(u).length, 0),
        totalSent: sent(htmlPath) + loaded.reduce((n, u) => n + sent(onDisk(u)), 0),
        files: unique,
        chunks,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function printFirstLoads(pages: PageLoad[]): void {
  const pair = (r: number, g: number) => `${kb(r)} / ${kb(g)}`;
  console.log("\nFirst load before any interaction (CSS includes inline <style>; raw / gzipped):");
  console.log(
    "page".padEnd(36),
    "HTML".padStart(18),
    "CSS".padStart(18),
    "JS".padStart(18),
    "CSS+JS".padStart(20),
    "data".padStart(16),
  );
  for (const p of pages)
    console.log(
      p.route.padEnd(36),
      pair(p.htmlRaw, p.htmlGz).padStart(18),
      pair(p.cssRaw, p.cssGz).padStart(18),
      pair(p.jsRaw, p.jsGz).padStart(18),
      pair(p.cssJsRaw, p.cssJsGz).padStart(20),
      pair(p.dataRaw, p.dataGz).padStart(16),
    );
  console.log("\nFirst load in all (HTML, scripts, stylesheets, page and app data), raw / as sent (Brotli):");
  for (const p of pages) console.log(`  ${p.route.padEnd(36)}${`${p.totalRaw} B / ${p.totalSent} B`.padStart(26)}`);
  console.log("\nFirst load, chunk by chunk:");
  for (const p of pages) {
    console.log(`  ${p.route}`);
    for (const c of p.chunks) console.log(`    ${`${kb(c.raw)} / ${kb(c.gz)}`.padStart(20)}  ${c.what}  ${c.file}`);
  }
}
