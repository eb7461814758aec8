/**
 * The site for machines, over the built site: OpenAPI documents that validate and match the
 * endpoint pages, a Markdown file per docs page and post, llms.txt, JSON-LD, Open Graph and
 * Twitter tags on every page, and the preview pictures they name.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, type HTMLElement } from "node-html-parser";
import yaml from "js-yaml";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { htmlFiles, htmlPages } from "../../src/node/postBuild/publicHtml";
import { site } from "../../src/config/site";
import { markdownRoute } from "../../src/lib/markdown/route";
import { apiPageOf, machineRoutes, parseDocsRoute } from "../../src/config/routes";
import { docVersions, type DocsVersion } from "../../src/config/versions";

type Schema = { [key: string]: unknown };
const read = (p: string) => readFileSync(path.join("public", p.replace(/^\//, "")), "utf8");
const versionOfRoute = (route: string): DocsVersion | undefined => parseDocsRoute(route)?.version;
type PageData = {
  componentChunkName: string;
  result: { pageContext: { sidebarName?: string | null; generated?: boolean } };
};
const pageData = (route: string): PageData | null => {
  const file = path.join("public/page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageData) : null;
};
const component = (route: string) => pageData(route)?.componentChunkName ?? "";
/** Test-only fixture pages (ARCADIA_TEST_PAGES) have no head of their own; slices are fragments. */
const isFixture = (route: string) => route.startsWith("/__test__/") || route.startsWith("/_gatsby/");
const pages = htmlPages("public")
  .filter((p) => !isFixture(p.urlPath))
  .map((p) => ({ ...p, kind: component(p.urlPath), html: parse(readFileSync(p.file, "utf8")) }));
const ofKind = (template: string) =>
  pages.filter((p) => p.kind.startsWith(`component---src-${template}-`) || p.kind === `component---src-${template}`);
// The upgrade guides and page diffs render through the doc template too; they are not docs pages.
const isGenerated = (route: string) => pageData(route)?.result.pageContext.generated === true;
const docs = ofKind("templates-doc-tsx").filter((p) => !isGenerated(p.urlPath));
const categories = ofKind("templates-doc-category-tsx");
const posts = ofKind("templates-blog-post-tsx");
const meta = (html: HTMLElement, key: string) =>
  html.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
const noindex = (html: HTMLElement) => meta(html, "robots")?.includes("noindex") ?? false;

