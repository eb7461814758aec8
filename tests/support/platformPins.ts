/**
 * The pinned platform source (platform/platform.bundle, written by `npm run platform:pin`, read
 * through scripts/lib/platform-bundle.mjs) and which docs each pinned commit checks.
 * platform/pins.json maps a docs version to the commit its pages describe.
 */
import { pinnedTree, PINS_FILE, readPins } from "../../scripts/lib/platform-bundle.mjs";
import { docVersions, versionContent, VERSIONS_FILE } from "../../src/config/versions";

export { PINS_FILE, readPins };

/** The folder of a pinned commit's files, extracted from the bundle on first use; throws when it was never pinned. */
export function pinnedDir(commit: string): string {
  return pinnedTree(commit);
}

/** One set of docs and the pinned platform code it must agree with. */
export interface DocSet {
  /** The docs version's key in platform/pins.json: "next" for the writable docs, else the release name. */
  version: string;
  docsDir: string;
  apiDir: string;
  cliFile: string;
  /** The folder of the pinned files these docs are checked against (extracted from the bundle). */
  platform: string;
}

/** The names of the docs versions, as content/versions.json lists them (newest first). */
export function versionNames(): string[] {
  return docVersions.map((v) => v.name);
}

/**
 * Every docs set the platform checks run over: one per entry of content/versions.json. The
 * writable version is content/docs, content/api and content/cli/commands.yaml, checked against
 * pins["next"]; a frozen version <name> is content/versions/<name>/{docs,api,cli/commands.yaml},
 * checked against pins[<name>]. The folders are versionContent()'s (src/config/versions.ts), as the
 * build reads them.
 */
export function docSets(): DocSet[] {
  const pins = readPins();
  return versionNames().map((version) => {
    const commit = pins[version];
    if (!commit)
      throw new Error(
        `${PINS_FILE} has no commit for "${version}", which ${VERSIONS_FILE} lists: run npm run platform:pin -- <platform repo> <commit> --version ${version}`,
      );
    const content = versionContent(version);
    return { version, docsDir: content.docs, apiDir: content.api, cliFile: content.cli, platform: pinnedDir(commit) };
  });
}
