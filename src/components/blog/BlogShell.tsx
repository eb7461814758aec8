import React from "react";
import * as styles from "./BlogShell.module.css";

interface Props {
  /** Whether the page has the year-grouped sidebar (drawn by the persistent shell, Layout). */
  sidebar: boolean;
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** Blog pages' content columns: the post or list, and an optional aside (the table of contents). */
export default function BlogShell({ sidebar, aside, children }: Props) {
  return (
    <div
      className={styles.page}
      data-has-sidebar={sidebar ? "true" : "false"}
      data-has-aside={aside ? "true" : "false"}
    >
      <div className={styles.main}>{children}</div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}
