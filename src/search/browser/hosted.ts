/**
 * The hosted search service, used when its three settings are present at build time.
 * Contextual search: results are filtered to the site language and the current docs version.
 */
import type { DocSearchTransformClient } from "@docsearch/react";
import { site } from "../../config/site";
import { latestVersion } from "../../config/versions";
import type { hostedSearchConfig } from "../../config/env";

export type HostedConfig = NonNullable<ReturnType<typeof hostedSearchConfig>>;

/** What the modal learns from each request to the service. */
export interface SearchStatus {
  onFailure: (error: unknown) => void;
  onSuccess: () => void;
}

/** The tags hosted records carry (as Docusaurus's crawler writes them) and queries filter on. */
export function contextTags() {
  const version = latestVersion.name;
  return { language: site.lang, pages: "default", docs: `docs-default-${version}` };
}

export function contextualFilters(): (string | string[])[] {
  const tags = contextTags();
  return [`language:${tags.language}`, [`docusaurus_tag:${tags.pages}`, `docusaurus_tag:${tags.docs}`]];
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
