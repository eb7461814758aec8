#!/usr/bin/env node
// Renders every static/img/**/<name>.svg to <name>@2x.png (twice its size) with Chromium, for
// the image zoom's high-resolution source. Run after adding or changing a diagram:
//   npm run images
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const root = "static/img";
const svgs = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith(".svg") && !dir.endsWith("authors") && !name.startsWith("logo")) svgs.push(full);
  }
};
walk(root);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ deviceScaleFactor: 2 });
for (const file of svgs) {
  const svg = readFileSync(file, "utf8");
  const vb = /viewBox="[\d.\s-]*?\s([\d.]+)\s+([\d.]+)"/.exec(svg);
  const w = Number(/\swidth="([\d.]+)"/.exec(svg)?.[1] ?? vb?.[1] ?? 800);
  const h = Number(/\sheight="([\d.]+)"/.exec(svg)?.[1] ?? vb?.[2] ?? 600);
  await page.setViewportSize({ width: Math.ceil(w), height: Math.ceil(h) });
  await page.setContent(`<html><body style="margin:0;background:#fff">${svg}</body></html>`);
  const out = file.replace(/\.svg$/, "@2x.png");
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: Math.ceil(w), height: Math.ceil(h) } });
  console.log(`${out} (${Math.ceil(w) * 2}×${Math.ceil(h) * 2})`);
}
await browser.close();
