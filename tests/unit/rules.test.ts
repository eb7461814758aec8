import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nextChoice, parseChoice, resolveMode } from "../../src/lib/colorMode";
import { extendCsp, GA_HOSTS } from "../../src/lib/csp";
import { sitemapEntries } from "../../src/lib/sitemap";
import { stripIndexHtml } from "../../src/browser/indexHtml";
import { labels, t } from "../../src/config/labels";
import { layout } from "../../src/config/site";
import { parseNetlifyHeaders, parseHeadersFile, headersFor } from "../../src/lib/netlifyHeaders.mjs";

describe("colour mode rules", () => {
  it("cycles system → light → dark → system", () => {
    expect(nextChoice("system", true)).toBe("light");
    expect(nextChoice("light", true)).toBe("dark");
    expect(nextChoice("dark", true)).toBe("system");
  });
  it("alternates light ↔ dark when the system preference is not respected", () => {
    expect(nextChoice("light", false)).toBe("dark");
    expect(nextChoice("dark", false)).toBe("light");
  });
  it("treats garbage in storage as the default", () => {
    expect(parseChoice("purple", true, "light")).toBe("system");
    expect(parseChoice(null, false, "light")).toBe("light");
    expect(resolveMode("system", true, "light")).toBe("dark");
    expect(resolveMode("system", false, "light")).toBe("light");
  });
});

describe("small pure rules", () => {
  it("/index.html is the same page as the path without it", () => {
    expect(stripIndexHtml("/docs/cli/index.html")).toBe("/docs/cli");
    expect(stripIndexHtml("/index.html")).toBe("/");
    expect(stripIndexHtml("/docs/cli")).toBeNull();
  });

  it("the sitemap leaves out tag pages, unlisted and draft pages", () => {
    const pages = sitemapEntries([
      { path: "/docs" },
      { path: "/blog/tags" },
      { path: "/blog/tags/教程" },
      { path: "/docs/x", pageContext: { unlisted: true } },
      { path: "/docs/y", pageContext: { draft: true } },
      { path: "/search" },
      { path: "/__test__/crash" },
    ]);
    expect(pages.map((p) => p.path)).toEqual(["/docs"]);
  });

  it("the sitemap lists pages by path, whatever order Gatsby hands them in", () => {
    const paths = ["/docs/cli", "/", "/blog/welcome", "/docs", "/docs/CHANGELOG"];
    expect(sitemapEntries(paths.map((path) => ({ path }))).map((p) => p.path)).toEqual([
      "/",
      "/blog/welcome",
      "/docs",
      "/docs/CHANGELOG",
      "/docs/cli",
    ]);
    expect(sitemapEntries([...paths].reverse().map((path) => ({ path }))).map((p) => p.path)).toEqual([
      "/",
      "/blog/welcome",
      "/docs",
      "/docs/CHANGELOG",
      "/docs/cli",
    ]);
  });

  it("extends a CSP only with the hosts of enabled services", () => {
    const policy = extendCsp("default-src 'self'; script-src 'self'; connect-src 'self'", GA_HOSTS);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).toContain("img-src https://www.google-analytics.com");
  });

  it("reads netlify.toml and _headers the way Netlify does", () => {
    const rules = parseNetlifyHeaders(readFileSync("netlify.toml", "utf8"));
    expect(headersFor(rules, "/docs/cli")["X-Content-Type-Options"]).toBe("nosniff");
    expect(headersFor(rules, "/app-1a2b.js")["Cache-Control"]).toContain("immutable");
    expect(headersFor(parseHeadersFile("/*\n  Content-Security-Policy: default-src 'none'\n"), "/x")).toEqual({
      "Content-Security-Policy": "default-src 'none'",
    });
  });
});

