/** The folders content is read from, by source name (gatsby-source-filesystem instances). */
import { developServesAllVersions, testPagesEnabled } from "./env";
import { NEXT_VERSION, FROZEN_VERSIONS_DIR, latestVersion } from "./versions";

export type ContentSourceName = "docs" | "blog" | "api" | "sidebars" | "versions" | "fixtureDocs";

export function contentSources(): { name: ContentSourceName; path: string }[] {
  return [
    { name: "docs", path: "content/docs" },
    { name: "blog", path: "content/blog" },
    { name: "api", path: "content/api" },
    // The writable version's sidebars (next.yaml; src/lib/sidebarsData.ts).
    { name: "sidebars", path: "content/sidebars" },
    // Frozen versions: content/versions/<name>/{docs,api,cli,sidebars.yaml} (not read by develop unless asked: src/node/data/builtVersions.ts).
    ...(developServesAllVersions() ? [{ name: "versions" as const, path: FROZEN_VERSIONS_DIR }] : []),
    // Test builds add fixture docs (an unlisted page, a draft) under /docs/test/, in the latest version.
    ...(testPagesEnabled() ? [{ name: "fixtureDocs" as const, path: "tests/fixtures/docs" }] : []),
  ];
}

/** What a sourced file is: which version's docs, API descriptions or sidebars, or a blog file. */
export interface ContentPlace {
  kind: "docs" | "api" | "sidebars" | "blog" | "other";
  /** The docs version the file belongs to (docs, api, sidebars). */
  version: string;
  /** The path under its kind's folder: a doc's "cli/script/run.mdx", an API file's "internal/cron.yaml". */
  relativePath: string;
}

/** Where a file of a source belongs; a frozen version's cli/ (read by tests only) and unknown files are "other". */
export function contentPlace(sourceName: string, relativePath: string): ContentPlace {
  switch (sourceName) {
    case "docs":
    case "api":
    case "sidebars":
      return { kind: sourceName, version: NEXT_VERSION, relativePath };
    case "fixtureDocs":
      return { kind: "docs", version: latestVersion.name, relativePath };
    case "blog":
      return { kind: "blog", version: "", relativePath };
    case "versions": {
      const [version, kind, ...rest] = relativePath.split("/");
      if (kind === "sidebars.yaml" && !rest.length) return { kind: "sidebars", version, relativePath: kind };
      if (kind === "docs" || kind === "api") return { kind, version, relativePath: rest.join("/") };
      return { kind: "other", version, relativePath };
    }
    default:
      return { kind: "other", version: "", relativePath };
  }
}
