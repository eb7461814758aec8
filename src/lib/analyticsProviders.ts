/**
 * The analytics providers besides Google's gtag (which comes through gatsby-plugin-google-gtag):
 * Baidu Tongji, Umami and Plausible. Each is off unless its variables are set; when on it adds
 * one external script to every page's head and exactly its own origin to the CSP. No inline
 * script: the page's own code queues events until the provider's script has loaded. Pure.
 */
import type { CspAdditions } from "./csp";

export interface AnalyticsEnv {
  baiduTongjiId: string | null;
  umamiScriptUrl: string | null;
  umamiWebsiteId: string | null;
  plausibleScriptUrl: string | null;
  plausibleDomain: string | null;
}

export interface ProviderScript {
  provider: "baidu" | "umami" | "plausible";
  src: string;
  /** Extra attributes of the <script> element (data-website-id, data-domain). */
  attributes: Record<string, string>;
  csp: CspAdditions;
}

export class AnalyticsConfigError extends Error {
  override name = "AnalyticsConfigError";
}

const BAIDU_ORIGIN = "https://hm.baidu.com";

/** An http(s) script URL's origin; a self-hosted Umami on an intranet may be plain http. */
function scriptOrigin(url: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AnalyticsConfigError(
      `${variable}: "${url}" is not a URL (write the full address of the provider's script, e.g. https://analytics.example.com/script.js).`,
    );
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new AnalyticsConfigError(`${variable}: "${url}" must be an http(s) address.`);
  return parsed.origin;
}

function both(a: string | null, b: string | null, names: [string, string]): boolean {
  if (!a && !b) return false;
  if (!a || !b)
    throw new AnalyticsConfigError(
      `${a ? names[1] : names[0]} must be set too: ${names[0]} and ${names[1]} go together.`,
    );
  return true;
}

/** The scripts the enabled providers need, in a fixed order; a bad value fails, naming the variable. */
export function providerScripts(env: AnalyticsEnv): ProviderScript[] {
  const scripts: ProviderScript[] = [];
  if (env.baiduTongjiId) {
    if (!/^[0-9a-f]{32}$/i.test(env.baiduTongjiId))
      throw new AnalyticsConfigError(
        `GATSBY_BAIDU_TONGJI_ID: "${env.baiduTongjiId}" is not a Baidu Tongji site id (32 hexadecimal characters, the part after hm.js? in Baidu's snippet).`,
      );
    scripts.push({
      provider: "baidu",
      src: `${BAIDU_ORIGIN}/hm.js?${env.baiduTongjiId}`,
      attributes: {},
      csp: { "script-src": [BAIDU_ORIGIN], "img-src": [BAIDU_ORIGIN], "connect-src": [BAIDU_ORIGIN] },
    });
  }
  if (both(env.umamiScriptUrl, env.umamiWebsiteId, ["GATSBY_UMAMI_SCRIPT_URL", "GATSBY_UMAMI_WEBSITE_ID"])) {
    const origin = scriptOrigin(env.umamiScriptUrl!, "GATSBY_UMAMI_SCRIPT_URL");
    // Umami counts every history change as a page view; the tabs' ?tabs= and in-page anchors are not.
    const attributes = {
      "data-website-id": env.umamiWebsiteId!,
      "data-exclude-search": "true",
      "data-exclude-hash": "true",
    };
    scripts.push({
      provider: "umami",
      src: env.umamiScriptUrl!,
      attributes,
      csp: { "script-src": [origin], "connect-src": [origin] },
    });
  }
  if (both(env.plausibleScriptUrl, env.plausibleDomain, ["GATSBY_PLAUSIBLE_SCRIPT_URL", "GATSBY_PLAUSIBLE_DOMAIN"])) {
    const origin = scriptOrigin(env.plausibleScriptUrl!, "GATSBY_PLAUSIBLE_SCRIPT_URL");
    scripts.push({
      provider: "plausible",
      src: env.plausibleScriptUrl!,
      attributes: { "data-domain": env.plausibleDomain! },
      csp: { "script-src": [origin], "connect-src": [origin] },
    });
  }
  return scripts;
}
