/**
 * The docs part of an upgrade guide: pages added, removed, moved (the newer page lists the older
 * route in `redirect_from`) and changed, each changed page with the h2/h3 sections whose blocks
 * differ (src/lib/upgrade/blockDiff.ts). Links inside a page point into the page's own version, so
 * they are made neutral before blocks are compared: a link is not a change because its version is.
 */
import { machineRoutes, parseDocsRoute } from "../../config/routes";
import type { DocsVersion } from "../../config/versions";
import type { ContentNode, ContentValue } from "../mdx/contentTree";
import { changedSections, diffTrees, type NodeKey } from "./blockDiff";
import type { DocsChanges, PageChange, PageRef, VersionDoc } from "./types";

export interface DocsSide {
  version: DocsVersion;
  docs: readonly VersionDoc[];
}

/** A site route inside `version` as the same route in no particular version, for comparing. */
function neutralRoute(href: string, version: DocsVersion, versions: readonly DocsVersion[]): string {
  const m = /^([^?#]*)(.*)$/.exec(href);
  const [pathname, rest] = m ? [m[1], m[2]] : [href, ""];
  for (const kind of ["internal", "open"] as const)
    for (const format of ["json", "yaml"] as const)
      if (pathname === machineRoutes.openApi(kind, format, version)) return `openapi:${kind}.${format}${rest}`;
  const parsed = parseDocsRoute(pathname, versions);
  return parsed && parsed.version.name === version.name ? `doc:${parsed.id}${rest}` : href;
}

function neutral(value: ContentValue, version: DocsVersion, versions: readonly DocsVersion[]): ContentValue {
  if (typeof value === "string") return value.startsWith("/") ? neutralRoute(value, version, versions) : value;
  if (Array.isArray(value)) return value.map((v) => neutral(v, version, versions));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, neutral(v, version, versions)]));
  return value;
}

/** The comparison key of a node: its JSON with each side's links made neutral. */
export function nodeKey(from: DocsVersion, to: DocsVersion, versions: readonly DocsVersion[]): NodeKey {
  const cache = new WeakMap<object, string>();
  return (node: ContentNode, side) => {
    if (typeof node === "string") return JSON.stringify(node);
    const hit = cache.get(node);
    if (hit !== undefined) return hit;
    const key = JSON.stringify(neutral(node as ContentValue, side === "from" ? from : to, versions));
    cache.set(node, key);
    return key;
  };
}

const ref = (d: VersionDoc): PageRef => ({ id: d.id, title: d.title, href: d.path });

export function diffDocs(
  from: DocsSide,
  to: DocsSide,
  versions: readonly DocsVersion[],
  diffHref: (id: string) => string,
): DocsChanges {
  // Older ids the newer version moved: an older route listed in a newer page's redirect_from.
  const movedTo = new Map<string, VersionDoc>();
  for (const d of to.docs)
    for (const route of d.redirectFrom) {
      const parsed = parseDocsRoute(route, versions);
      if (parsed && from.docs.some((f) => f.id === parsed.id) && !to.docs.some((t) => t.id === parsed.id))
        movedTo.set(parsed.id, d);
    }
  const key = nodeKey(from.version, to.version, versions);
  const changed: PageChange[] = [];
  const moved: DocsChanges["moved"] = [];
  for (const f of from.docs) {
    const t = to.docs.find((d) => d.id === f.id) ?? movedTo.get(f.id);
    if (!t) continue;
    if (t.id !== f.id) moved.push({ from: ref(f), to: ref(t) });
    const merged = diffTrees(f.content, t.content, key);
    const titleChanged = f.title !== t.title;
    if (!merged.changed && !titleChanged) continue;
    const { sections, intro } = changedSections(merged.tree);
    changed.push({ ...ref(t), fromHref: f.path, diffHref: diffHref(t.id), sections, intro: intro || titleChanged });
  }
  const movedTargets = new Set([...movedTo.values()].map((d) => d.id));
  return {
    added: to.docs.filter((t) => !from.docs.some((f) => f.id === t.id) && !movedTargets.has(t.id)).map(ref),
    removed: from.docs.filter((f) => !to.docs.some((t) => t.id === f.id) && !movedTo.has(f.id)).map(ref),
    moved,
    changed,
  };
}
