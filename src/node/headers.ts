/**
 * onPostBuild: when analytics (gtag or another provider) or the hosted search are enabled, the site talks to their hosts,
 * so it writes public/_headers (Netlify merges it over netlify.toml) with the policy of
 * netlify.toml extended by exactly those hosts. Without them nothing is written.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNetlifyHeaders } from "../lib/netlifyHeaders.mjs";
import { extendCsp, GA_HOSTS, HOSTED_SEARCH_HOSTS, type CspAdditions } from "../lib/csp";

export function writeExtraHeaders(publicDir: string, enabled: { analytics: boolean; hostedSearch: boolean; providers?: CspAdditions[] }): string | null {
  const additions: CspAdditions[] = [...(enabled.analytics ? [GA_HOSTS] : []), ...(enabled.providers ?? []), ...(enabled.hostedSearch ? [HOSTED_SEARCH_HOSTS] : [])];
  if (!additions.length) return null;
  const rules = parseNetlifyHeaders(readFileSync("netlify.toml", "utf8"));
  const base = rules.find((r: { for: string }) => r.for === "/*")?.values["Content-Security-Policy"];
  if (!base) throw new Error('netlify.toml: no Content-Security-Policy for "/*" to extend.');
  const policy = extendCsp(base, ...additions);
  writeFileSync(path.join(publicDir, "_headers"), `/*\n  Content-Security-Policy: ${policy}\n`);
  return policy;
}
