/**
 * What a docs page knows of versions, computed at build time: its version, the version switch's
 * links (plain links, so the switch works without JavaScript) and the same page in the latest
 * version (the banner's link and the canonical URL).
 */
import { docsRoutes } from "../config/routes";
import { docVersions, latestOf, type DocsVersion } from "../config/versions";
import { switchTarget } from "./versionSwitch";
import { pairsShownOn } from "./upgrade/pairs";

export interface VersionLink {
  name: string;
  label: string;
  /** The same page in that version when it has it, else that version's docs root. */
  href: string;
  /** This page's own version. */
  current: boolean;
  /**
   * When this page and its copy in that version differ (src/node/data/upgradePages.ts): the page
   * diff, on the pairs a page of this version links to (pairsShownOn), else only a mark (`differs`),
   * so a page's links do not grow with the releases. Both absent where the copies are the same.
   */
  diffHref?: string;
  differs?: true;
}

export interface DocVersionContext {
  /** The page's version name ("next", else the release name). */
  version: string;
  versionLinks: VersionLink[];
  /** The same page in the latest version, else the latest's docs root. */
  latestHref: string;
  /** Whether the latest version has this page (then it is the canonical URL of a page of another version). */
  latestHasPage: boolean;
}

export function docVersionContext(
  pagePath: string,
  version: DocsVersion,
  routesOf: ReadonlyMap<string, ReadonlySet<string>>,
  versions: readonly DocsVersion[] = docVersions,
  /** The page diff of this page against another version, by that version's name. */
  diffOf: (otherVersion: string) => string | undefined = () => undefined,
): DocVersionContext {
  const latest = latestOf(versions);
  const linkTo = (target: DocsVersion) =>
    target.name === version.name
      ? pagePath
      : switchTarget(pagePath, target, routesOf.get(target.name) ?? new Set(), versions);
  const latestHref = linkTo(latest);
  const linked = new Set(
    pairsShownOn(version, versions).map((p) => (p.from.name === version.name ? p.to.name : p.from.name)),
  );
  return {
    version: version.name,
    versionLinks: versions.map((v) => {
      const diffHref = v.name === version.name ? undefined : diffOf(v.name);
      return {
        name: v.name,
        label: v.label,
        href: linkTo(v),
        current: v.name === version.name,
        ...(diffHref ? (linked.has(v.name) ? { diffHref } : { differs: true as const }) : {}),
      };
    }),
    latestHref,
    latestHasPage: latestHref !== docsRoutes.root(latest) || pagePath === docsRoutes.root(version),
  };
}

/** The canonical route of a docs page: the same page in the latest when it has it, else the page itself. */
export function canonicalOf(c: DocVersionContext & { pagePath: string }): string {
  return c.latestHasPage ? c.latestHref : c.pagePath;
}
