/** The folders content is read from, by source name (gatsby-source-filesystem instances). */
import { testPagesEnabled } from "./env";

export function contentSources(): { name: "docs" | "blog" | "api" | "sidebars"; path: string }[] {
  return [
    { name: "docs", path: "content/docs" },
    { name: "blog", path: "content/blog" },
    { name: "api", path: "content/api" },
    // One YAML file per docs version (src/lib/sidebarsData.ts).
    { name: "sidebars", path: "content/sidebars" },
    // Test builds add fixture docs (an unlisted page, a draft) under /docs/test/.
    ...(testPagesEnabled() ? [{ name: "docs" as const, path: "tests/fixtures/docs" }] : []),
  ];
}
