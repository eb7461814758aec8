/**
 * Validation of the docs versions list (content/versions.json): one problem, naming the file and
 * the field, fails the build before any page is made. `npm run docs:version` runs the same checks
 * before it writes anything.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ContentError } from "./contentError";
import { RELEASE_NAME } from "./releaseName";
import { NEXT_VERSION, docsVersion, versionContent, versionNamed, type DocsVersion } from "../config/versions";

export class VersionsError extends ContentError {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks the parsed file and returns it typed; throws one VersionsError naming the field. */
export function checkVersions(data: unknown, file: string): DocsVersion[] {
  const fail = (field: string, problem: string): never => {
    throw new VersionsError(`${file}: ${field}: ${problem}`);
  };
  if (!Array.isArray(data))
    return fail("(top level)", 'must be a list of versions: [{ "name": …, "label": …, "isLast": … }, …].');
  if (!data.length) fail("(top level)", "lists no version.");
  const names = new Map<string, number>();
  const labels = new Map<string, number>();
  const versions = data.map((v: unknown, i): DocsVersion => {
    const at = `[${i}]`;
    if (!isRecord(v)) return fail(at, "must be an object with name, label and isLast.");
    for (const key of Object.keys(v))
      if (!["name", "label", "isLast"].includes(key))
        fail(`${at}.${key}`, "is not a field of a version (name, label, isLast).");
    if (typeof v.name !== "string") fail(`${at}.name`, "must be text.");
    if (typeof v.label !== "string") fail(`${at}.label`, "must be text.");
    if (typeof v.isLast !== "boolean") fail(`${at}.isLast`, "must be true or false.");
    const { name, label, isLast } = v as unknown as DocsVersion;
    if (name !== NEXT_VERSION && !RELEASE_NAME.test(name))
      fail(
        `${at}.name`,
        `"${name}" is neither "${NEXT_VERSION}" (the writable docs) nor a release name such as 1.0.0-beta.10.`,
      );
    if (!label.trim()) fail(`${at}.label`, "must be text.");
    const sameName = names.get(name);
    if (sameName !== undefined) fail(`${at}.name`, `"${name}" is also the name of [${sameName}].`);
    const sameLabel = labels.get(label);
    if (sameLabel !== undefined)
      fail(
        `${at}.label`,
        `"${label}" is also the label of [${sameLabel}]: the version switch could not tell them apart.`,
      );
    names.set(name, i);
    labels.set(label, i);
    return docsVersion({ name, label, isLast });
  });
  const last = versions.filter((v) => v.isLast);
  if (last.length !== 1)
    fail(
      "isLast",
      `exactly one version is the latest; ${last.length} are (${last.map((v) => v.name).join(", ") || "none"}).`,
    );
  if (!versions.some((v) => v.name === NEXT_VERSION))
    fail("(top level)", `lists no "${NEXT_VERSION}" version (the writable docs in content/docs).`);
  return versions;
}

/** Every listed version has its docs and sidebars on disk (a frozen one under content/versions/<name>/). */
export function checkVersionContent(versions: readonly DocsVersion[], file: string, root: string): void {
  versions.forEach((v, i) => {
    const where = versionContent(v.name);
    for (const needed of [where.docs, where.sidebars]) {
      if (!existsSync(path.join(root, needed)))
        throw new VersionsError(`${file}: [${i}].name: version "${v.name}" is listed, but ${needed} does not exist.`);
    }
  });
}

/** The listed version a content file belongs to (`label` names the file); a folder of an unlisted version is an error. */
export function listedVersionOf(versionName: string, label: string): DocsVersion {
  const version = versionNamed(versionName);
  if (!version)
    throw new VersionsError(
      `${label}: content/versions/${versionName}/ is not a version listed in content/versions.json: add it there (npm run docs:version makes both) or delete the folder.`,
    );
  return version;
}
