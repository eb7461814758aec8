// docs/deploy/nginx.conf against netlify.toml: for a path made from every [[headers]] pattern,
// nginx sends the same headers Netlify would (all matching blocks merged), and every
// [[redirects]] rule is answered with the same target. The expectations come from netlify.toml,
// so a header changed there without the nginx file fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headersFor, parseNetlifyHeaders } from "../../src/lib/netlifyHeaders.mjs";
import { answer, readConf, server } from "../support/nginxConf";

const toml = readFileSync("netlify.toml", "utf8");
const rules = parseNetlifyHeaders(toml);
const srv = server(readConf("docs/deploy/nginx.conf"));

/** [[redirects]] blocks: from, to, status. */
function netlifyRedirects(text: string): { from: string; to: string; status: number }[] {
  return text
    .split("[[redirects]]")
    .slice(1)
    .map((block) => block.split(/\n\s*\[/)[0])
    .map((block) => ({
      from: /from\s*=\s*"([^"]+)"/.exec(block)?.[1] ?? "",
      to: /to\s*=\s*"([^"]+)"/.exec(block)?.[1] ?? "",
      status: Number(/status\s*=\s*(\d+)/.exec(block)?.[1] ?? 301),
    }));
}

// Each pattern with its `*` as a short and a nested name; "/" as well. The 404 page is left out:
// nginx sends its error answer with no-store on purpose (the serve tests cover that rule).
const samples = [...new Set(["/", ...rules.flatMap((r) => ["x", "docs/cli"].map((s) => r.for.replaceAll("*", s)))])];

describe("docs/deploy/nginx.conf matches netlify.toml", () => {
  it("reads a header rule for every path pattern", () => {
    expect(rules.length).toBeGreaterThan(3);
    expect(samples.length).toBeGreaterThan(rules.length);
  });

  it.each(samples)("headers for %s", (uri) => {
    const expected = headersFor(rules, uri);
    const got = answer(srv, uri);
    expect("headers" in got, `${uri} is redirected by nginx`).toBe(true);
    if (!("headers" in got)) return;
    // The policy is each page's own (netlify.toml's plus the page's inline-script hashes, from
    // the build's _headers): nginx reads it from the map scripts/nginx-csp.mjs generates.
    const { "Content-Type": contentType, "Content-Security-Policy": policy, ...rest } = expected;
    const { "Content-Security-Policy": nginxPolicy, ...gotRest } = got.headers;
    expect(policy).toBeTruthy();
    expect(nginxPolicy).toBe("$arcadia_csp");
    expect(gotRest).toEqual(rest);
    if (contentType) expect(got.contentType).toBe(contentType);
  });

  it("answers every redirect rule with the same target", () => {
    const redirects = netlifyRedirects(toml);
    expect(redirects.length).toBeGreaterThan(0);
    for (const r of redirects) {
      expect(r.status).toBe(301);
      const from = r.from.replaceAll("*", "docs/cli");
      expect(answer(srv, from)).toEqual({ redirect: r.to.replace(":splat", "docs/cli") });
    }
  });
});
