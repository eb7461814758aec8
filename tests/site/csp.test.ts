/**
 * Every built HTML file is served with a Content-Security-Policy (netlify.toml, then the build's
 * public/_headers, as Netlify and the local server merge them) whose script-src lists the hash
 * of each inline script the page runs, and no 'unsafe-inline'. The scripts are read with an HTML
 * parser here, not with the build's own reader.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile, parseNetlifyHeaders } from "../../src/lib/netlifyHeaders.mjs";
import { htmlFiles } from "../../src/node/postBuild/publicHtml";

const rules = [
  ...parseNetlifyHeaders(readFileSync("netlify.toml", "utf8")),
  ...(existsSync("public/_headers") ? parseHeadersFile(readFileSync("public/_headers", "utf8")) : []),
];
const files = existsSync("public") ? htmlFiles("public") : [];

function scriptSrc(urlPath: string): string[] {
  const policy = headersFor(rules, urlPath)["Content-Security-Policy"] ?? "";
  return (
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === "script-src") ?? []
  );
}

describe("the Content-Security-Policy of every built page", () => {
  it("allows each inline script of the page by its hash, and nothing inline by a blanket rule", () => {
    expect(files.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const { file, urlPath } of files) {
      const sources = scriptSrc(urlPath);
      expect(sources, urlPath).not.toContain("'unsafe-inline'");
      const scripts = parse(readFileSync(file, "utf8"))
        .querySelectorAll("script")
        .filter((s) => !s.hasAttribute("src") && !/json/.test(s.getAttribute("type") ?? ""));
      expect(scripts.length, urlPath).toBeGreaterThan(0);
      for (const script of scripts) {
        const source = `'sha256-${createHash("sha256").update(script.rawText, "utf8").digest("base64")}'`;
        if (!sources.includes(source)) missing.push(`${urlPath}: ${script.rawText.slice(0, 60)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("an unknown path gets the 404 page's policy", () => {
    const notFound = files.find((f) => f.urlPath === "/404.html");
    expect(notFound).toBeTruthy();
    expect(scriptSrc("/no/such/page")).toEqual(scriptSrc("/404.html"));
  });
});
