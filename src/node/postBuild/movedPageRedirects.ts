/**
 * Netlify redirect lines for moved docs pages: each route a page lists in `redirect_from`
 * becomes "<old> <page> 301" in public/_redirects, the one list of redirects: Netlify reads it,
 * and scripts/serve.mjs reads it from the built site; public/_redirects.nginx says the same to
 * nginx (docs/deploy/nginx.conf includes it). createPages has already refused an old route that
 * is a page or another page's old route (src/lib/siteChecks.ts).
 */
const encode = (route: string) =>
  route
    .split("/")
    .map((s) => encodeURIComponent(decodeURIComponent(s)))
    .join("/");

/** `prefix`: the sub-path the site is served under; old and new routes both carry it. */
export function movedPageRedirects(docs: { path: string; redirectFrom: readonly string[] }[], prefix = ""): string[] {
  return docs
    .flatMap((d) => d.redirectFrom.map((old) => `${prefix}${encode(old)} ${prefix}${encode(d.path)} 301`))
    .sort();
}

/** A string nginx reads as one literal argument, whatever the route holds (`;`, braces). */
const nginxString = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * The same redirects as nginx exact locations: `location = "/docs/old" { return 301 …; }`. nginx
 * matches the decoded path, so the old route is written decoded (a location is never expanded);
 * the target is percent-encoded, so it holds no `$`, quote or backslash. The query string is
 * kept, as on Netlify and in scripts/serve.mjs.
 */
export function movedPageNginxLocations(
  docs: { path: string; redirectFrom: readonly string[] }[],
  prefix = "",
): string {
  const lines = docs
    .flatMap((d) =>
      d.redirectFrom.map(
        (old) =>
          `location = ${nginxString(`${prefix}${decodeURIComponent(encode(old))}`)} { return 301 "${prefix}${encode(d.path)}$is_args$args"; }`,
      ),
    )
    .sort();
  return `${["# Written by the build (src/node/postBuild/movedPageRedirects.ts): moved pages' old routes. Included by docs/deploy/nginx.conf.", ...lines].join("\n")}\n`;
}
