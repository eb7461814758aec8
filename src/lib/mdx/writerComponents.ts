/**
 * The writer components content may use without an import. The compile refuses any other
 * capitalised element (src/node/data/mdxContent/estreeToTree.ts); the browser's map
 * (src/components/mdx/mdxComponents.tsx) renders each of these, and a unit test keeps the two equal.
 */
export const WRITER_COMPONENTS: ReadonlySet<string> = new Set([
  "Badge",
  "Details",
  "DocCardList",
  "FileTree",
  "Steps",
  "TabItem",
  "Tabs",
  "Terminal",
  "ThemedImage",
]);
