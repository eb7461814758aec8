import React from "react";
import { site } from "../../config/site";
import { parseDocsRoute } from "../../config/routes";
import { docsTag } from "../../search/browser/hosted";

/**
 * The tags the hosted service's crawler records for a page, as Docusaurus writes them
 * (`docsearch:language`, and `docsearch:version` with `docsearch:docusaurus_tag`): a docs page
 * is tagged with its version, every other page "default". Contextual search filters on them
 * (src/search/browser/hosted.ts). For the Head of every page, given the page's route.
 */
export default function DocSearchMeta({ path }: { path: string }) {
  const version = parseDocsRoute(path)?.version;
  return (
    <>
      <meta name="docsearch:language" content={site.lang} />
      {version ? <meta name="docsearch:version" content={version.name} /> : null}
      <meta name="docsearch:docusaurus_tag" content={version ? docsTag(version) : "default"} />
    </>
  );
}
