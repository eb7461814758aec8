#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile emulation) on three pages of the built site, driving
// the same Chromium as the tests. Prints the four category scores; reports go to lighthouse/.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

if (!existsSync("public/index.html")) {
  console.error("public/ has no built site: run `npm run build` first.");
  process.exit(1);
}
const PORT = 9441;
const PAGES = ["/", "/docs/cli/script/run", "/blog/welcome"];
const server = spawn("node", ["scripts/serve.mjs", "public"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
await new Promise((r) => setTimeout(r, 800));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
mkdirSync("lighthouse", { recursive: true });
const rows = [];
try {
  for (const p of PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${p}`, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
    });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? "–";
    rows.push({
      page: p,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    });
    console.log(
      `${p}: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`,
    );
    writeFileSync(`lighthouse/${p === "/" ? "home" : p.slice(1).replace(/\//g, "_")}.html`, result.report);
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failed.length) console.log(`${p}: failed audits: ${failed.join(", ")}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.log("\npage".padEnd(28), "Performance", "Accessibility", "Best Practices", "SEO");
for (const r of rows)
  console.log(
    r.page.padEnd(27),
    String(r.performance).padStart(11),
    String(r.accessibility).padStart(13),
    String(r.bestPractices).padStart(14),
    String(r.seo).padStart(4),
  );
