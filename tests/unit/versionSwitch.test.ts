import { describe, expect, it } from "vitest";
import { navbarDocsLink, preferredVersion, switchTarget } from "../../src/lib/versionSwitch";
import { docsVersion, type DocsVersion } from "../../src/config/versions";

const next: DocsVersion = docsVersion({ name: "next", label: "下一版本", isLast: false });
const latest: DocsVersion = docsVersion({ name: "1.0.0-beta.11", label: "1.0.0-beta.11", isLast: true });
const older: DocsVersion = docsVersion({ name: "1.0.0-beta.10", label: "1.0.0-beta.10", isLast: false });
const versions = [next, latest, older];

describe("the version switch", () => {
  const olderRoutes = new Set(["/docs/1.0.0-beta.10", "/docs/1.0.0-beta.10/cli/script/run"]);
  const nextRoutes = new Set(["/docs/next", "/docs/next/cli/script/run", "/docs/next/cli/raw"]);

  it("keeps the reader on the same page when the target version has it", () => {
    expect(switchTarget("/docs/cli/script/run", older, olderRoutes, versions)).toBe(
      "/docs/1.0.0-beta.10/cli/script/run",
    );
    expect(switchTarget("/docs/1.0.0-beta.10/cli/script/run", next, nextRoutes, versions)).toBe(
      "/docs/next/cli/script/run",
    );
    expect(switchTarget("/docs/next", older, olderRoutes, versions)).toBe("/docs/1.0.0-beta.10");
  });

  it("falls back to the target's docs root when the page is not there", () => {
    expect(switchTarget("/docs/next/cli/raw", older, olderRoutes, versions)).toBe("/docs/1.0.0-beta.10");
    expect(switchTarget("/blog/welcome", next, nextRoutes, versions)).toBe("/docs/next");
  });
});

describe("the remembered version", () => {
  it("counts only a version the site still has", () => {
    expect(preferredVersion("1.0.0-beta.10", versions)).toBe(older);
    expect(preferredVersion("1.0.0-beta.7", versions)).toBeNull();
    expect(preferredVersion(null, versions)).toBeNull();
  });

  it("sends the navbar's docs links into it, else to the latest", () => {
    expect(navbarDocsLink("docs", next)).toBe("/docs/next");
    expect(navbarDocsLink("dev", older)).toBe("/docs/1.0.0-beta.10/dev/api");
    expect(navbarDocsLink("docs", null)).toBe("/docs");
    expect(navbarDocsLink("dev", null)).toBe("/docs/dev/api");
  });
});
