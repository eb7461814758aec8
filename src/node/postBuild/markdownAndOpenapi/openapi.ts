/** onPostBuild: the OpenAPI documents of the internal and the open API (JSON and YAML) from content/api. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { API_KINDS, buildOpenApi, groupOf, type OpenApiOptions, type Schema } from "../../../lib/openapi";
import type { ApiEndpointData } from "../../../lib/api/endpointSchema";
import { site } from "../../../config/site";
import { latestVersion, type DocsVersion } from "../../../config/versions";
import { apiPageOf, docsRoutes, machineRoutes, siteBaseUrl } from "../../../config/routes";
import { docContext } from "./sources";

/**
 * Group names and descriptions come from the sidebar: the label of the group in each endpoint
 * page's breadcrumbs (应用程序接口 › 内部接口 › Cron 定时任务) and that group's card on the API index page.
 */
function groupsOf(endpoints: ApiEndpointData[]): OpenApiOptions["groups"] {
  const groups: OpenApiOptions["groups"] = {};
  for (const e of endpoints) {
    const g = groupOf(e);
    if (groups[g]) continue;
    const at = apiPageOf(e.page);
    if (!at) continue;
    // The group's own crumb: the one right below the kind's index page.
    const crumbs = docContext(e.page)?.breadcrumbs ?? [];
    const kindIndex = docsRoutes.api(at.kind, at.version);
    const below = crumbs.findIndex((c) => c.href === kindIndex);
    const crumb = below >= 0 ? crumbs[below + 1] : undefined;
    if (!crumb) continue;
    const card = docContext(kindIndex)?.cards?.find((c) => c.href === crumb.href);
    groups[g] = { name: crumb.label, description: card?.description };
  }
  return groups;
}

export function openApiDocuments(
  endpoints: ApiEndpointData[],
  version: DocsVersion = latestVersion,
): Record<(typeof API_KINDS)[number], Schema> {
  const groups = groupsOf(endpoints);
  const build = (kind: (typeof API_KINDS)[number]) =>
    buildOpenApi(endpoints, { kind, version: version.label, siteUrl: siteBaseUrl(), port: site.panelPort, groups });
  return { internal: build("internal"), open: build("open") };
}

/** A version's documents: /openapi/ for the latest, /openapi/<segment>/ for another (src/config/routes.ts). */
export function writeOpenApi(
  publicDir: string,
  endpoints: ApiEndpointData[],
  version: DocsVersion = latestVersion,
): string[] {
  mkdirSync(path.join(publicDir, machineRoutes.openApiDir(version)), { recursive: true });
  const documents = openApiDocuments(endpoints, version);
  const written: string[] = [];
  for (const kind of API_KINDS) {
    const [json, yamlRoute] = [
      machineRoutes.openApi(kind, "json", version),
      machineRoutes.openApi(kind, "yaml", version),
    ];
    writeFileSync(path.join(publicDir, json), `${JSON.stringify(documents[kind], null, 2)}\n`);
    writeFileSync(path.join(publicDir, yamlRoute), yaml.dump(documents[kind], { lineWidth: -1, noRefs: true }));
    written.push(json, yamlRoute);
  }
  return written;
}
