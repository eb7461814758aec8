/** The old site's addresses, as the build hands them to Netlify (public/_redirects). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answer, locationFor, readConf, server } from "../support/nginxConf";

// The file also holds moved pages' old routes (front matter redirect_from: tests/site/writingAids.test.ts).
const rules = readFileSync("public/_redirects", "utf8")
  .trim()
  .split("\n")
  .filter((r) => r.split(" ")[0].endsWith(".html"));

describe("redirects of the old .html addresses", () => {
  it("sends /docs/about.html and /docs/cli/script/run.html permanently to the clean routes", () => {
    expect(rules).toContain("/docs/about.html /docs/about 301");
    expect(rules).toContain("/docs/cli/script/run.html /docs/cli/script/run 301");
    expect(rules).toContain("/docs.html /docs 301");
  });

  it("has one rule per built docs page, with percent-encoded Chinese routes", () => {
    expect(rules.every((r) => /^\/docs\S*\.html \/docs\S* 301$/.test(r))).toBe(true);
    expect(rules.some((r) => r.includes("%E"))).toBe(true);
  });
});

describe("moved pages' old routes under nginx (docs/deploy/nginx.conf with public/_redirects.nginx)", () => {
  // The lines that are not .html addresses: front matter redirect_from.
  const moved = readFileSync("public/_redirects", "utf8")
    .trim()
    .split("\n")
    .filter((r) => !r.split(" ")[0].endsWith(".html"));
  const srv = server(readConf("docs/deploy/nginx.conf"));

  it("answers each with the redirect Netlify and npm run serve give", () => {
    expect(moved.length).toBeGreaterThan(1);
    for (const line of moved) {
      const [from, to, status] = line.split(" ");
      expect(status).toBe("301");
      expect(answer(srv, decodeURIComponent(from)), from).toEqual({ redirect: to });
    }
  });

  it("and never serves the file itself", () => {
    expect(answer(srv, "/_redirects.nginx")).not.toHaveProperty("redirect");
    expect(locationFor(srv, "/_redirects.nginx")?.block?.find((d) => d.name === "return")?.args).toEqual(["404"]);
  });
});
