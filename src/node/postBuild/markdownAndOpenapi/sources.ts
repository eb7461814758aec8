/**
 * What the machine-readable outputs (Markdown, llms.txt, OpenAPI) read after the build: the
 * endpoint descriptions from content/api (validated as onCreateNode validates them) and the
 * context createPages gave each page (breadcrumbs, cards, sidebar), kept in memory.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { ENDPOINT_FIELDS, validateEndpoints, type ApiEndpointData } from "../../../lib/api/endpointSchema";
import type { ApiEndpointNode } from "../../../lib/api/endpointNode";
import type { DocNavContext } from "../../../lib/pageContexts";
import type { DocCard } from "../../../lib/types";
import { inVersion, type VersionRef } from "../../../config/routes";
import { createdPageContext } from "../../data/createdPages";

export type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/**
 * Every endpoint description under `dir` read from its YAML (for tests and scripts; the build
 * uses the nodes: endpointsFromNodes), files in path order, entries in file order; with a
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

/**
 * One version's endpoint descriptions from the ApiEndpoint nodes onCreateNode made (so the YAML
 * is read once), in the order of readEndpoints: files in path order, entries in file order.
 * Only the described fields are kept; the node's JSON texts are already pretty-printed.
 */
export function endpointsFromNodes(nodes: readonly ApiEndpointNode[], version: string): ApiEndpointData[] {
  const keys = Object.keys(ENDPOINT_FIELDS) as (keyof ApiEndpointData)[];
  return nodes
    .filter((n) => n.version === version)
    .sort((a, b) => (a.file === b.file ? a.order - b.order : a.file < b.file ? -1 : 1))
    .map((n) => Object.fromEntries(keys.map((k) => [k, n[k]])) as ApiEndpointData);
}

export type DocContext = DocNavContext & { cards?: DocCard[]; label?: string; description?: string };

/** The context createPages gave a docs page, or null when the route was not built (a draft). */
export const docContext = (route: string) => createdPageContext<DocContext>(route);