describe("labels", () => {
  it("fills placeholders", () => {
    expect(t("blog.readingTime", { minutes: 3 })).toBe("阅读需 3 分钟");
  });

  it("every label key used in the code exists, and every label is used", () => {
    const files: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((n) => {
        const f = path.join(dir, n);
        if (statSync(f).isDirectory()) walk(f);
        else if (/\.(tsx?|mjs)$/.test(n) && !f.endsWith("labels.ts")) files.push(f);
      });
    walk("src");
    const code = files.map((f) => readFileSync(f, "utf8")).join("\n");
    const used = new Set([...code.matchAll(/["'`]([a-zA-Z]+\.[a-zA-Z0-9]+)["'`]/g)].map((m) => m[1]));
    const dynamic = [...code.matchAll(/`(admonition)\.\$\{/g)].map((m) => m[1]);
    const unused = Object.keys(labels).filter((k) => !used.has(k) && !dynamic.some((d) => k.startsWith(`${d}.`)));
    expect(unused).toEqual([]);
  });
});

describe("constants live in one place", () => {
  it(`every max-width media query uses the ${layout.mobileBreakpointPx}px breakpoint of src/config/site.ts`, () => {
    const css: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((n) => {
        const f = path.join(dir, n);
        if (statSync(f).isDirectory()) walk(f);
        else if (n.endsWith(".css")) css.push(readFileSync(f, "utf8"));
      });
    walk("src");
    const widths = css.flatMap((c) => [...c.matchAll(/max-width:\s*(\d+)px/g)].map((m) => Number(m[1])));
    expect(widths.length).toBeGreaterThan(3);
    expect(new Set(widths)).toEqual(new Set([layout.mobileBreakpointPx]));
  });

  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const f = path.join(dir, n);
      if (statSync(f).isDirectory()) return sourceFiles(f);
      return /\.(ts|tsx|mjs)$/.test(n) && n !== "gatsby-types.d.ts" ? [f] : [];
    });
  const code = [...sourceFiles("src"), "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];

  it("environment variables are read only in src/config/env.ts, and in the two CommonJS hooks Node loads before Gatsby", () => {
    // The .cjs hooks run from NODE_OPTIONS before any TypeScript is compiled, so they cannot import
    // env.ts: the register hook reads the framework-patch switch, the compiler NODE_ENV (as Parcel).
    const allowed = [
      path.join("src", "config", "env.ts"),
      path.join("src", "node", "frameworkPatches", "esbuildGatsbyFiles.register.cjs"),
      path.join("src", "node", "frameworkPatches", "esbuildGatsbyFiles.cjs"),
    ];
    const commonJs = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const f = path.join(dir, n);
        if (statSync(f).isDirectory()) return commonJs(f);
        return /\.c?js$/.test(n) ? [f] : [];
      });
    const readers = [...code, ...commonJs("src")].filter((f) => /process\.env\b/.test(readFileSync(f, "utf8")));
    expect(readers.sort()).toEqual(allowed.sort());
  });

  it("media queries in components use the breakpoint constant, not a literal", () => {
    const literal = code.filter(
      (f) => f.endsWith(".tsx") && /\(m(?:in|ax)-width:\s*\d+px\)/.test(readFileSync(f, "utf8")),
    );
    expect(literal).toEqual([]);
  });

  it("production code imports nothing from scripts/ or tests/", () => {
    const offenders = code.filter((f) => /from\s+["'](?:\.\.\/)+(?:scripts|tests)\//.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("blog URLs are built by src/config/routes.ts, not written as literals", () => {
    const literal = code.filter(
      (f) => !f.endsWith(path.join("config", "site.ts")) && /["'`]\/blog[/"'`]/.test(readFileSync(f, "utf8")),
    );
    expect(literal).toEqual([]);
  });

  // Comments may show example routes; code may not. A comment line starts with //, /* or *.
  const codeLines = (f: string) =>
    readFileSync(f, "utf8")
      .split("\n")
      .map((line, i) => ({ at: `${f}:${i + 1}`, line }))
      .filter(({ line }) => !/^\s*(\/\/|\/\*|\*)/.test(line));
  // A quoted path, a path after a template expression, or one inside a regular expression (\/docs).
  const DOCS_SEARCH_OPENAPI =
    /(?:(?:["'`]|\})\/(?:docs|search|openapi|llms(?:-full)?\.txt)(?=[/"'`?.]|\$\{))|\\\/(?:docs|search|openapi)\b/;

  it("docs, search and machine-output URLs are built by src/config/routes.ts, not written as literals", () => {
    const routes = path.join("src", "config", "routes.ts");
    const literal = code
      .filter((f) => f !== routes)
      .flatMap((f) =>
        codeLines(f)
          .filter(({ line }) => DOCS_SEARCH_OPENAPI.test(line))
          .map(({ at }) => at),
      );
    expect(literal).toEqual([]);
  });

  it("the literal check catches each kind of docs, search and machine-output path", () => {
    for (const line of [
      'to: "/docs"',
      "`/docs/dev/api/${kind}/`",
      'read("/search/manifest.json")',
      'action="/search"',
      "`${site.siteUrl}/openapi/internal.json`",
      '"/llms.txt"',
      "if (!/^\\/docs\\/dev\\/api\\//.test(page))",
      "/^\\/search$/",
    ])
      expect(`${line}: ${String(DOCS_SEARCH_OPENAPI.test(line))}`).toBe(`${line}: true`);
    expect(DOCS_SEARCH_OPENAPI.test('"/documents"')).toBe(false);
  });
});
