/** Checks across descriptions and pages: one description per method and path, each on a page that exists. */
import { docsRoutes, parseDocsRoute } from "../../config/routes";
import { ApiDescriptionError } from "./endpointSchema";

/**
 * One description per method and path: the OpenAPI document has one operation for each, and
 * two pages would contradict each other. Names both places.
 */
export function checkUniqueEndpoints(
  endpoints: readonly { method: string; path: string; file: string; order: number }[],
): void {
  const first = new Map<string, { file: string; order: number }>();
  // In file and entry order, so the build (GraphQL order) and check:mdx name the same pair.
  const sorted = [...endpoints].sort((a, b) => (a.file === b.file ? a.order - b.order : a.file < b.file ? -1 : 1));
  for (const e of sorted) {
    const key = `${e.method} ${e.path}`;
    const seen = first.get(key);
    if (!seen) {
      first.set(key, e);
      continue;
    }
    const there = seen.file === e.file ? `entry ${seen.order + 1}` : `${seen.file} entry ${seen.order + 1}`;
    throw new ApiDescriptionError(
      `${e.file}: entry ${e.order + 1} (${key}) describes the same method and path as ${there}. Describe each endpoint once.`,
    );
  }
}

/**
 * Every endpoint must land on a docs page that exists: with a typo in `page:` the endpoint
 * would silently vanish from the site.
 */
export function checkEndpointPages(
  endpoints: readonly { page: string; method: string; path: string; file: string; order: number }[],
  docRoutes: ReadonlySet<string>,
  docsDir = "content/docs",
): void {
  for (const e of endpoints) {
    if (docRoutes.has(e.page)) continue;
    const id = parseDocsRoute(e.page)?.id ?? e.page;
    // As the writer wrote it: a route of their own version, without the version's prefix.
    const written = parseDocsRoute(e.page) ? docsRoutes.doc(id) : e.page;
    throw new ApiDescriptionError(
      `${e.file}: entry ${e.order + 1} (${e.method} ${e.path}): field "page" is "${written}", but no docs page has that route (no file ${docsDir}/${id}.mdx or ${docsDir}/${id}/index.mdx).`,
    );
  }
}
