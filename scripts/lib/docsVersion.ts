/**
 * `npm run docs:version <name>` (scripts/docs-version.ts): freezes the writable docs (next) as
 * the release <name> and makes it the latest. Everything is checked before anything is written
 * (`planRelease`); the copy is made in a temporary folder and renamed into place, so a failure
 * or an interruption never leaves a half-made content/versions/<name>.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { checkVersions } from "../../src/lib/versionsData";
import { releaseNameProblem } from "../../src/lib/releaseName";
import {
  NEXT_VERSION,
  FROZEN_VERSIONS_DIR,
  VERSIONS_FILE,
  versionContent,
  type DocsVersion,
  type ListedVersion,
} from "../../src/config/versions";

export const VERSIONS_JSON = VERSIONS_FILE;
/** The one map of docs version → platform commit (src/config/platformSource.ts reads it). */
export const PINS_JSON = "platform/pins.json";
export { NEXT_VERSION };

/**
 * What a release copies, project-relative: the writable version's parts → the frozen version's,
 * both from versionContent (the build's own map). The CLI reference's whole folder is copied.
 */
export function frozenParts(name: string): { from: string; to: string }[] {
  const from = versionContent(NEXT_VERSION);
  const to = versionContent(name);
  return [
    { from: from.docs, to: to.docs },
    { from: from.api, to: to.api },
    { from: path.posix.dirname(from.cli), to: path.posix.dirname(to.cli) },
    { from: from.sidebars, to: to.sidebars },
  ];
}

/** A bad argument or a file that does not hold together: the message names it. */
export class DocsVersionError extends Error {
  override name = "DocsVersionError";
}

export interface ReleasePlan {
  root: string;
  name: string;
  /** content/versions/<name>, relative to the root. */
  folder: string;
  versionsText: string;
  pinsText: string;
  /** The commit of next, which the release is pinned to. */
  commit: string;
  /** The pin the release already had, kept (a maintainer pinned the release commit first). */
  keptPin?: string;
  /** The latest before this release (it moves to /docs/<name>). */
  previousLatest?: string;
}

const fail = (message: string): never => {
  throw new DocsVersionError(message);
};

function readJson(root: string, file: string): unknown {
  const abs = path.join(root, file);
  if (!existsSync(abs)) fail(`${file}: the file does not exist.`);
  try {
    return JSON.parse(readFileSync(abs, "utf8"));
  } catch (error) {
    return fail(`${file}: not valid JSON (${(error as Error).message}).`);
  }
}

