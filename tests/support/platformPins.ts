/**
 * The pinned platform copies (platform/<commit>/, written by `npm run platform:pin`) and which
 * docs each one checks. platform/pins.json maps a docs version to the commit its pages describe.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { platformSource } from "../../src/config/platformSource";

export const PLATFORM_DIR = path.resolve("platform");
export const PINS_FILE = path.join(PLATFORM_DIR, "pins.json");

/** docs version → abbreviated platform commit, as platform/pins.json says. */
export function readPins(): Record<string, string> {
  const pins: unknown = JSON.parse(readFileSync(PINS_FILE, "utf8"));
  if (!pins || typeof pins !== "object" || Array.isArray(pins)) throw new Error(`${PINS_FILE}: expected an object of "version": "commit".`);
  for (const [version, commit] of Object.entries(pins)) {
    if (typeof commit !== "string" || !/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`${PINS_FILE}: "${version}" must map to a commit hash, not ${JSON.stringify(commit)}.`);
  }
  return pins as Record<string, string>;
}

/** The folder of a pinned commit; throws when it was never pinned. */
export function pinnedDir(commit: string): string {
  const dir = path.join(PLATFORM_DIR, commit);
  if (!existsSync(dir)) throw new Error(`platform/${commit}/ is missing: run npm run platform:pin -- <platform repo> ${commit}`);
  return dir;
}

/** One set of docs and the pinned platform code it must agree with. */
export interface DocSet {
  /** The docs version, a key of platform/pins.json. */
  version: string;
  docsDir: string;
  apiDir: string;
  cliFile: string;
  /** The pinned copy these docs are checked against. */
  platform: string;
}

/**
 * Every docs set the platform checks run over. Today one: the current docs (content/), for the
 * release in src/config/platformSource.ts. A versioned copy of the docs adds its own entry here.
 */
export function docSets(): DocSet[] {
  const pins = readPins();
  const version = platformSource.release.split(" ")[0];
  const commit = pins[version];
  if (!commit) throw new Error(`${PINS_FILE} has no commit for ${version}, the release in src/config/platformSource.ts.`);
  return [{ version, docsDir: "content/docs", apiDir: "content/api", cliFile: "content/cli/commands.yaml", platform: pinnedDir(commit) }];
}
