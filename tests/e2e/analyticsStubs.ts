/**
 * The test build turns every analytics provider on with fake ids and hosts (scripts/test-all.mjs).
 * No request may leave the machine: each provider's script is answered here by a stub that
 * records what the page sends in `window.__analyticsLog` ([provider, ...arguments]), the way
 * the real script takes the page's calls (Baidu's and Plausible's queues included).
 */
import { readFileSync } from "node:fs";

/** The providers' variables of the test build (also read by scripts/test-all.mjs). */
export const TEST_ANALYTICS_ENV: Record<string, string> = JSON.parse(
  readFileSync("tests/support/analyticsTestEnv.json", "utf8"),
);

const LOG = "(window.__analyticsLog=window.__analyticsLog||[])";

export const ANALYTICS_STUBS: { url: RegExp; body: string }[] = [
  { url: /^https:\/\/www\.googletagmanager\.com\//, body: "/* analytics stub for tests */" },
  {
    url: /^https:\/\/hm\.baidu\.com\//,
    body: `(function(){var q=window._hmt||[];window._hmt={push:function(c){${LOG}.push(["baidu"].concat(c))}};for(var i=0;i<q.length;i++)window._hmt.push(q[i]);})();`,
  },
  {
    url: /^https:\/\/umami\.analytics\.invalid\//,
    body: `window.umami={track:function(n,d){${LOG}.push(["umami",n,d])}};`,
  },
  {
    url: /^https:\/\/plausible\.analytics\.invalid\//,
    body: `(function(){var q=(window.plausible&&window.plausible.q)||[];window.plausible=function(n,o){${LOG}.push(["plausible",n,o&&o.props])};q.forEach(function(a){window.plausible.apply(null,a)});})();`,
  },
];

/** A request to one of the analytics hosts (answered by a stub, never sent). */
export const isAnalyticsRequest = (url: string) => ANALYTICS_STUBS.some((s) => s.url.test(url));
