import React from "react";
import type { GatsbySSR } from "gatsby";
import { site } from "./src/config/site";
import { announcementScript, colorModeScript } from "./src/head/inlineScripts";
import { analyticsEnv } from "./src/config/env";
import { providerScripts } from "./src/lib/analyticsProviders";
import { cssStringLiteral } from "./src/lib/inlineCode";

export { wrapPageElement } from "./src/components/layout/wrapPageElement";

/** <html lang> for every page, and the no-flash head scripts (colour mode, announcement). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  // data-theme is set again by the head script before first paint; this is the no-JS default.
  setHtmlAttributes({ lang: site.lang, ...({ "data-theme": site.defaultColorMode } as Record<string, string>) });
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />,
    <script key="announcement" dangerouslySetInnerHTML={{ __html: announcementScript() }} />,
    // Printed links show full addresses (src/styles/print.css).
    <style
      key="print-origin"
      dangerouslySetInnerHTML={{ __html: `@media print{:root{--print-origin:${cssStringLiteral(site.siteUrl)}}}` }}
    />,
    // Analytics providers that are on (none by default): one external script each.
    ...providerScripts(analyticsEnv()).map((p) => (
      <script key={`analytics-${p.provider}`} async src={p.src} data-analytics={p.provider} {...p.attributes} />
    )),
  ]);
};
