/**
 * The docs versions, from content/versions.json (data, so that `npm run docs:version` can write
 * it). "next" is the writable version, written in content/docs (Docusaurus calls it "current"; we
 * use one name for its entry, its route and its platform pin); it is served at /docs while it is
 * the latest, and at /docs/next once a release is frozen beside it (src/config/routes.ts). A frozen release lives in content/versions/<name>/.
 * src/lib/versionsData.ts validates the file at build start, naming the field of any mistake.
 */
import versionsFile from "../../content/versions.json";
import { NEXT_VERSION } from "./nextVersion";
import { platformSource } from "./platformSource";

/** A version as content/versions.json lists it. */
export interface ListedVersion {
  /** "next" for the writable docs, else the release name ("1.0.0-beta.10"). */
  name: string;
  label: string;
  isLast: boolean;
}

/** Where a version's docs, API descriptions, CLI reference and sidebars live, project-relative. */
export interface VersionContent {
  docs: string;
  api: string;
  cli: string;
  sidebars: string;
}

/**
 * A docs version, everything the site derives from its entry computed once, here: routes, page
 * creation, the banner, search, machine outputs and scripts read these fields instead of working
 * them out again from a name, a path or a URL.
 */
export interface DocsVersion extends ListedVersion {
  /** The writable, unreleased version (content/docs), served at /docs/next once a release is beside it. */
  isNext: boolean;
  /** The route segment after /docs: null for the latest, "next" for the writable one, else the name. */
  segment: string | null;
  /** The banner over its pages: none on the latest. */
  banner: "unreleased" | "unmaintained" | null;
  content: VersionContent;
  /** The platform commit its pages were checked against, under its name in platform/pins.json (null: not pinned). */
  platformCommit: string | null;
}

/** The file, as messages about the list name it. */
export const VERSIONS_FILE = "content/versions.json";

/** The name of the writable version (content/docs), its route segment and pins.json key. */
export { NEXT_VERSION };

/** The folder of a frozen version's content: docs/, api/, cli/ and sidebars.yaml. */
export const FROZEN_VERSIONS_DIR = "content/versions";

/** Where a version's content lives (see VersionContent). */
export function versionContent(name: string): VersionContent {
  if (name === NEXT_VERSION)
    return {
      docs: "content/docs",
      api: "content/api",
      cli: "content/cli/commands.yaml",
      sidebars: "content/sidebars/next.yaml",
    };
  const at = (rel: string) => [FROZEN_VERSIONS_DIR, name, rel].join("/");
  return { docs: at("docs"), api: at("api"), cli: at("cli/commands.yaml"), sidebars: at("sidebars.yaml") };
}

/** The version object of a listed entry: the one place its derived fields are worked out. */
export function docsVersion(entry: ListedVersion): DocsVersion {
  const isNext = entry.name === NEXT_VERSION;
  return {
    name: entry.name,
    label: entry.label,
    isLast: entry.isLast === true,
    isNext,
    segment: entry.isLast ? null : isNext ? NEXT_VERSION : entry.name,
    banner: entry.isLast ? null : isNext ? "unreleased" : "unmaintained",
    content: versionContent(entry.name),
    platformCommit: platformSource.versions[entry.name]?.commit ?? null,
  };
}

/** The entries that look like versions, as version objects; the build-start check reports anything else by field. */
export const docVersions: readonly DocsVersion[] = (Array.isArray(versionsFile) ? (versionsFile as unknown[]) : [])
  .filter(
    (v): v is ListedVersion =>
      typeof v === "object" &&
      v !== null &&
      typeof (v as ListedVersion).name === "string" &&
      typeof (v as ListedVersion).label === "string",
  )
  .map(docsVersion);

/** The latest of a list of versions (the list's first when none is marked), or the site's. */
export function latestOf(versions: readonly DocsVersion[]): DocsVersion {
  return versions.find((v) => v.isLast) ?? versions[0] ?? latestVersion;
}

/** The version served at the docs' own routes. */
export const latestVersion: DocsVersion =
  docVersions.find((v) => v.isLast) ??
  docVersions[0] ??
  docsVersion({ name: NEXT_VERSION, label: NEXT_VERSION, isLast: true });

/** The version of a name, or undefined. */
export const versionNamed = (name: string): DocsVersion | undefined => docVersions.find((v) => v.name === name);

/** The writable version, when the list has one. */
export const nextVersion: DocsVersion | undefined = versionNamed(NEXT_VERSION);
