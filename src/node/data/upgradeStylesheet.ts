/**
 * The upgrade pages' stylesheet (src/styles/upgrade.css), read once and minified for their page
 * data: those pages inline it in their head, so it reaches no other page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export const UPGRADE_STYLESHEET = "src/styles/upgrade.css";

/** Comments dropped and whitespace collapsed (kept where it may be a descendant combinator). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

/** Read on every createPages, so an edit shows in gatsby develop. */
export function upgradeStylesheet(): string {
  const css = minifyCss(readFileSync(path.resolve(UPGRADE_STYLESHEET), "utf8"));
  // Inlined raw in a <style> element: it must not be able to end that element.
  if (/<\//.test(css)) throw new Error(`${UPGRADE_STYLESHEET}: "</" would end the <style> element it is inlined in`);
  return css;
}
