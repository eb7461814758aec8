import React from "react";
import * as styles from "./DocBanner.module.css";

interface Props {
  kind: "draft" | "unlisted" | "deprecated";
  title?: string;
  children: React.ReactNode;
}

/** A notice at the top of a page: draft, unlisted or deprecated. */
export default function DocBanner({ kind, title, children }: Props) {
  return (
    <div className={`${styles.banner} ${styles[kind]}`} role="note" data-banner={kind}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
