import React from "react";
import type { DocPageContext } from "../../lib/pageContexts";
import PageSourceInfo from "../page/PageSourceInfo";
import PageFeedback from "./PageFeedback";

/** The end of a docs page's article: edit link and last-updated date, then "was this helpful?". */
export default function DocFooter({ title, source }: { title: string; source: DocPageContext }) {
  return (
    <>
      <PageSourceInfo source={source} />
      <PageFeedback title={title} path={source.pagePath} />
    </>
  );
}
