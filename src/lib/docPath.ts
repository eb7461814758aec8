/** Doc ids and routes: the folder path under content/docs is the route. */

export const DOCS_BASE = "/docs";

/** "cli/script/run.mdx" → "cli/script/run"; "cli/index.mdx" → "cli"; "index.mdx" → "index". */
export function docIdFromRelativePath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx?$/, "");
  if (withoutExt === "index") return "index";
  return withoutExt.replace(/\/index$/, "");
}

/** "index" → "/docs"; "cli/script/run" → "/docs/cli/script/run". */
export function docPathFromId(id: string): string {
  return id === "index" ? DOCS_BASE : `${DOCS_BASE}/${id}`;
}

export function categoryPath(slug: string): string {
  return `${DOCS_BASE}/category/${slug}`;
}
