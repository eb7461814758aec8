/**
 * What the machine-readable outputs (Markdown, llms.txt, OpenAPI) read after the build: the
 * endpoint descriptions from content/api (validated as onCreateNode validates them) and the
 * context Gatsby stored for each built page (breadcrumbs, cards, sidebar) in its page-data.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { validateEndpoints, type ApiEndpointData } from "../../lib/api/endpointSchema";
import type { DocNavContext } from "../../lib/pageContexts";
import type { DocCard } from "../../lib/types";
import { inVersion, type VersionRef } from "../../config/routes";

export type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/**
 * Every endpoint description under `dir`, files in path order, entries in file order; with a
 * version, `page` and `replacedBy` are made into that version's routes (as the build does).
 */
export function readEndpoints(dir: string, version?: VersionRef): ApiEndpointData[] {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.ya?ml$/.test(f)).sort();
  const endpoints = files.flatMap((f) =>
    validateEndpoints(yaml.load(readFileSync(path.join(dir, f), "utf8")), `${dir}/${f}`),
  );
  if (!version) return endpoints;
  return endpoints.map((e) => ({
    ...e,
    page: inVersion(e.page, version),
    replacedBy: e.replacedBy && inVersion(e.replacedBy, version),
  }));
}

/** The page-data.json of a route ("/" → page-data/index/page-data.json). */
export const pageDataFile = (publicDir: string, route: string) =>
  path.join(publicDir, "page-data", route === "/" ? "index" : route.replace(/^\//, ""), "page-data.json");

export type DocContext = DocNavContext & { cards?: DocCard[]; label?: string; description?: string };

/** The page context of a built docs page, or null when the route was not built (a draft). */
export function docContext(publicDir: string, route: string): DocContext | null {
  const file = pageDataFile(publicDir, route);
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, "utf8")) as { result?: { pageContext?: DocContext } };
  return data.result?.pageContext ?? null;
}
