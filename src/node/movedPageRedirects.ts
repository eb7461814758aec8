/**
 * Netlify redirect lines for moved docs pages: each route a page lists in `redirect_from`
 * becomes "<old> <page> 301" in public/_redirects, the one list of redirects: Netlify reads it,
 * and scripts/serve.mjs reads it from the built site. createPages has already refused an old
 * route that is a page or another page's old route (src/lib/siteChecks.ts).
 */
const encode = (route: string) => route.split("/").map((s) => encodeURIComponent(decodeURIComponent(s))).join("/");

export function movedPageRedirects(docs: { path: string; redirectFrom: readonly string[] }[]): string[] {
  return docs.flatMap((d) => d.redirectFrom.map((old) => `${encode(old)} ${encode(d.path)} 301`)).sort();
}
