/**
 * Validation of the docs versions list (src/config/versions.ts today; the versions data file of
 * issue #24 later): one problem, naming the file and the field, fails the build before any page
 * is made. `npm run docs:version` will run the same checks before it writes anything.
 */
import { ContentError } from "./contentError";
import { CURRENT_VERSION, type DocsVersion } from "../config/versions";

export class VersionsError extends ContentError {}

/** A release name: 1.0.0, 1.0.0-beta.10. */
export const VERSION_NAME = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?$/;

export function checkVersions(versions: readonly DocsVersion[], file: string): void {
  const fail = (field: string, problem: string): never => {
    throw new VersionsError(`${file}: ${field}: ${problem}`);
  };
  if (!versions.length) fail("docVersions", "lists no version.");
  const names = new Map<string, number>();
  const labels = new Map<string, number>();
  versions.forEach((v, i) => {
    const at = `docVersions[${i}]`;
    if (v.name !== CURRENT_VERSION && !VERSION_NAME.test(v.name)) fail(`${at}.name`, `"${v.name}" is neither "${CURRENT_VERSION}" (the writable docs) nor a release name such as 1.0.0-beta.10.`);
    if (!v.label.trim()) fail(`${at}.label`, "must be text.");
    const sameName = names.get(v.name);
    if (sameName !== undefined) fail(`${at}.name`, `"${v.name}" is also the name of docVersions[${sameName}].`);
    const sameLabel = labels.get(v.label);
    if (sameLabel !== undefined) fail(`${at}.label`, `"${v.label}" is also the label of docVersions[${sameLabel}]: the version switch could not tell them apart.`);
    names.set(v.name, i);
    labels.set(v.label, i);
  });
  const last = versions.filter((v) => v.isLast);
  if (last.length !== 1) fail("isLast", `exactly one version is the latest; ${last.length} are (${last.map((v) => v.name).join(", ") || "none"}).`);
  if (!versions.some((v) => v.name === CURRENT_VERSION)) fail("docVersions", `lists no "${CURRENT_VERSION}" version (the writable docs in content/docs).`);
}
