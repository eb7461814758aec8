import React from "react";
import { site } from "../../config/site";

/**
 * A docs page says its version on <html> (Gatsby's Head API sets the attribute in the built HTML
 * and on every client-side navigation), so the browser's search and the build's search index read
 * it instead of working the version out from the URL.
 */
export default function DocVersionAttribute({ version }: { version: string }) {
  // lang as gatsby-ssr sets it for every page; named here too, as an <html> element must.
  return <html lang={site.lang} data-docs-version={version} />;
}
