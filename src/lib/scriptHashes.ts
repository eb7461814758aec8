/**
 * The CSP hash sources of a page's inline scripts: what lets them run under a script-src
 * without 'unsafe-inline'. Pure; reads the HTML as the build wrote it.
 */
import { createHash } from "node:crypto";

// Types the browser runs (HTML's JavaScript MIME types, "module"); anything else, such as
// application/ld+json, is a data block that CSP does not govern.
const RUNNABLE_TYPE =
  /^(|module|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript|javascript1\.[0-5]))$/i;

/** A script element's text ends at the first "</script", whatever precedes it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, "i").exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : null;
}

/** "'sha256-…'" for each distinct inline script that a browser would run, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, "src") !== null) continue;
    if (!RUNNABLE_TYPE.test((attribute(attrs, "type") ?? "").trim())) continue;
    out.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...out];
}
