/**
 * The pages createPages made in this process, with their contexts. The steps after the build
 * (Markdown copies, llms.txt, OpenAPI groups) read them here rather than reading back the
 * page-data files the build wrote: the contexts come from the content nodes and the sidebars.
 */
const created = new Map<string, object>();

/** createPages starts over on every build (and on every develop refresh). */
export const forgetCreatedPages = () => created.clear();

export const rememberCreatedPage = (route: string, context: object) => void created.set(route, context);

/**
 * The context of a page made by createPages, or null when no page has that route (a draft in a
 * production build). Fails when createPages has not run in this process, since then every
 * lookup would answer "not built" and the outputs would come out empty without a word.
 */
export function createdPageContext<Context extends object>(route: string): Context | null {
  if (created.size === 0) throw new Error("no page contexts: createPages has not run in this process");
  return (created.get(route) as Context | undefined) ?? null;
}
