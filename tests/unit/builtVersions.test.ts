import { afterEach, describe, expect, it } from "vitest";
import { builtVersions } from "../../src/node/data/builtVersions";
import { developServesAllVersions } from "../../src/config/env";
import { docsVersion, type DocsVersion } from "../../src/config/versions";

const next: DocsVersion = docsVersion({ name: "next", label: "next", isLast: false });
const latest: DocsVersion = docsVersion({ name: "1.0.0-beta.10", label: "1.0.0-beta.10", isLast: true });
const saved = { command: process.env.gatsby_executing_command, setting: process.env.ARCADIA_DEVELOP_VERSIONS };

afterEach(() => {
  for (const [key, value] of [
    ["gatsby_executing_command", saved.command],
    ["ARCADIA_DEVELOP_VERSIONS", saved.setting],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("the versions gatsby makes pages for", () => {
  it("a build makes every version", () => {
    process.env.gatsby_executing_command = "build";
    delete process.env.ARCADIA_DEVELOP_VERSIONS;
    expect(developServesAllVersions()).toBe(true);
    expect(builtVersions([next, latest])).toEqual([next, latest]);
  });

  it("develop serves next alone by default, every version with ARCADIA_DEVELOP_VERSIONS=all", () => {
    process.env.gatsby_executing_command = "develop";
    delete process.env.ARCADIA_DEVELOP_VERSIONS;
    expect(builtVersions([next, latest])).toEqual([next]);
    process.env.ARCADIA_DEVELOP_VERSIONS = "all";
    expect(builtVersions([next, latest])).toEqual([next, latest]);
  });

  it("a site without a writable version serves what it has", () => {
    expect(builtVersions([latest], false)).toEqual([latest]);
  });
});
