/**
 * The docs versions, from content/versions.json (data, so that `npm run docs:version` can write
 * it). Docusaurus's naming: "current" is the writable version, written in content/docs; it is
 * served at /docs while it is the latest, and at /docs/next once a release is frozen beside it
 * (src/config/routes.ts). A frozen release lives in content/versions/<name>/.
 * src/lib/versionsData.ts validates the file at build start, naming the field of any mistake.
 */
import versionsFile from "../../content/versions.json";

export interface DocsVersion {
  /** "current" for the writable docs, else the release name ("1.0.0-beta.10"). */
  name: string;
  label: string;
  isLast: boolean;
}

/** The file, as messages about the list name it. */
export const VERSIONS_FILE = "content/versions.json";

/** The name of the writable version (content/docs). */
export const CURRENT_VERSION = "current";

/** The folder of a frozen version's content: docs/, api/, cli/ and sidebars.yaml. */
export const FROZEN_VERSIONS_DIR = "content/versions";

/** The entries that look like versions; the build-start check reports anything else by field. */
export const docVersions: readonly DocsVersion[] = (
  Array.isArray(versionsFile) ? (versionsFile as unknown[]) : []
).filter(
  (v): v is DocsVersion =>
    typeof v === "object" &&
    v !== null &&
    typeof (v as DocsVersion).name === "string" &&
    typeof (v as DocsVersion).label === "string",
);

/** The version served at the docs' own routes. */
export const latestVersion: DocsVersion = docVersions.find((v) => v.isLast) ??
  docVersions[0] ?? { name: CURRENT_VERSION, label: CURRENT_VERSION, isLast: true };

/** The version of a name, or undefined. */
export const versionNamed = (name: string): DocsVersion | undefined => docVersions.find((v) => v.name === name);

/** The writable version, when the list has one. */
export const currentVersion: DocsVersion | undefined = versionNamed(CURRENT_VERSION);

/** Where a version's docs, API descriptions, CLI reference and sidebars live, project-relative. */
export function versionContent(name: string): { docs: string; api: string; cli: string; sidebars: string } {
  if (name === CURRENT_VERSION)
    return {
      docs: "content/docs",
      api: "content/api",
      cli: "content/cli/commands.yaml",
      sidebars: "content/sidebars/current.yaml",
    };
  const at = (rel: string) => [FROZEN_VERSIONS_DIR, name, rel].join("/");
  return { docs: at("docs"), api: at("api"), cli: at("cli/commands.yaml"), sidebars: at("sidebars.yaml") };
}
