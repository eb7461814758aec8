import { describe, expect, it } from "vitest";
import { providerScripts, type AnalyticsEnv } from "../../src/lib/analyticsProviders";
import { extendCsp } from "../../src/lib/csp";
import { ANALYTICS_OFF } from "../support/analyticsOff";

const OFF: AnalyticsEnv = ANALYTICS_OFF;

describe("analytics providers", () => {
  it("are all off by default: no script, nothing added to the policy", () => {
    expect(providerScripts(OFF)).toEqual([]);
  });

  it("each adds one script and exactly its own origin to the policy", () => {
    const scripts = providerScripts({
      baiduTongjiId: "0123456789abcdef0123456789abcdef",
      umamiScriptUrl: "http://umami.ops.lan:3000/script.js",
      umamiWebsiteId: "site-1",
      plausibleScriptUrl: "https://plausible.io/js/script.js",
      plausibleDomain: "docs.example.com",
    });
    expect(scripts.map((s) => [s.provider, s.src])).toEqual([
      ["baidu", "https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef"],
      ["umami", "http://umami.ops.lan:3000/script.js"],
      ["plausible", "https://plausible.io/js/script.js"],
    ]);
    expect(scripts[1].attributes["data-website-id"]).toBe("site-1");
    expect(scripts[2].attributes["data-domain"]).toBe("docs.example.com");
    const policy = extendCsp("default-src 'self'; script-src 'self'; connect-src 'self'", ...scripts.map((s) => s.csp));
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' https://hm.baidu.com http://umami.ops.lan:3000 https://plausible.io; connect-src 'self' https://hm.baidu.com http://umami.ops.lan:3000 https://plausible.io; img-src https://hm.baidu.com",
    );
  });

  it("refuse a bad value or half a pair, naming the variable", () => {
    expect(() => providerScripts({ ...OFF, baiduTongjiId: "hm.js?abc" })).toThrow(
      /^GATSBY_BAIDU_TONGJI_ID: "hm\.js\?abc" is not a Baidu Tongji site id/,
    );
    expect(() => providerScripts({ ...OFF, umamiScriptUrl: "https://u.example/script.js" })).toThrow(
      /^GATSBY_UMAMI_WEBSITE_ID must be set too/,
    );
    expect(() => providerScripts({ ...OFF, plausibleDomain: "docs.example.com" })).toThrow(
      /^GATSBY_PLAUSIBLE_SCRIPT_URL must be set too/,
    );
    expect(() =>
      providerScripts({ ...OFF, plausibleDomain: "d", plausibleScriptUrl: "plausible.io/js/script.js" }),
    ).toThrow(/^GATSBY_PLAUSIBLE_SCRIPT_URL: "plausible\.io\/js\/script\.js" is not a URL/);
    expect(() => providerScripts({ ...OFF, umamiWebsiteId: "x", umamiScriptUrl: "javascript:alert(1)" })).toThrow(
      /must be an http\(s\) address/,
    );
  });
});
