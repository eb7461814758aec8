// @ts-check
/**
 * The exact-path lines of a Netlify `_redirects` file ("/from /to 301"), as scripts/serve.mjs
 * applies them: the build writes one such line per moved page and per old .html URL
 * (src/node/postBuild/movedPageRedirects.ts, src/node/postBuild/legacyRedirects.ts). Lines with splats,
 * placeholders, conditions or a status other than a redirect are not ours and are skipped.
 * @param {string} text
 * @returns {Map<string, { to: string; status: number }>} by percent-encoded path
 */
export function parseRedirectsFile(text) {
  const map = new Map();
  for (const line of text.split("\n")) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 3 || parts[0].startsWith("#")) continue;
    const [from, to, code] = parts;
    const status = Number(code);
    if (![301, 302, 307, 308].includes(status) || !from.startsWith("/") || !to.startsWith("/") || /[*:]/.test(from))
      continue;
    if (!map.has(from)) map.set(from, { to, status });
  }
  return map;
}