describe("OpenAPI documents", () => {
  // Each version's documents: /openapi/<kind>.json for the latest, /openapi/next/<kind>.json for next.
  const documentOf = (kind: string, version: DocsVersion) =>
    JSON.parse(read(machineRoutes.openApi(kind as "internal" | "open", "json", version))) as Schema;
  const cases = docVersions.flatMap((v) =>
    ["internal", "open"].map((k) => [machineRoutes.openApi(k as "internal" | "open", "json", v), k, v] as const),
  );

  it.each(cases)(
    "%s validates (Redocly, recommended-strict) and the YAML says the same",
    async (route, kind, version) => {
      const config = await createConfig({ extends: ["recommended-strict"] });
      const problems = await lintFromString({ source: read(route), absoluteRef: route, config });
      expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      const document = documentOf(kind, version);
      expect(yaml.load(read(machineRoutes.openApi(kind as "internal" | "open", "yaml", version)))).toEqual(document);
      expect((document.tags as { name: string }[]).every((t) => /[\u4e00-\u9fff]/.test(t.name))).toBe(true);
      expect((document.info as { version: string }).version).toBe(version.label);
    },
    60_000,
  );

  it("every endpoint page's method, path and parameters match the document", () => {
    const endpointPages = docs.filter((p) => p.html.querySelector("section[data-endpoint]"));
    expect(endpointPages.length).toBeGreaterThan(40);
    let checked = 0;
    for (const p of endpointPages) {
      const at = apiPageOf(p.urlPath);
      if (!at) throw new Error(`${p.urlPath}: an endpoint on a page outside the API reference`);
      const doc = documentOf(at.kind, at.version);
      for (const section of p.html.querySelectorAll("section[data-endpoint]")) {
        const [method, apiPath] = (section.getAttribute("data-endpoint") ?? "").split(" ");
        const op = (doc.paths as Record<string, Record<string, Schema>>)[apiPath]?.[method.toLowerCase()];
        expect(op, `${p.urlPath}: ${method} ${apiPath}`).toBeDefined();
        expect(section.querySelector("code")?.text).toBe(apiPath);
        const fromDoc = new Map<string, { required: boolean; type: string }>();
        for (const q of (op.parameters as { name: string; in: string; required: boolean }[] | undefined) ?? [])
          fromDoc.set(`${q.name}@${q.in}`, { required: q.required, type: "" });
        const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<
          string,
          { schema: { properties: Record<string, unknown>; required?: string[] } }
        >;
        for (const [media, { schema }] of Object.entries(content)) {
          for (const name of Object.keys(schema.properties))
            fromDoc.set(`${name}@${media === "multipart/form-data" ? "form" : "body"}`, {
              required: schema.required?.includes(name) ?? false,
              type: "",
            });
        }
        const table = section.querySelectorAll("table").find((t) => t.querySelectorAll("thead th").length === 6);
        const fromPage = new Map<string, { required: boolean }>();
        for (const row of table?.querySelectorAll("tbody tr") ?? []) {
          const cells = row.querySelectorAll("td").map((c) => c.text.trim());
          fromPage.set(`${cells[0]}@${cells[1]}`, { required: cells[3] === "是" });
        }
        expect([...fromPage.keys()].sort(), `${p.urlPath}: ${method} ${apiPath}`).toEqual([...fromDoc.keys()].sort());
        for (const [key, v] of fromPage)
          expect(fromDoc.get(key)!.required || key.endsWith("@path"), `${p.urlPath} ${key}`).toBe(
            v.required || key.endsWith("@path"),
          );
        checked++;
      }
    }
    const total = docVersions
      .flatMap((v) => ["internal", "open"].map((k) => documentOf(k, v)))
      .reduce(
        (n, d) => n + Object.values(d.paths as Record<string, object>).reduce((m, ms) => m + Object.keys(ms).length, 0),
        0,
      );
    expect(checked).toBe(total);
  });

  it("the API index pages link the documents", () => {
    const links = (route: string) =>
      pages
        .find((p) => p.urlPath === route)!
        .html.querySelectorAll("article a")
        .map((a) => a.getAttribute("href"));
    expect(links("/docs/dev/api")).toEqual(expect.arrayContaining(["/openapi/internal.json", "/openapi/open.json"]));
    // Next's index links next's documents.
    expect(links("/docs/next/dev/api")).toEqual(
      expect.arrayContaining(["/openapi/next/internal.json", "/openapi/next/open.json"]),
    );
    expect(links("/docs/next/dev/api")).not.toContain("/openapi/internal.json");
    expect(links("/docs/dev/api/internal")).toContain("/openapi/internal.json");
    expect(links("/docs/dev/api/open")).toContain("/openapi/open.json");
  });
});

