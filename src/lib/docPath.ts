/** Doc ids and routes: the folder path under a version's docs folder is the doc id. */
import { docsRoutes, type VersionRef } from "../config/routes";

/** "cli/script/run.mdx" → "cli/script/run"; "cli/index.mdx" → "cli"; "index.mdx" → "index". */
export function docIdFromRelativePath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx?$/, "");
  if (withoutExt === "index") return "index";
  return withoutExt.replace(/\/index$/, "");
}

/** A doc's route in a version (the latest when none is given): "index" is the version's docs root. */
export function docPathFromId(id: string, version?: VersionRef): string {
  return docsRoutes.doc(id, version);
}

export function categoryPath(slug: string, version?: VersionRef): string {
  return docsRoutes.category(slug, version);
}
