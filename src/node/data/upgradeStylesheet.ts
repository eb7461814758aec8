/**
 * The upgrade pages' stylesheet (src/styles/upgrade.css), minified by esbuild (as the bundles'
 * CSS is) for their page data: those pages inline it in their head, so it reaches no other page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";

export const UPGRADE_STYLESHEET = "src/styles/upgrade.css";

export const minifyCss = (css: string): string => transformSync(css, { loader: "css", minify: true }).code.trim();

/** Read on every createPages, so an edit shows in gatsby develop. */
export function upgradeStylesheet(): string {
  const css = minifyCss(readFileSync(path.resolve(UPGRADE_STYLESHEET), "utf8"));
  // Inlined raw in a <style> element: it must not be able to end that element.
  if (/<\//.test(css)) throw new Error(`${UPGRADE_STYLESHEET}: "</" would end the <style> element it is inlined in`);
  return css;
}
