/**
 * The characters a moved page's old route (front matter `redirect_from`) may hold. The route is
 * written into public/_redirects (Netlify: whitespace splits a rule, `*` is a splat, `:name` a
 * placeholder, `!` forces, `#` starts a comment) and public/_redirects.nginx (quotes, `;`, `{}`,
 * `$`), and is %-decoded on the way: so every segment must decode, and decode to letters, digits,
 * marks, "-", "_", "." or "~" only. Pure.
 */

/** What a segment may decode to: any script's letters and digits, and RFC 3986's unreserved marks. */
const SAFE = /^[\p{L}\p{N}\p{M}._~-]$/u;

/** A character as messages show it: quoted, or as U+XXXX when it does not print. */
export function describeCharacter(ch: string): string {
  return /[\s\p{C}]/u.test(ch)
    ? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
    : JSON.stringify(ch);
}

/**
 * Why `route` cannot be a redirect's source, as the end of a sentence beginning with the route
 * ("has a "%" escape that …"), or null when it can. `route` already has the docs route's shape
 * (a leading "/", segments, no "?", "#" or spaces): that is checked first, by the caller.
 */
export function redirectRouteProblem(route: string): string | null {
  for (const segment of route.split("/").slice(1)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'has a "%" escape that does not decode to text (a "%" must be followed by two hexadecimal digits of UTF-8). Write the route as the address bar shows it.';
    }
    for (const ch of decoded)
      if (!SAFE.test(ch))
        return `has ${describeCharacter(ch)}, which public/_redirects or the nginx rules would read as syntax, not as part of a path. Old routes may hold letters, digits, "-", "_", "." and "~" only.`;
  }
  return null;
}
