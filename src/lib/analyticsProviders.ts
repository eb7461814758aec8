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
  // The address is published in every page: a user name or password in it would be too.
  if (parsed.username || parsed.password)
    throw new AnalyticsConfigError(
      `${variable}: the address holds a user name or password ("user:password@"), which every reader would see in the page. Remove it: the script must load without credentials.`,
    );
  return parsed.origin;
}

/**
 * The tag ids gtag.js takes in `gtag('config', …)` (developers.google.com/tag-platform/gtagjs/configure):
 * GT- (Google tag), G- (Google Analytics 4), AW- (Google Ads), DC- (Floodlight), then upper-case
 * letters and digits. Universal Analytics' UA- ids are not Google tag ids: UA stopped processing
 * data in 2023.
 */
const GTAG_ID = /^(?:GT|G|AW|DC)-[A-Z0-9]{4,20}$/;

/**
 * GATSBY_GA_MEASUREMENT_ID checked: gatsby-plugin-google-gtag writes it into an inline script,
 * which the build then allows by its hash, so anything but an id is refused, naming the variable.
 */
export function gtagId(value: string | null): string | null {
  if (!value) return null;
  if (GTAG_ID.test(value)) return value;
  const shown = JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (/^UA-/i.test(value))
    throw new AnalyticsConfigError(
      `GATSBY_GA_MEASUREMENT_ID: ${shown} is a Universal Analytics id, which gtag.js no longer reports to (UA stopped processing data in 2023). Use the Google Analytics 4 measurement id (G-…).`,
    );
  throw new AnalyticsConfigError(
    `GATSBY_GA_MEASUREMENT_ID: ${shown} is not a Google tag id: "G-", "GT-", "AW-" or "DC-" then 4 to 20 upper-case letters and digits (e.g. G-ABC123XYZ9, from the Analytics data stream's page).`,
  );
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
