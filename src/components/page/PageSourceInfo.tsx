import React from "react";
import type { SourceFileContext } from "../../lib/pageContexts";
import EditThisPage from "./EditThisPage";
import LastUpdated from "./LastUpdated";
import * as styles from "./PageSourceInfo.module.css";

/** The line under a docs page or post: edit link on the left, last-updated date on the right. */
export default function PageSourceInfo({ source }: { source: SourceFileContext }) {
  return (
    <div className={styles.info} data-testid="page-source-info">
      <EditThisPage sourceFile={source.sourceFile} />
      {source.lastUpdated ? (
        <span className={styles.date}>
          <LastUpdated value={source.lastUpdated} />
        </span>
      ) : null}
    </div>
  );
}
