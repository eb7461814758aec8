/**
 * The rules behind the version switch and the remembered version (issue #24), pure so that the
 * switch's links can be computed at build time (plain links: they work without JavaScript) and
 * the navbar can follow the reader's choice in the browser. Not wired into a component yet.
 */
import { docsRoutes, parseDocsRoute } from "../config/routes";
import type { DocsVersion } from "../config/versions";

/**
 * Where a version's entry in the switch leads from `route`: the same page in that version when
 * the version has it, else that version's docs root.
 */
export function switchTarget(
  route: string,
  target: DocsVersion,
  routesOfTarget: ReadonlySet<string>,
  versions: readonly DocsVersion[],
): string {
  const parsed = parseDocsRoute(route, versions);
  const same = parsed ? docsRoutes.doc(parsed.id, target) : null;
  return same && routesOfTarget.has(same) ? same : docsRoutes.root(target);
}

/** The stored choice (a version's name), if it still names a version of the site; anything else is ignored. */
export function preferredVersion(stored: string | null, versions: readonly DocsVersion[]): DocsVersion | null {
  return stored ? (versions.find((v) => v.name === stored) ?? null) : null;
}

/** The navbar's 文档 and 开发者文档 links: into the remembered version, else the latest. */
export function navbarDocsLink(section: "docs" | "dev", preferred: DocsVersion | null): string {
  const version = preferred ?? undefined;
  return section === "dev" ? docsRoutes.devDocs(version) : docsRoutes.root(version);
}
