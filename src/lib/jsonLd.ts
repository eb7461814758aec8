/**
 * Structured data (schema.org, JSON-LD) for search engines: the site with its search, the
 * breadcrumbs and article of a docs page, a blog post, any other page. Pure builders; the Seo
 * component serialises them into <script type="application/ld+json">.
 */
import { searchRoutes, siteAddress } from "../config/routes";
import { site } from "../config/site";
import { labels } from "../config/labels";
import type { NavLink } from "./types";
import { scriptLiteral } from "./inlineCode";

export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org" as const;
/** schema.org wants a BCP 47 tag; zh-Hans pages are read in mainland Chinese. */
const LANGUAGE = "zh-CN";

export const absolute = (route: string) => (/^https?:/.test(route) ? route : siteAddress(route));

const publisher = () => ({
  "@type": "Organization",
  name: site.title,
  url: siteAddress("/"),
  logo: { "@type": "ImageObject", url: siteAddress("/img/logo.svg") },
});

/** The home page: the site and its search (/search?q=…). */
export function websiteJsonLd(): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.title,
    url: siteAddress("/"),
    description: site.description,
    inLanguage: LANGUAGE,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: siteAddress(searchRoutes.template("search_term_string")) },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A docs page's breadcrumbs, starting at the home page; crumbs without a page of their own are left out. */
export function breadcrumbJsonLd(crumbs: NavLink[]): JsonLd {
  const trail = [{ label: labels["docs.breadcrumbHome"], href: "/" }, ...crumbs.filter((c) => c.href)];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: absolute(c.href),
    })),
  };
}

interface ArticleInput {
  title: string;
  description?: string | null;
  path: string;
  image: string;
}

const siteOrganization = () => ({ "@type": "Organization", name: site.title, url: siteAddress("/") });

/** What every article shares: headline, description, address, image, language, publisher. */
function article(type: "TechArticle" | "BlogPosting", a: ArticleInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": type,
    headline: a.title,
    ...(a.description ? { description: a.description } : {}),
    url: absolute(a.path),
    mainEntityOfPage: absolute(a.path),
    image: absolute(a.image),
    inLanguage: LANGUAGE,
    publisher: publisher(),
  };
}

/** A docs page; dateModified is the last commit that touched its file, when git knows it. */
export function techArticleJsonLd(a: ArticleInput & { dateModified?: string | null }): JsonLd {
  return {
    ...article("TechArticle", a),
    ...(a.dateModified ? { dateModified: a.dateModified } : {}),
    author: siteOrganization(),
  };
}

/** A blog post, dated by its front matter. */
export function blogPostingJsonLd(
  a: ArticleInput & { datePublished: string; authors: readonly { name: string; url?: string | null }[] },
): JsonLd {
  return {
    ...article("BlogPosting", a),
    datePublished: a.datePublished,
    author: a.authors.length
      ? a.authors.map((p) => ({ "@type": "Person", name: p.name, ...(p.url ? { url: p.url } : {}) }))
      : [siteOrganization()],
  };
}

/** Any other page (lists, search, 404): what it is and which site it belongs to. */
export function webPageJsonLd(p: {
  title: string;
  description?: string | null;
  path: string;
  type?: "WebPage" | "CollectionPage";
}): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": p.type ?? "WebPage",
    name: p.title,
    ...(p.description ? { description: p.description } : {}),
    url: absolute(p.path),
    inLanguage: LANGUAGE,
    isPartOf: { "@type": "WebSite", name: site.title, url: siteAddress("/") },
  };
}

/** JSON for a <script type="application/ld+json"> element, through the one inline-code encoder. */
export const serializeJsonLd = (data: JsonLd | JsonLd[]) => scriptLiteral(data);
