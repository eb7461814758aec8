/**
 * The hosted search service, used when its three settings are present at build time.
 * Contextual search: results are filtered to the site language and the current docs version.
 */
import type { DocSearchTransformClient } from "@docsearch/react";
import { site, docVersions } from "../config/site";
import type { SearchStatus } from "./localClient";

export interface HostedConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

export function hostedConfigFromEnv(env: Record<string, string | undefined>): HostedConfig | null {
  const appId = env.GATSBY_DOCSEARCH_APP_ID;
  const apiKey = env.GATSBY_DOCSEARCH_API_KEY;
  const indexName = env.GATSBY_DOCSEARCH_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : null;
}

export function contextualFilters(): (string | string[])[] {
  const version = docVersions.find((v) => v.isLast)?.name ?? "current";
  return [`language:${site.lang}`, ["docusaurus_tag:default", `docusaurus_tag:docs-default-${version}`]];
}

/** The props DocSearch needs for the hosted index, with failures reported to `status`. */
export function hostedProps(config: HostedConfig, status: SearchStatus) {
  return {
    appId: config.appId,
    apiKey: config.apiKey,
    indices: [{ name: config.indexName, searchParameters: { facetFilters: contextualFilters() } }],
    transformSearchClient: (client: DocSearchTransformClient): DocSearchTransformClient => ({
      ...client,
      search: (async (...args: Parameters<DocSearchTransformClient["search"]>) => {
        try {
          const result = await client.search(...args);
          status.onSuccess();
          return result;
        } catch (err) {
          status.onFailure(err);
          throw err;
        }
      }) as DocSearchTransformClient["search"],
    }),
  };
}