/** content/versions.json, checked by the build's own rules (checkVersions). */
export function readVersions(root: string): DocsVersion[] {
  const data = readJson(root, VERSIONS_JSON);
  try {
    return checkVersions(data, VERSIONS_JSON);
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** The versions file as it is written by hand: a list, one entry a line. */
export function formatVersions(entries: readonly ListedVersion[]): string {
  const line = (e: ListedVersion) =>
    `{ "name": ${JSON.stringify(e.name)}, "label": ${JSON.stringify(e.label)}, "isLast": ${e.isLast} }`;
  return `[\n${entries.map((e) => `  ${line(e)}`).join(",\n")}\n]\n`;
}

/** Checks the argument and every file the release reads or writes; writes nothing. */
export function planRelease(root: string, name: string | undefined): ReleasePlan {
  if (!name) fail("the argument <name> is missing: npm run docs:version <name>, e.g. 1.0.0-beta.11.");
  const release = name as string;
  const problem = releaseNameProblem(release);
  if (problem) fail(`the argument <name>: "${release}" ${problem}`);

  const entries = readVersions(root);
  entries.forEach((e, i) => {
    if (e.name === release) fail(`${VERSIONS_JSON}: [${i}].name: "${release}" is already a version.`);
    if (e.label === release)
      fail(`${VERSIONS_JSON}: [${i}].label: "${release}" is already the label of the version "${e.name}".`);
  });

  const folder = `${FROZEN_VERSIONS_DIR}/${release}`;
  if (existsSync(path.join(root, folder)))
    fail(
      `${folder}: already exists; a release is frozen once (delete the folder if an earlier run left it by mistake).`,
    );
  for (const part of frozenParts(release)) {
    if (!existsSync(path.join(root, part.from)))
      fail(`${part.from}: does not exist, so the writable version cannot be frozen.`);
  }

  const pins = readJson(root, PINS_JSON);
  if (typeof pins !== "object" || pins === null || Array.isArray(pins))
    return fail(`${PINS_JSON}: must be an object of docs version → platform commit.`);
  const pinMap = pins as Record<string, unknown>;
  const commit = pinMap[NEXT_VERSION];
  if (typeof commit !== "string" || !commit.trim()) {
    return fail(
      `${PINS_JSON}: "${NEXT_VERSION}": ${commit === undefined ? "missing" : "must be a commit"}; pin the writable version first (npm run platform:pin -- <platform repo> <commit> --version ${NEXT_VERSION}).`,
    );
  }
  const existing = pinMap[release];
  const keptPin = typeof existing === "string" && existing.trim() ? existing : undefined;
  const newPins = keptPin ? pinMap : { ...pinMap, [release]: commit };

  const current = entries.findIndex((e) => e.name === NEXT_VERSION);
  const previousLatest = entries.find((e) => e.isLast)?.name;
  const next: ListedVersion[] = entries.map((e) => ({ name: e.name, label: e.label, isLast: false }));
  next.splice(current + 1, 0, { name: release, label: release, isLast: true });

  return {
    root,
    name: release,
    folder,
    versionsText: formatVersions(next),
    pinsText: `${JSON.stringify(newPins, null, 2)}\n`,
    commit: keptPin ?? commit,
    keptPin,
    previousLatest: previousLatest === NEXT_VERSION ? undefined : previousLatest,
  };
}

/** Writes a file by renaming a finished temporary file over it, so it is never half-written. */
function replaceFile(file: string, text: string): void {
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

function countFiles(dir: string): number {
  if (!statSync(dir).isDirectory()) return 1;
  return readdirSync(dir).reduce((n, entry) => n + countFiles(path.join(dir, entry)), 0);
}

/** Carries out a checked plan. Returns how many files the frozen folder holds. */
export function cutRelease(plan: ReleasePlan): number {
  const versionsDir = path.join(plan.root, FROZEN_VERSIONS_DIR);
  const target = path.join(plan.root, plan.folder);
  // A dot-folder beside the target: the same file system (so the rename is atomic), and not a
  // version folder if a crash leaves it; one a killed run left is removed here.
  const tempPrefix = `.${plan.name}.tmp-`;
  mkdirSync(versionsDir, { recursive: true });
  for (const stale of readdirSync(versionsDir))
    if (stale.startsWith(tempPrefix)) rmSync(path.join(versionsDir, stale), { recursive: true, force: true });
  const temp = mkdtempSync(path.join(versionsDir, tempPrefix));
  try {
    for (const part of frozenParts(plan.name))
      cpSync(path.join(plan.root, part.from), path.join(temp, path.posix.relative(plan.folder, part.to)), {
        recursive: true,
      });
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  replaceFile(path.join(plan.root, VERSIONS_JSON), plan.versionsText);
  replaceFile(path.join(plan.root, PINS_JSON), plan.pinsText);
  return countFiles(target);
}

/** What the run did and what the maintainer does next. */
export function report(plan: ReleasePlan, files: number): string {
  const moved = plan.previousLatest ? `; ${plan.previousLatest} moves to /docs/${plan.previousLatest}/` : "";
  const pin = plan.keptPin
    ? `${PINS_JSON}: ${plan.name} was already pinned to ${plan.keptPin}; kept.`
    : `${PINS_JSON}: ${plan.name} → ${plan.commit} (the commit of ${NEXT_VERSION}).`;
  return [
    `docs:version: froze ${NEXT_VERSION} as ${plan.name}.`,
    `  ${plan.folder}/: docs/, api/, cli/ and sidebars.yaml (${files} files), copied from content/.`,
    `  ${VERSIONS_JSON}: ${plan.name} is the latest, served at /docs/${moved}.`,
    `  ${pin}`,
    "",
    "Next:",
    `  1. If the release commit is not ${plan.commit}, pin it: npm run platform:pin -- <platform repo> <release commit> --version ${plan.name} --content ${plan.folder}/docs`,
    `     (and re-pin ${NEXT_VERSION} when the dev branch moves: npm run platform:pin -- <platform repo> <commit> --version ${NEXT_VERSION}).`,
    `  2. If it is not, list the pages to re-read: npm run check:sources -- <platform repo> <release commit> ${plan.commit} --version ${plan.name}`,
    "  3. npm run build, then look at /docs/, /docs/next/ and the version switch.",
  ].join("\n");
}
