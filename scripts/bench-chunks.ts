/**
 * Per-chunk breakdown for npm run bench: what each file a page loads is, named from Gatsby's
 * webpack stats (public/webpack.stats.json): the runtime, React (framework), Gatsby's app, the
 * page's own component, chunks shared between page components, lazy chunks.
 */
export interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
}

/** A readable name for a file of public/, from the chunk groups that list it. */
export function chunkLabels(stats: WebpackStats): (file: string) => string {
  const groupsOf = new Map<string, string[]>();
  for (const [group, files] of Object.entries(stats.assetsByChunkName)) {
    for (const f of files) groupsOf.set(`/${f}`, [...(groupsOf.get(`/${f}`) ?? []), group]);
  }
  return (file) => {
    const base = file.replace(/^\//, "");
    const fixed = ["webpack-runtime", "framework", "app", "polyfill"].find((n) => base.startsWith(`${n}-`));
    if (fixed)
      return fixed === "framework"
        ? "framework (React, React DOM)"
        : fixed === "app"
          ? "app (Gatsby runtime, gatsby-browser)"
          : fixed;
    const groups = (groupsOf.get(file) ?? []).filter((g) => g.startsWith("component---"));
    if (groups.length === 0) return "lazy chunk (not a page component's)";
    if (groups.length === 1)
      return `page component ${groups[0]
        .replace(/^component---/, "")
        .replace(/-content-file-path-content-/, " ← ")
        .slice(0, 60)}`;
    return `shared by ${groups.length} page components`;
  };
}
