/**
 * onPostBuild: public/_headers (Netlify applies it over netlify.toml) with each page's
 * Content-Security-Policy: netlify.toml's policy, extended by the hosts of the enabled services
 * (gtag or another analytics provider, hosted search) and by the hashes of the inline scripts that page carries (the
 * no-flash head scripts, Gatsby's chunk map and loader, analytics' snippet). Gatsby's loader
 * names the page's own path, so the hashes differ per page. The "/*" rule gets the 404 page's
 * hashes: every unknown path is answered with that page.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { headersFor, parseNetlifyHeaders } from "../../lib/netlifyHeaders.mjs";
import { extendCsp, GA_HOSTS, HOSTED_SEARCH_HOSTS, type CspAdditions } from "../../lib/csp";
import { inlineScriptHashes } from "../../lib/scriptHashes";
import { htmlFiles } from "./publicHtml";
import { withSitePrefix } from "../../config/routes";

export interface HeadersResult {
  /** The policy of "/*" (and of the 404 page). */
  policy: string;
  /** Pages with a rule of their own. */
  pages: number;
}

/** The request paths one page answers to: as decoded (the local server) and as sent (%-encoded). */
function pathForms(urlPath: string): string[] {
  const encoded = encodeURI(urlPath);
  return encoded === urlPath ? [urlPath] : [urlPath, encoded];
}

export function writeHeaders(
  publicDir: string,
  enabled: { analytics: boolean; hostedSearch: boolean; providers?: CspAdditions[] },
  netlifyToml = "netlify.toml",
  prefix = "",
): HeadersResult {
  const base = headersFor(parseNetlifyHeaders(readFileSync(netlifyToml, "utf8")), "/")["Content-Security-Policy"];
  if (!base) throw new Error(`${netlifyToml}: no Content-Security-Policy for "/*" to extend.`);
  const services: CspAdditions[] = [
    ...(enabled.analytics ? [GA_HOSTS] : []),
    ...(enabled.providers ?? []),
    ...(enabled.hostedSearch ? [HOSTED_SEARCH_HOSTS] : []),
  ];
  const policyFor = (file: string) =>
    extendCsp(base, ...services, { "script-src": inlineScriptHashes(readFileSync(file, "utf8")) });

  const files = htmlFiles(publicDir);
  const notFound = files.find((f) => f.urlPath === "/404.html");
  const policy = notFound ? policyFor(notFound.file) : extendCsp(base, ...services);
  const lines = ["/*", `  Content-Security-Policy: ${policy}`];
  let pages = 0;
  for (const { file, urlPath } of files) {
    const own = policyFor(file);
    if (own === policy) continue;
    pages++;
    // Under a sub-path the browser asks for the prefixed path ("/*" matches that too).
    for (const form of pathForms(withSitePrefix(urlPath, prefix)))
      lines.push(form, `  Content-Security-Policy: ${own}`);
  }
  writeFileSync(path.join(publicDir, "_headers"), `${lines.join("\n")}\n`);
  return { policy, pages };
}
