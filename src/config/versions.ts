/**
 * The docs versions. One version today: the writable docs are the latest release. Docusaurus's
 * naming: "current" is the version written in content/docs; it is served at /docs while it is
 * the latest, and at /docs/next once a release is frozen beside it (src/config/routes.ts).
 */
export interface DocsVersion {
  /** "current" for the writable docs, else the release name ("1.0.0-beta.10"). */
  name: string;
  label: string;
  isLast: boolean;
}

/** This file, as messages about the list name it (src/lib/versionsData.ts checks it at build start). */
export const VERSIONS_FILE = "src/config/versions.ts";

/** The name of the writable version (content/docs). */
export const CURRENT_VERSION = "current";

export const docVersions: readonly DocsVersion[] = [{ name: CURRENT_VERSION, label: "1.0.0-beta.10", isLast: true }];

/** The version served at the docs' own routes. */
export const latestVersion: DocsVersion = docVersions.find((v) => v.isLast) ?? docVersions[0];
