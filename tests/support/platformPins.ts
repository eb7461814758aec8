/**
 * The pinned platform copies (platform/<commit>/, written by `npm run platform:pin`) and which
 * docs each one checks. platform/pins.json maps a docs version to the commit its pages describe.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CURRENT_VERSION, docVersions, versionContent, VERSIONS_FILE } from "../../src/config/versions";

export const PLATFORM_DIR = path.resolve("platform");
export const PINS_FILE = path.join(PLATFORM_DIR, "pins.json");

/** docs version → abbreviated platform commit, as platform/pins.json says. */
export function readPins(): Record<string, string> {
  const pins: unknown = JSON.parse(readFileSync(PINS_FILE, "utf8"));
  if (!pins || typeof pins !== "object" || Array.isArray(pins))
    throw new Error(`${PINS_FILE}: expected an object of "version": "commit".`);
  for (const [version, commit] of Object.entries(pins)) {
    if (typeof commit !== "string" || !/^[0-9a-f]{7,40}$/.test(commit))
      throw new Error(`${PINS_FILE}: "${version}" must map to a commit hash, not ${JSON.stringify(commit)}.`);
  }
  return pins as Record<string, string>;
}

/** The folder of a pinned commit; throws when it was never pinned. */
export function pinnedDir(commit: string): string {
  const dir = path.join(PLATFORM_DIR, commit);
  if (!existsSync(dir))
    throw new Error(`platform/${commit}/ is missing: run npm run platform:pin -- <platform repo> ${commit}`);
  return dir;
}

/** One set of docs and the pinned platform code it must agree with. */
export interface DocSet {
  /** The docs version's key in platform/pins.json: "next" for the writable docs, else the release name. */
  version: string;
  docsDir: string;
  apiDir: string;
  cliFile: string;
  /** The pinned copy these docs are checked against. */
  platform: string;
}

/** The pins.json key of a docs version: the writable version ("current") is pinned as "next". */
export function pinKey(name: string): string {
  return name === CURRENT_VERSION ? "next" : name;
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
  return versionNames().map((name) => {
    const version = pinKey(name);
    const commit = pins[version];
    if (!commit)
      throw new Error(
        `${PINS_FILE} has no commit for "${version}" (${VERSIONS_FILE} lists "${name}"): run npm run platform:pin -- <platform repo> <commit> --version ${version}`,
      );
    const content = versionContent(name);
    return { version, docsDir: content.docs, apiDir: content.api, cliFile: content.cli, platform: pinnedDir(commit) };
  });
}
