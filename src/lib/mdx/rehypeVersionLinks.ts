/**
 * Links inside a version stay inside it. A writer links a docs page as `/docs/<id>`, meaning the
 * page <id> of the version being written; this plugin makes such a link into that version's route
 * (`/docs/next/<id>` on a next page, `/docs/<name>/<id>` on an older release's page; unchanged on
 * the latest's); a link to the OpenAPI documents leads to that version's. A frozen version's page that links to a page only the writable docs (next) have
 * fails the build, naming the page and the link: frozen docs must not point at unreleased pages.
 * Other broken links are left to the link report.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { visit } from "unist-util-visit";
import { inVersion, parseDocsRoute } from "../../config/routes";
import {
  NEXT_VERSION,
  docVersions,
  FROZEN_VERSIONS_DIR,
  latestOf,
  versionContent,
  type DocsVersion,
} from "../../config/versions";
import { docIdFromRelativePath } from "../docPath";
import { ContentError } from "../contentError";
import { placeOf } from "./filePlace";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

interface VFileLike {
  path?: string;
  /** The project the file belongs to (the content compile sets it); the working directory otherwise. */
  cwd?: string;
}

/** The version a content file belongs to, from where it is; null outside the versioned docs. */
export function versionOfFile(
  file: string,
  root: string,
  versions: readonly DocsVersion[] = docVersions,
): DocsVersion | null {
  const rel = path.relative(root, file).split(path.sep).join("/");
  if (rel.startsWith(`${versionContent(NEXT_VERSION).docs}/`))
    return versions.find((v) => v.name === NEXT_VERSION) ?? null;
  if (rel.startsWith("tests/fixtures/docs/")) return latestOf(versions);
  const frozen = new RegExp(`^${FROZEN_VERSIONS_DIR}/([^/]+)/docs/`).exec(rel);
  return frozen ? (versions.find((v) => v.name === frozen[1]) ?? null) : null;
}

const idsCache = new Map<string, Set<string>>();

/** The doc ids of a docs folder (read once per folder in a process). */
function docIdsOf(dir: string): Set<string> {
  let ids = idsCache.get(dir);
  if (ids) return ids;
  ids = new Set<string>();
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.name.startsWith("_")) continue;
      const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      ids.add(docIdFromRelativePath(rel));
    }
  }
  idsCache.set(dir, ids);
  return ids;
}

/**
 * Where a link written on a page of `version` leads: into that version (`inVersion`), or
 * `nextOnly`: the page id, when a frozen version's page links to a page only next has.
 */
export function linkInVersion(
  href: string,
  version: DocsVersion,
  root: string,
  versions: readonly DocsVersion[] = docVersions,
): { href: string; nextOnly: string | null } {
  const parsed = parseDocsRoute(href.replace(/[?#].*$/, ""), versions);
  // Docs links written as the writer's own version's routes (no version segment), and the OpenAPI documents.
  if (!parsed || !parsed.version.isLast) return { href: inVersion(href, version, versions), nextOnly: null };
  const isNextOnly =
    version.name !== NEXT_VERSION &&
    !parsed.id.startsWith("category/") &&
    !docIdsOf(path.join(root, versionContent(version.name).docs)).has(parsed.id) &&
    docIdsOf(path.join(root, versionContent(NEXT_VERSION).docs)).has(parsed.id);
  return { href: inVersion(href, version, versions), nextOnly: isNextOnly ? parsed.id : null };
}

/** The message for a frozen page's link to a page only next has. */
export function nextOnlyLinkMessage(place: string, href: string, id: string, version: DocsVersion): string {
  return `${place}: link "${href}" leads to a page that only next (content/docs) has; version ${version.name} has no ${versionContent(version.name).docs}/${id}.mdx. Link a page of this version, or leave the link out.`;
}

export default function rehypeVersionLinks(options: { root?: string; versions?: readonly DocsVersion[] } = {}) {
  const versions = options.versions ?? docVersions;
  return (tree: HastNode, file: VFileLike) => {
    const root = options.root ?? file.cwd ?? process.cwd();
    const version = file.path ? versionOfFile(file.path, root, versions) : null;
    if (!version) return;
    visit(tree as never, "element", (node: HastNode) => {
      if (node.tagName !== "a" || typeof node.properties?.href !== "string") return;
      const href = node.properties.href;
      const linked = linkInVersion(href, version, root, versions);
      if (linked.nextOnly)
        throw new ContentError(nextOnlyLinkMessage(placeOf(file.path, node, root), href, linked.nextOnly, version));
      node.properties.href = linked.href;
    });
  };
}
