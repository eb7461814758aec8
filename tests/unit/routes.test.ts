import { describe, expect, it } from "vitest";
import {
  apiPageOf,
  docsRoutes,
  isDevDocsRoute,
  machineRoutes,
  parseDocsRoute,
  searchRoutes,
  versionSegment,
} from "../../src/config/routes";
import { docsVersion, type DocsVersion } from "../../src/config/versions";

// Three versions as a release leaves them: the writable docs ("next", served as next), the
// latest release and an older one.
const next: DocsVersion = docsVersion({ name: "next", label: "下一版本", isLast: false });
const latest: DocsVersion = docsVersion({ name: "1.0.0-beta.11", label: "1.0.0-beta.11", isLast: true });
const older: DocsVersion = docsVersion({ name: "1.0.0-beta.10", label: "1.0.0-beta.10", isLast: false });
const versions = [next, latest, older];

describe("docs routes per version", () => {
  it("puts the latest at /docs, the writable docs at /docs/next and an older version at /docs/<name>", () => {
    expect([latest, next, older].map((v) => versionSegment(v))).toEqual([null, "next", "1.0.0-beta.10"]);
    expect(docsRoutes.root(latest)).toBe("/docs");
    expect(docsRoutes.root(next)).toBe("/docs/next");
    expect(docsRoutes.doc("index", older)).toBe("/docs/1.0.0-beta.10");
    expect(docsRoutes.doc("cli/script/run", next)).toBe("/docs/next/cli/script/run");
    expect(docsRoutes.category("其它", older)).toBe("/docs/1.0.0-beta.10/category/其它");
    expect(docsRoutes.devDocs(next)).toBe("/docs/next/dev/api");
    expect(docsRoutes.api("open", latest)).toBe("/docs/dev/api/open");
  });

  it("with no version given, builds the latest's routes (today's only version)", () => {
    expect(docsRoutes.root()).toBe("/docs");
    expect(docsRoutes.doc("CHANGELOG")).toBe("/docs/CHANGELOG");
    expect(docsRoutes.devDocs()).toBe("/docs/dev/api");
  });

  it("parses a route back into its version and doc id, and every built route round-trips", () => {
    expect(parseDocsRoute("/docs/next/cli", versions)).toEqual({ version: next, id: "cli" });
    expect(parseDocsRoute("/docs/cli/", versions)).toEqual({ version: latest, id: "cli" });
    expect(parseDocsRoute("/docs/1.0.0-beta.10", versions)).toEqual({ version: older, id: "index" });
    expect(parseDocsRoute("/docs", versions)).toEqual({ version: latest, id: "index" });
    expect(parseDocsRoute("/documents", versions)).toBeNull();
    expect(parseDocsRoute("/blog/welcome", versions)).toBeNull();
    for (const v of versions)
      for (const id of ["index", "cli", "dev/api/internal/cron/page"])
        expect(parseDocsRoute(docsRoutes.doc(id, v), versions)).toEqual({ version: v, id });
  });

  it("decides what a developer page and an API page are from the route alone", () => {
    expect(isDevDocsRoute("/docs/dev/message")).toBe(true);
    expect(isDevDocsRoute("/docs/dev")).toBe(true);
    expect(isDevDocsRoute("/docs/developer")).toBe(false);
    expect(isDevDocsRoute("/docs/cli")).toBe(false);
    expect(apiPageOf("/docs/dev/api/internal/cron/page")).toMatchObject({ kind: "internal", group: "cron" });
    expect(apiPageOf("/docs/dev/api/open")).toMatchObject({ kind: "open", group: "" });
    expect(apiPageOf("/docs/dev/message")).toBeNull();
  });
});

describe("search and machine-output routes", () => {
  it("builds the search page with and without a query", () => {
    expect(searchRoutes.page()).toBe("/search");
    expect(searchRoutes.page("a b")).toBe("/search?q=a%20b");
    expect(searchRoutes.template("q")).toBe("/search?q={q}");
    expect(searchRoutes.manifest).toBe(`/${searchRoutes.dir}/${searchRoutes.manifestFile}`);
  });

  it("puts the latest's OpenAPI at /openapi and another version's under its segment", () => {
    expect(machineRoutes.openApi("internal", "json")).toBe("/openapi/internal.json");
    expect(machineRoutes.openApi("open", "yaml", latest)).toBe("/openapi/open.yaml");
    expect(machineRoutes.openApi("open", "yaml", next)).toBe("/openapi/next/open.yaml");
    expect(machineRoutes.openApiDir(older)).toBe("openapi/1.0.0-beta.10");
  });

  it("gives every page a Markdown copy at its route plus .md", () => {
    expect(machineRoutes.markdown("/docs/next")).toBe("/docs/next.md");
    expect(machineRoutes.markdown("/")).toBe("/index.md");
    expect(machineRoutes.markdown("/docs/cli/")).toBe("/docs/cli.md");
  });
});
