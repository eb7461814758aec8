/**
 * Link previews: each page's og:image is /og/<route>.png, a 1200×630 picture of its title in the
 * colours of its section (home, docs, dev docs, blog). The Seo component names the file; the
 * build (src/node/postBuild/ogImages.ts) renders one for every page it finds named in the built HTML.
 */
import { blog } from "../config/site";
import { isDevDocsRoute, parseDocsRoute } from "../config/routes";

export const OG_IMAGE = { width: 1200, height: 630, dir: "og" } as const;

export const OG_SECTIONS = ["home", "docs", "dev", "blog"] as const;
export type OgSection = (typeof OG_SECTIONS)[number];

/** The section a route belongs to, by its prefix. */
export function ogSection(route: string): OgSection {
  if (isDevDocsRoute(route)) return "dev";
  if (parseDocsRoute(route)) return "docs";
  if (route === blog.basePath || route.startsWith(`${blog.basePath}/`)) return "blog";
  return "home";
}

/** "/" → "/og/index.png"; "/docs/cli/script/run" → "/og/docs/cli/script/run.png". */
export const ogImagePath = (route: string) =>
  `/${OG_IMAGE.dir}${route === "/" || route === "" ? "/index" : route.replace(/\/$/, "")}.png`;
