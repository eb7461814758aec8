/** createPages: checks the whole site once, then makes the docs pages of each built version and the blog. */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { sidebarsOfVersion, type SidebarsConfig } from "../../lib/sidebarsData";
import { isProductionBuild, testPagesEnabled } from "../../config/env";
import { todayForPosts } from "../../lib/blog";
import { checkSite } from "../../lib/siteChecks";
import type { EmptyContext } from "../../lib/pageContexts";
import { builtVersions } from "./builtVersions";
import { forgetCreatedPages } from "./createdPages";
import { forgetSharedCompiles } from "./mdxContent/compilePage";
import { startCompilePool, stopCompilePool } from "./mdxContent/compilePool";
import { pageCreator, run } from "./pageCreation";
import { createDocPages, docMeta, docsQuery, endpointsByPage, type DocsQuery } from "./docPages";
import { createBlogPages, blogQuery, type BlogQuery } from "./blogPages";
import { createUpgradePages, diffMarkKey, UPGRADE_QUERY, type UpgradeQuery } from "./upgradePages";

export async function createPages(args: CreatePagesArgs): Promise<void> {
  forgetCreatedPages();
  forgetSharedCompiles();
  // A production build compiles every page's content here: on the cores' worker threads.
  if (isProductionBuild()) startCompilePool();
  try {
    await createAllPages(args);
  } finally {
    const pooled = await stopCompilePool();
    if (pooled.compiled)
      args.reporter.info(`content: ${pooled.compiled} texts compiled on ${pooled.workers} worker threads`);
  }
}

async function createAllPages(args: CreatePagesArgs): Promise<void> {
  const docs = await run<DocsQuery>(args, docsQuery());
  const blog = await run<BlogQuery>(args, blogQuery());
  // Validated when the node was made (src/node/data/content.ts).
  const sidebarSources = docs.allDocSidebars.nodes.map((n) => ({
    file: n.file,
    config: JSON.parse(n.config) as SidebarsConfig,
  }));
  const built = builtVersions();
  const versions = built.map((version) => {
    const endpointsOf = endpointsByPage(docs.allApiEndpoint.nodes, version.name);
    return {
      version,
      docs: docs.allDoc.nodes
        .filter((d) => d.version === version.name)
        .map((d) => ({
          ...docMeta(d, endpointsOf.get(d.path) ?? []),
          path: d.path,
          draft: d.draft,
          redirectFrom: d.redirectFrom,
        })),
      endpoints: docs.allApiEndpoint.nodes.filter((e) => e.version === version.name),
      sidebars: sidebarsOfVersion(sidebarSources, version.name),
    };
  });
  const today = todayForPosts();
  // The checks `npm run check:mdx` runs too, before any page exists.
  const { routes, resolved } = checkSite({
    versions,
    posts: blog.allBlogPost.nodes,
    authors: blog.allBlogAuthor.nodes.map((a) => a.key),
    tags: blog.allBlogTag.nodes,
    production: isProductionBuild(),
    today,
  });
  for (const sidebars of resolved.values()) for (const warning of sidebars.warnings) args.reporter.warn(warning);
  // Every version's routes, for the version switch (the same page in another version, else its root).
  const routesOf = new Map(built.map((v) => [v.name, new Set(Object.keys(resolved.get(v.name)?.navByPath ?? {}))]));
  // Upgrade guides and page diffs between versions; the docs pages' version switch marks the diffs.
  const published = (d: { draft: boolean }) => !(isProductionBuild() && d.draft);
  // With one version built (gatsby develop, by default) there is no pair to compare: no query of every page's content.
  const marks =
    built.length > 1
      ? createUpgradePages(args, routes, await run<UpgradeQuery>(args, UPGRADE_QUERY), built, resolved, published)
      : new Map<string, string>();
  const diffOf = (pagePath: string, other: string) => marks.get(diffMarkKey(pagePath, other));
  for (const version of built) {
    const sidebars = resolved.get(version.name);
    if (sidebars)
      createDocPages(
        args,
        routes,
        docs,
        version,
        sidebars,
        versions.find((v) => v.version === version)?.sidebars.file ?? "",
        routesOf,
        diffOf,
      );
  }
  createBlogPages(args, routes, blog, today);
  if (testPagesEnabled()) {
    // Test-only page that throws while rendering, to exercise the crash screen.
    const fixture = path.resolve("tests/fixtures/templates/test-crash.tsx");
    pageCreator(args.actions, routes)<EmptyContext>("tests/fixtures/templates/test-crash.tsx", {
      path: "/__test__/crash",
      component: fixture,
      context: {},
    });
  }
}
