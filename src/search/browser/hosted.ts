/**
 * The hosted search service, used when its three settings are present at build time.
 * Contextual search, as Docusaurus does it: results are filtered to the site language, and to
 * the pages that are not docs plus the docs of the version in view (the latest off the docs).
 * The pages carry the tags the crawler records (DocSearchMeta.tsx).
 */
import type { DocSearchTransformClient } from "@docsearch/react";
import { site } from "../../config/site";
import { latestVersion, type DocsVersion } from "../../config/versions";
import type { hostedSearchConfig } from "../../config/env";

export type HostedConfig = NonNullable<ReturnType<typeof hostedSearchConfig>>;

/** What the modal learns from each request to the service. */
export interface SearchStatus {
  onFailure: (error: unknown) => void;
  onSuccess: () => void;
}

/** The tags hosted records carry (as Docusaurus's crawler writes them) and queries filter on. */
export function contextTags(version: Pick<DocsVersion, "name"> = latestVersion) {
  return { language: site.lang, pages: "default", docs: docsTag(version) };
}

/** A docs page's tag, Docusaurus's `docs-<plugin id>-<version name>` (one docs plugin: "default"). */
export const docsTag = (version: Pick<DocsVersion, "name">): string => `docs-default-${version.name}`;

/** DocSearch's facetFilters: the language, and (either) the non-docs pages or the docs of `version`. */
export function contextualFilters(version: Pick<DocsVersion, "name"> = latestVersion): (string | string[])[] {
  const tags = contextTags(version);
  return [`language:${tags.language}`, [`docusaurus_tag:${tags.pages}`, `docusaurus_tag:${tags.docs}`]];
}

/** The props DocSearch needs for the hosted index searched in `version`, with failures reported to `status`. */
export function hostedProps(
  config: HostedConfig,
  status: SearchStatus,
  version: Pick<DocsVersion, "name"> = latestVersion,
) {
  return {
    appId: config.appId,
    apiKey: config.apiKey,
    indices: [{ name: config.indexName, searchParameters: { facetFilters: contextualFilters(version) } }],
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
