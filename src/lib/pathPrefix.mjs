// The one check of ARCADIA_PATH_PREFIX, shared by scripts/gatsby.mjs (which adds Gatsby's
// --prefix-paths), gatsby-config (pathPrefix) and the Node hooks. Plain JavaScript so that the
// command-line wrapper can import it before any TypeScript hook is loaded.

export const PATH_PREFIX_VARIABLE = "ARCADIA_PATH_PREFIX";

// A path of safe segments: no trailing slash, no dot segments, nothing a URL or a shell would
// need to escape (it ends up in HTML attributes, redirects files and nginx configuration).
const VALID = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * The sub-path the site is served under ("/arcadia-docs"), or "" at the root (unset, empty or "/").
 * @param {string | undefined} value @returns {string}
 */
export function parsePathPrefix(value) {
  if (value === undefined || value === "" || value === "/") return "";
  if (!VALID.test(value) || value.split("/").some((s) => s === "." || s === ".."))
    throw new Error(
      `${PATH_PREFIX_VARIABLE}=${JSON.stringify(value)} is not a valid path prefix: it must start with "/", have no trailing slash, and use only letters, digits, "-", "_", "." and "~" in each segment (for example ${PATH_PREFIX_VARIABLE}=/arcadia-docs).`,
    );
  return value;
}
