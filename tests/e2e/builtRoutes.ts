/**
 * The routes the browser tests visit: every page of the built site's sitemap (the latest docs,
 * the blog) plus the specification's routes the sitemap leaves out (/search, tag pages), so a new
 * page is tested the day it is added, with no list to keep. Read from public/ when the tests load.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { specRoutes } from "./routes";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]));

export function sitemapRoutes(publicDir = "public"): string[] {
  const files = locs(readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8")).map((u) =>
    path.join(publicDir, path.basename(u.pathname)),
  );
  return files.flatMap((f) => locs(readFileSync(f, "utf8")).map((u) => decodeURIComponent(u.pathname)));
}

export const allRoutes: string[] = [...new Set([...sitemapRoutes(), ...specRoutes])];
