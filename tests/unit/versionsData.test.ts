import { describe, expect, it } from "vitest";
import { checkVersions, VersionsError } from "../../src/lib/versionsData";
import { docVersions, VERSIONS_FILE as FILE, type ListedVersion } from "../../src/config/versions";
// The file's entries, as content/versions.json lists them.
const next: ListedVersion = { name: "next", label: "下一版本", isLast: false };
const latest: ListedVersion = { name: "1.0.0-beta.10", label: "1.0.0-beta.10", isLast: true };
const listed = ({ name, label, isLast }: ListedVersion): ListedVersion => ({ name, label, isLast });
const problem = (versions: ListedVersion[]) => {
  try {
    checkVersions(versions, FILE);
  } catch (e) {
    expect(e).toBeInstanceOf(VersionsError);
    return (e as Error).message;
  }
  return null;
};

describe("the docs versions list", () => {
  it("accepts today's list and a next beside a release", () => {
    expect(problem(docVersions.map(listed))).toBeNull();
    expect(problem([next, latest])).toBeNull();
  });

  it("names the file and the field of each mistake", () => {
    expect(problem([next, { ...latest, name: "beta11" }])).toBe(
      `${FILE}: [1].name: "beta11" is neither "next" (the writable docs) nor a release name such as 1.0.0-beta.10.`,
    );
    expect(problem([next, latest, { ...latest, isLast: false }])).toBe(
      `${FILE}: [2].name: "1.0.0-beta.10" is also the name of [1].`,
    );
    expect(problem([{ ...next, label: "1.0.0-beta.10" }, latest])).toBe(
      `${FILE}: [1].label: "1.0.0-beta.10" is also the label of [0]: the version switch could not tell them apart.`,
    );
    expect(problem([next, { ...latest, isLast: false }])).toBe(
      `${FILE}: isLast: exactly one version is the latest; 0 are (none).`,
    );
    expect(problem([{ ...next, isLast: true }, latest])).toBe(
      `${FILE}: isLast: exactly one version is the latest; 2 are (next, 1.0.0-beta.10).`,
    );
    expect(problem([latest])).toBe(
      `${FILE}: (top level): lists no "next" version (the writable docs in content/docs).`,
    );
  });
});
