/** Every blog URL, built from blog.basePath (src/config/site.ts) in one place. */
import { blog } from "./site";

const base = blog.basePath;

export const blogRoutes = {
  list: (page = 1) => (page <= 1 ? base : `${base}/page/${page}`),
  post: (slug: string) => `${base}/${slug}`,
  archive: `${base}/archive`,
  tags: `${base}/tags`,
  tag: (key: string) => `${base}/tags/${key}`,
  authors: `${base}/authors`,
  author: (key: string) => `${base}/authors/${key}`,
  rss: `${base}/rss.xml`,
  atom: `${base}/atom.xml`,
} as const;

/** The search page, with a query when there is one. */
export const searchPageUrl = (query = ""): string => (query ? `/search?q=${encodeURIComponent(query)}` : "/search");
