/** onPostBuild: /openapi/internal.{json,yaml} and /openapi/open.{json,yaml} from content/api. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { API_KINDS, buildOpenApi, groupOf, type OpenApiOptions, type Schema } from "../../lib/openapi";
import type { ApiEndpointData } from "../../lib/apiEndpoints";
import { docVersions, site } from "../../config/site";
import { docContext } from "./sources";

export const OPENAPI_DIR = "openapi";

/**
 * Group names and descriptions come from the sidebar: the label of the group in each endpoint
 * page's breadcrumbs (应用程序接口 › 内部接口 › Cron 定时任务) and that group's card on the API index page.
 */
function groupsOf(publicDir: string, endpoints: ApiEndpointData[]): OpenApiOptions["groups"] {
  const groups: OpenApiOptions["groups"] = {};
  for (const e of endpoints) {
    const g = groupOf(e);
    if (groups[g]) continue;
    const crumb = docContext(publicDir, e.page)?.breadcrumbs[2];
    if (!crumb) continue;
    const kindIndex = e.page.split("/").slice(0, 5).join("/");
    const card = docContext(publicDir, kindIndex)?.cards?.find((c) => c.href === crumb.href);
    groups[g] = { name: crumb.label, description: card?.description };
  }
  return groups;
}

export function openApiDocuments(publicDir: string, endpoints: ApiEndpointData[]): Record<(typeof API_KINDS)[number], Schema> {
  const groups = groupsOf(publicDir, endpoints);
  const build = (kind: (typeof API_KINDS)[number]) =>
    buildOpenApi(endpoints, { kind, version: docVersions[0].label, siteUrl: site.siteUrl, port: site.panelPort, groups });
  return { internal: build("internal"), open: build("open") };
}

export function writeOpenApi(publicDir: string, endpoints: ApiEndpointData[]): string[] {
  const dir = path.join(publicDir, OPENAPI_DIR);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [kind, doc] of Object.entries(openApiDocuments(publicDir, endpoints))) {
    writeFileSync(path.join(dir, `${kind}.json`), `${JSON.stringify(doc, null, 2)}\n`);
    writeFileSync(path.join(dir, `${kind}.yaml`), yaml.dump(doc, { lineWidth: -1, noRefs: true }));
    written.push(`/${OPENAPI_DIR}/${kind}.json`, `/${OPENAPI_DIR}/${kind}.yaml`);
  }
  return written;
}