describe("Markdown routes and llms.txt", () => {
  it("every docs page, category page and post has its .md, starting with its title", () => {
    for (const p of [...docs, ...categories, ...posts]) {
      const file = path.join("public", markdownRoute(p.urlPath));
      expect(existsSync(file), file).toBe(true);
      const md = readFileSync(file, "utf8");
      const title = p.html.querySelector("h1")?.text.trim() ?? "";
      expect(md.startsWith("---\ntitle: "), file).toBe(true);
      expect(md, file).toContain(`\n# ${title}\n`);
      const prose = md.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, "");
      expect(prose, file).not.toMatch(/^(import|export) /m);
      expect(prose, file).not.toMatch(/<DocCardList|^:::/m);
      expect(prose, file).not.toMatch(/\]\(\/(?!\/)/); // links are absolute
    }
  });

  it("a sample page round-trips its headings, tables and code blocks", () => {
    const route = "/docs/cli/script/run";
    // node-html-parser keeps <pre> as raw text by default; parse its content here.
    const html = parse(readFileSync(pages.find((p) => p.urlPath === route)!.file, "utf8"), {
      blockTextElements: { script: true, style: true },
    });
    const article = html.querySelector("article")!;
    const htmlHeadings = article.querySelectorAll("h1, h2, h3, h4").map(
      (h) =>
        `${h.tagName.slice(1)}:${h.childNodes
          .filter((c) => !(c as HTMLElement).classList?.contains("heading-anchor"))
          .map((c) => c.text)
          .join("")
          .trim()}`,
    );
    const htmlIds = article.querySelectorAll("h1, h2, h3, h4").map((h) => h.id);
    const htmlTables = article
      .querySelectorAll("table")
      .map((t) => t.querySelectorAll("th, td").map((c) => c.text.trim()));
    // The code of each block, line by line, as the copy button reads it.
    const htmlCode = article.querySelectorAll("pre").map((pre) => {
      const code = pre.querySelector("code") ?? pre;
      const lines = code.querySelectorAll(".code-line");
      return lines.length ? lines.map((l) => l.text.replace(/\n$/, "")).join("\n") : code.text.replace(/\n$/, "");
    });

    type Node = { type: string; depth?: number; lang?: string | null; value?: string; children?: Node[] };
    const textOf = (n: Node): string =>
      n.type === "inlineCode" || n.type === "text" ? (n.value ?? "") : (n.children ?? []).map(textOf).join("");
    const tree = unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ["yaml"])
      .use(remarkGfm)
      .parse(read(markdownRoute(route).slice(1))) as unknown as Node;
    const mdHeadings: string[] = [];
    // A heading's explicit id stays on its line in the copy (`## 选项 {#options}`).
    const mdIds: (string | null)[] = [];
    const mdTables: string[][] = [];
    const mdCode: string[] = [];
    // A ```mermaid block is a picture on the page and stays a block in the .md copy.
    const mdDiagrams: string[] = [];
    const walk = (n: Node) => {
      if (n.type === "heading") {
        const full = textOf(n).trim();
        const id = / \{#([^{}\s]+)\}$/.exec(full);
        mdHeadings.push(`${n.depth}:${id ? full.slice(0, id.index) : full}`);
        mdIds.push(id?.[1] ?? null);
      }
      if (n.type === "table")
        mdTables.push((n.children ?? []).flatMap((r) => (r.children ?? []).map((c) => textOf(c).trim())));
      if (n.type === "code") (n.lang === "mermaid" ? mdDiagrams : mdCode).push(n.value ?? "");
      (n.children ?? []).forEach(walk);
    };
    walk(tree);
    expect(mdHeadings.length).toBeGreaterThan(3);
    expect(mdHeadings).toEqual(htmlHeadings);
    expect(mdIds.filter(Boolean).length).toBeGreaterThan(3);
    expect(mdIds.map((id, i) => id ?? htmlIds[i])).toEqual(htmlIds);
    expect(mdTables.length).toBeGreaterThan(0);
    expect(mdTables).toEqual(htmlTables);
    expect(mdCode.length).toBeGreaterThan(0);
    expect(mdCode).toEqual(htmlCode);
    expect(mdDiagrams.length).toBeGreaterThan(0);
    expect(mdDiagrams.length).toBe(article.querySelectorAll("[data-diagram]").length);
  });

  it.each(docVersions.map((v) => [machineRoutes.llms(v), v] as const))(
    "%s links the .md of every listed docs page of its version, by sidebar; its llms-full.txt holds them all",
    (route, version) => {
      const llms = read(route);
      const full = read(machineRoutes.llmsFull(version));
      const title = version.isLast ? site.title : `${site.title} ${version.label}`;
      expect(llms.startsWith(`# ${title}\n\n> ${site.description}\n`)).toBe(true);
      expect(llms).toMatch(/\n## 文档\n\n- \[/);
      expect(llms).toMatch(/\n## 开发者文档\n\n- \[/);
      const ofVersion = (x: { urlPath: string }) => versionOfRoute(x.urlPath)?.name === version.name;
      const inSidebar = [...docs, ...categories].filter(
        (x) => ofVersion(x) && !noindex(x.html) && pageData(x.urlPath)?.result.pageContext.sidebarName,
      );
      expect(inSidebar.length).toBeGreaterThan(80);
      for (const p of inSidebar) {
        expect(llms, p.urlPath).toContain(`](${site.siteUrl}${markdownRoute(p.urlPath)})`);
        expect(full, p.urlPath).toContain(`\n\n${site.siteUrl}${p.urlPath}\n`);
      }
      // No page of another version.
      for (const p of [...docs, ...categories].filter((x) => !ofVersion(x)))
        expect(llms, p.urlPath).not.toContain(`](${site.siteUrl}${markdownRoute(p.urlPath)})`);
      for (const other of docVersions.filter((v) => v !== version))
        expect(llms).toContain(`${site.siteUrl}${machineRoutes.llms(other)}`);
      const blogLinks = posts
        .filter((x) => !noindex(x.html))
        .map((p) => `](${site.siteUrl}${markdownRoute(p.urlPath)})`);
      for (const link of blogLinks) expect(llms.includes(link)).toBe(version.isLast);
      for (const p of [...docs].filter((x) => noindex(x.html))) expect(llms).not.toContain(markdownRoute(p.urlPath));
    },
  );

  it("a next page's .md links the docs inside next", () => {
    const md = read(markdownRoute("/docs/next/cli/script/run"));
    const docsLinks = [...md.matchAll(/\]\((https?:\/\/[^/)]+)(\/docs[^)#]*)/g)].map((m) => m[2]);
    expect(docsLinks.length).toBeGreaterThan(0);
    expect(docsLinks.filter((l) => !l.startsWith("/docs/next"))).toEqual([]);
  });

  it("llms-full.txt of the latest follows the sidebar's order", () => {
    const full = read(machineRoutes.llmsFull());
    expect(full.indexOf(`${site.siteUrl}/docs\n`)).toBeLessThan(full.indexOf(`${site.siteUrl}/docs/cli/script/run\n`));
  });
});

describe("structured data and link previews", () => {
  const jsonLd = (html: HTMLElement) =>
    html.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => {
      const data = JSON.parse(s.text) as Schema | Schema[];
      return Array.isArray(data) ? data : [data];
    });
  const ofType = (html: HTMLElement, type: string) => jsonLd(html).filter((d) => d["@type"] === type);

  it("every page has JSON-LD with a schema.org context and a type", () => {
    for (const f of htmlFiles("public").filter((x) => !isFixture(x.urlPath))) {
      const items = jsonLd(parse(readFileSync(f.file, "utf8")));
      expect(items.length, f.urlPath).toBeGreaterThan(0);
      for (const d of items) {
        expect(d["@context"], f.urlPath).toBe("https://schema.org");
        expect(typeof d["@type"], f.urlPath).toBe("string");
      }
    }
  });

  it("docs pages: BreadcrumbList from the breadcrumbs and a TechArticle", () => {
    expect(docs.length).toBeGreaterThan(50);
    for (const p of [...docs, ...categories]) {
      const [list] = ofType(p.html, "BreadcrumbList");
      const crumbs = p.html.querySelectorAll("nav ol li").map((li) => li.text.trim());
      const items = list.itemListElement as { "@type": string; position: number; name: string; item: string }[];
      expect(
        items.map((i) => i.position),
        p.urlPath,
      ).toEqual(items.map((_, i) => i + 1));
      expect(
        items.every((i) => i["@type"] === "ListItem" && i.item.startsWith(site.siteUrl)),
        p.urlPath,
      ).toBe(true);
      expect(
        items.map((i) => i.name).every((n) => crumbs.includes(n)),
        p.urlPath,
      ).toBe(true);
      expect(items.at(-1)!.name, p.urlPath).toBe(crumbs.at(-1));
    }
    for (const p of docs) {
      const [article] = ofType(p.html, "TechArticle");
      expect(article, p.urlPath).toMatchObject({
        headline: p.html.querySelector("h1")!.text.trim(),
        url: `${site.siteUrl}${p.urlPath}`,
        image: meta(p.html, "og:image"),
      });
      expect((article.author as Schema)["@type"]).toBe("Organization");
    }
  });

  it("posts: a BlogPosting with its date, authors and image", () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      const [post] = ofType(p.html, "BlogPosting");
      expect(post, p.urlPath).toMatchObject({
        headline: p.html.querySelector("h1")!.text.trim(),
        image: meta(p.html, "og:image"),
      });
      expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.html.querySelector(`time[datetime^="${post.datePublished as string}"]`), p.urlPath).not.toBeNull();
      expect((post.author as Schema[]).length).toBeGreaterThan(0);
    }
  });

  it("the home page: WebSite with a SearchAction on /search?q=", () => {
    const home = pages.find((p) => p.urlPath === "/")!;
    const [website] = ofType(home.html, "WebSite");
    expect(website.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${site.siteUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("every page has Open Graph and Twitter tags, og:locale from the config, and an existing 1200×630 PNG", () => {
    const sizes: number[] = [];
    for (const f of htmlFiles("public").filter((x) => !isFixture(x.urlPath))) {
      const html = parse(readFileSync(f.file, "utf8"));
      for (const key of [
        "og:title",
        "og:description",
        "og:url",
        "og:type",
        "og:site_name",
        "og:image:alt",
        "twitter:title",
        "twitter:description",
      ])
        expect(meta(html, key), `${f.urlPath} ${key}`).toBeTruthy();
      expect(meta(html, "og:locale"), f.urlPath).toBe(site.locale);
      expect(meta(html, "twitter:card"), f.urlPath).toBe("summary_large_image");
      const image = meta(html, "og:image")!;
      expect(meta(html, "twitter:image")).toBe(image);
      expect(image.startsWith(`${site.siteUrl}/og/`), f.urlPath).toBe(true);
      const file = path.join("public", image.slice(site.siteUrl.length));
      expect(existsSync(file), file).toBe(true);
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([1200, 630]);
      sizes.push(statSync(file).size);
    }
    expect(Math.max(...sizes)).toBeLessThan(150 * 1024);
  });
});
