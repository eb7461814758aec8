import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  serializeJsonLd,
  techArticleJsonLd,
  webPageJsonLd,
  websiteJsonLd,
} from "../../src/lib/jsonLd";
import { ogImagePath, ogSection } from "../../src/lib/ogImage";
import { wrapTitle } from "../../src/lib/ogLayout";
import { site } from "../../src/config/site";

describe("JSON-LD builders", () => {
  it("the home page declares the site and its search action", () => {
    const w = websiteJsonLd();
    expect(w).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", url: site.siteUrl });
    expect(w.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.siteUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("breadcrumbs start at home, number from 1 and skip crumbs without a page", () => {
    const b = breadcrumbJsonLd([
      { label: "命令（CLI）", href: "/docs/cli" },
      { label: "无页面", href: "" },
      { label: "运行", href: "/docs/cli/script/run" },
    ]);
    expect(b.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: site.siteUrl },
      { "@type": "ListItem", position: 2, name: "命令（CLI）", item: `${site.siteUrl}/docs/cli` },
      { "@type": "ListItem", position: 3, name: "运行", item: `${site.siteUrl}/docs/cli/script/run` },
    ]);
  });

  it("articles carry headline, description, author, image; posts their date; docs no invented date", () => {
    const a = techArticleJsonLd({ title: "运行", description: "d", path: "/docs/x", image: "/og/docs/x.png" });
    expect(a).toMatchObject({
      "@type": "TechArticle",
      headline: "运行",
      description: "d",
      image: `${site.siteUrl}/og/docs/x.png`,
      author: { "@type": "Organization" },
    });
    expect(a).not.toHaveProperty("dateModified");
    const p = blogPostingJsonLd({
      title: "发布",
      path: "/blog/x",
      image: "/og/blog/x.png",
      datePublished: "2026-04-08",
      authors: [{ name: "SuperManito", url: "https://github.com/SuperManito" }],
    });
    expect(p).toMatchObject({
      "@type": "BlogPosting",
      headline: "发布",
      datePublished: "2026-04-08",
      author: [{ "@type": "Person", name: "SuperManito", url: "https://github.com/SuperManito" }],
    });
    expect(webPageJsonLd({ title: "搜索", path: "/search" })).toMatchObject({
      "@type": "WebPage",
      url: `${site.siteUrl}/search`,
    });
  });

  it("serialises so that no string can close the script element", () => {
    expect(serializeJsonLd(webPageJsonLd({ title: "</script><b>", path: "/" }))).not.toContain("<");
    expect(JSON.parse(serializeJsonLd(webPageJsonLd({ title: "</script>", path: "/" }))).name).toBe("</script>");
  });
});

describe("preview image names and layout", () => {
  it("one picture per route, in the section of its route", () => {
    expect(ogImagePath("/")).toBe("/og/index.png");
    expect(ogImagePath("/docs/cli/script/run")).toBe("/og/docs/cli/script/run.png");
    expect(
      ["/", "/docs", "/docs/cli", "/docs/dev", "/docs/dev/api", "/blog/welcome", "/search", "/docsx"].map(ogSection),
    ).toEqual(["home", "docs", "docs", "dev", "dev", "blog", "home", "home"]);
  });

  it("wraps between CJK characters and at spaces, never inside a Latin word, and ellipsises the last line", () => {
    const width = (s: string) => [...s].length;
    expect(wrapTitle("命令行 arcadia run 运行代码", width, 11, 3)).toEqual(["命令行 arcadia", "run 运行代码"]);
    expect(wrapTitle("一二三四五六七八九十一二", width, 5, 2)).toEqual(["一二三四五", "六七八九…"]);
  });
});
