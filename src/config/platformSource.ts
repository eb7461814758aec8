/**
 * The platform repository and the commit the docs were checked against. Pages list the files of
 * this repository they rely on in their front matter (`source:`); `npm run check:sources` compares
 * this commit with a newer one and names the pages to re-read. scripts/check-sources.mjs reads
 * `commit` from this file, so keep it a plain string literal.
 */
export interface PlatformSource {
  /** GitHub owner/name of the platform repository. */
  readonly repo: string;
  /** The commit the docs were last checked against (abbreviated hash is fine). */
  readonly commit: string;
  /** The release that commit belongs to, as the changelog names it. */
  readonly release: string;
}

export const platformSource = {
  repo: "SuperManito/Arcadia",
  commit: "37c0732",
  release: "1.0.0-beta.10 (patch 3)",
} as const satisfies PlatformSource;
