/**
 * The upgrade guide from one version to another (issue #42): a template of its own, with no page
 * query (its context is the data), so the doc template's chunk does not carry it.
 */
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import Seo from "../components/layout/Seo";
import UpgradeGuide from "../components/upgrade/UpgradeGuide";
import { guideDescription, guideTitle } from "../lib/upgrade/texts";
import type { UpgradeGuideContext } from "../lib/upgrade/pageContexts";

export default function UpgradeGuideTemplate({ pageContext: c }: PageProps<object, UpgradeGuideContext>) {
  return <UpgradeGuide changes={c.changes} jsonPath={c.jsonPath} />;
}

export const Head: HeadFC<object, UpgradeGuideContext> = ({ pageContext: c }) => (
  <Seo
    title={guideTitle(c.changes.from.label, c.changes.to.label)}
    description={guideDescription(c.changes.from.label, c.changes.to.label)}
    path={c.pagePath}
    jsonLd={c.jsonLd}
  />
);
