/** What every page producer shares: template paths, the source-file context, createPage bound to the route table, and running a query. */
import path from "node:path";
import type { Actions, CreatePagesArgs, Page } from "gatsby";
import { RouteTable } from "../../lib/routeTable";
import { ContentError } from "../../lib/contentError";
import type { SourceFileContext } from "../../lib/pageContexts";
import { lastUpdatedOf } from "./contentFileDates";
import { rememberCreatedPage } from "./createdPages";

export const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** The source file and its last-updated date (git, else mtime), computed on every build. */
export const sourceFileContext = (contentFilePath: string): SourceFileContext => ({
  sourceFile: path.relative(process.cwd(), contentFilePath).split(path.sep).join("/"),
  lastUpdated: lastUpdatedOf(contentFilePath),
});

/**
 * createPage with the context type of the page kind, so producer and template agree, and with
 * the source of the page, so that two sources for one route fail naming both. The context is
 * kept for the steps after the build (createdPages.ts).
 */
export const pageCreator =
  (actions: Actions, routes: RouteTable) =>
  <Context extends object>(source: string, page: Page<Context>) => {
    routes.claim(page.path, source);
    actions.createPage<Context>(page);
    rememberCreatedPage(page.path, page.context ?? {});
  };

/**
 * A query fails when a resolver met bad content: the table of contents of a page whose MDX
 * does not parse reports "<file>:<line>:<column>: …". That is the writer's message, shown short.
 */
export async function run<T>(args: CreatePagesArgs, query: string): Promise<T> {
  const result = await args.graphql<T>(query);
  const errors = (result.errors ?? []) as { message?: string }[];
  if (errors.length) throw new ContentError(errors.map((e) => e.message ?? JSON.stringify(e)).join("\n"));
  if (!result.data) throw new Error(`GraphQL: query ${query.slice(0, 40)}… returned no data`);
  return result.data;
}
