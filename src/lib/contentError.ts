/**
 * The base of every error about bad content (front matter, YAML data, sidebars, routes, file
 * encoding). The build reports these as a short message naming the file and the field, with no
 * stack trace (src/node/data/reportContentErrors.ts); any other error is a bug and keeps its stack.
 */
export class ContentError extends Error {
  override name = "ContentError";
}
