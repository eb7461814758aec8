import React from "react";
import * as styles from "./Details.module.css";

/**
 * A collapsible block on <details>: opens and closes without JavaScript, prints open
 * (Details.module.css). `summary` is the line the reader clicks.
 */
export default function Details({
  summary,
  open,
  children,
}: {
  summary: string;
  open?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
