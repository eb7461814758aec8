/**
 * The platform repository, and per docs version the commit its pages were checked against and
 * the release that commit belongs to. The commits are platform/pins.json's, the one map of docs
 * version → commit (written by `npm run platform:pin` and `npm run docs:version`). Pages list the
 * files of this repository they rely on in their front matter (`source:`); `npm run check:sources`
 * compares a version's commit with a newer one and names the pages to re-read.
 */
import pinsFile from "../../platform/pins.json";
import { NEXT_VERSION } from "./nextVersion";

export interface PinnedDocs {
  /** The commit the version's docs were last checked against (abbreviated hash). */
  readonly commit: string;
  /** The release that commit belongs to, as the changelog names it; null while it is unreleased. */
  readonly release: string | null;
}

/**
 * A frozen version whose commit is a patch of its release, as the changelog names it. A frozen
 * version not listed here is its own release; next is unreleased.
 */
const releaseNames: Readonly<Record<string, string>> = {
  "1.0.0-beta.10": "1.0.0-beta.10 (patch 3)",
};

const pins: Readonly<Record<string, string>> = pinsFile;

export const platformSource = {
  /** GitHub owner/name of the platform repository. */
  repo: "SuperManito/Arcadia",
  /** Docs version → what its pages describe; keys as in platform/pins.json. */
  versions: Object.fromEntries(
    Object.entries(pins).map(([version, commit]): [string, PinnedDocs] => [
      version,
      { commit, release: version === NEXT_VERSION ? null : (releaseNames[version] ?? version) },
    ]),
  ),
} as const;
