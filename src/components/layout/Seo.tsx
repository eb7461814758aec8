import React from "react";
import { site } from "../../config/site";
import { siteAddress, withSitePrefix } from "../../config/routes";
import { OG_IMAGE, ogImagePath } from "../../lib/ogImage";
import { serializeJsonLd, webPageJsonLd } from "../../lib/jsonLd";
import DocSearchMeta from "../search/DocSearchMeta";

interface Props {
  title?: string;
  description?: string | null;
  path: string;
  /** The canonical route when it is not `path`: a page of next or of an older version names the same page in the latest. */
  canonicalPath?: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** Structured data of the page, serialised (src/lib/jsonLd.ts); a plain WebPage when not given. */
  jsonLd?: string;
  children?: React.ReactNode;
}

/** Head tags of a page (Gatsby Head API): title, description, canonical URL, Open Graph, Twitter card, JSON-LD. */
export default function Seo({
  title,
  description,
  path,
  canonicalPath,
  noindex,
  type = "website",
  jsonLd,
  children,
}: Props) {
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title} · ${site.tagline}`;
  const text = description || site.description;
  const url = siteAddress(path);
  const canonical = canonicalPath ? siteAddress(canonicalPath) : url;
  const image = siteAddress(ogImagePath(path));
  // The picture shows this text (src/node/postBuild/ogImages.ts reads it from here).
  const imageAlt = title ?? site.tagline;
  const data = jsonLd ?? serializeJsonLd(webPageJsonLd({ title: fullTitle, description: text, path }));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={withSitePrefix("/favicon.svg")} type="image/svg+xml" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content="#1a5fb4" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <DocSearchMeta path={path} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      {children}
    </>
  );
}
