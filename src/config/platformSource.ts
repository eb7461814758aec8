/**
 * The platform repository and, per docs version, the commit that version's pages were checked
 * against. Pages list the files of this repository they rely on in their front matter (`source:`);
 * `npm run check:sources` compares a version's commit with a newer one and names the pages to
 * re-read. scripts/check-sources.mjs reads the commits from this file with a regular expression,
 * so keep each version on one line, `commit` first, as a plain string literal.
 */
export interface PinnedDocs {
  /** The commit the version's docs were last checked against (abbreviated hash is fine). */
  readonly commit: string;
  /** The release that commit belongs to, as the changelog names it; null while it is unreleased. */
  readonly release: string | null;
}

export interface PlatformSource {
  /** GitHub owner/name of the platform repository. */
  readonly repo: string;
  /**
   * Docs version → what its pages describe. Keys as in platform/pins.json: "next" for the
   * writable docs (content/docs), the release name for a frozen version (content/versions/<name>).
   */
  readonly versions: Readonly<Record<string, PinnedDocs>>;
}

export const platformSource = {
  repo: "SuperManito/Arcadia",
  versions: {
    next: { commit: "0656e60", release: null },
    "1.0.0-beta.10": { commit: "37c0732", release: "1.0.0-beta.10 (patch 3)" },
  },
} as const satisfies PlatformSource;
