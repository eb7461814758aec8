import React from "react";
import { site } from "../../config/site";

interface Props {
  title?: string;
  description?: string | null;
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
  children?: React.ReactNode;
}

/** Head tags of a page (Gatsby Head API): title, description, canonical URL, OpenGraph. */
export default function Seo({ title, description, path, noindex, type = "website", children }: Props) {
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title} · ${site.tagline}`;
  const text = description || site.description;
  const url = `${site.siteUrl}${path === "/" ? "" : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content="zh_CN" />
      <meta name="theme-color" content="#1a5fb4" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {children}
    </>
  );
}
