// GATSBY_GA_MEASUREMENT_ID goes into gatsby-plugin-google-gtag's inline script, which the build
// allows by hash: a value that is not a tag id must stop the build at its start, naming the variable.
import { afterEach, describe, expect, it, vi } from "vitest";
import { gtagId, providerScripts, type AnalyticsEnv } from "../../src/lib/analyticsProviders";
import { checkAnalyticsEnv } from "../../src/node/data/checkAnalytics";
import { ANALYTICS_OFF } from "../support/analyticsOff";

const INJECTION = "G-X'+(window.__gaInjected=1)+'</script><script>window.__ga2=1</script><script>'";

describe("the Google tag id", () => {
  it("takes gtag's documented tag ids", () => {
    for (const ok of ["G-ARCADIATEST", "G-ABC123XYZ9", "GT-P8ZKQ4TD", "AW-123456789", "DC-1234567"])
      expect(gtagId(ok), ok).toBe(ok);
    expect(gtagId(null)).toBeNull();
  });

  it("refuses anything else, naming the variable", () => {
    for (const bad of [INJECTION, "g-abc123", "G-", "G-ABC 123", "G-ABC123\n", "GTM-ABC1234", `G-${"A".repeat(21)}`])
      expect(() => gtagId(bad), bad).toThrow(
        /^GATSBY_GA_MEASUREMENT_ID: .* is not a Google tag id: "G-", "GT-", "AW-" or "DC-"/,
      );
    expect(() => gtagId("UA-12345678-1")).toThrow(
      /^GATSBY_GA_MEASUREMENT_ID: "UA-12345678-1" is a Universal Analytics id/,
    );
  });
});

describe("analytics at the build's start (onPreInit)", () => {
  afterEach(() => vi.unstubAllEnvs());
  const reporter = () => ({
    panic: vi.fn((message: string): never => {
      throw new Error(`panic: ${message}`);
    }),
  });

  it("stops the build on a bad GATSBY_GA_MEASUREMENT_ID, naming the variable", () => {
    vi.stubEnv("GATSBY_GA_MEASUREMENT_ID", INJECTION);
    const r = reporter();
    expect(() => checkAnalyticsEnv(r)).toThrow(/^panic: analytics: GATSBY_GA_MEASUREMENT_ID: /);
    expect(r.panic).toHaveBeenCalledOnce();
  });

  it("stops it on a script address with credentials, naming the variable", () => {
    vi.stubEnv("GATSBY_UMAMI_SCRIPT_URL", "https://user:pw@umami.example/script.js");
    vi.stubEnv("GATSBY_UMAMI_WEBSITE_ID", "site-1");
    expect(() => checkAnalyticsEnv(reporter())).toThrow(
      /^panic: analytics: GATSBY_UMAMI_SCRIPT_URL: the address holds a user name or password/,
    );
  });

  it("lets good values through", () => {
    vi.stubEnv("GATSBY_GA_MEASUREMENT_ID", "G-ARCADIATEST");
    const r = reporter();
    checkAnalyticsEnv(r);
    expect(r.panic).not.toHaveBeenCalled();
  });
});

describe("analytics script addresses", () => {
  const OFF: AnalyticsEnv = ANALYTICS_OFF;
  it("refuse a user name or a password, which every page would publish", () => {
    for (const url of ["https://user:pw@plausible.example/js/script.js", "https://user@plausible.example/js/script.js"])
      expect(() => providerScripts({ ...OFF, plausibleDomain: "d", plausibleScriptUrl: url }), url).toThrow(
        /^GATSBY_PLAUSIBLE_SCRIPT_URL: the address holds a user name or password/,
      );
  });
});
