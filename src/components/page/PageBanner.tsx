import React from "react";
import * as styles from "./PageBanner.module.css";

interface Props {
  kind: "draft" | "unlisted" | "deprecated";
  title?: string;
  /** A version notice: which one (tests and styles find it by data-version-banner). */
  version?: "unreleased" | "unmaintained";
  children: React.ReactNode;
}

/** A notice at the top of a page: draft, unlisted or deprecated. */
export default function PageBanner({ kind, title, version, children }: Props) {
  return (
    <div className={`${styles.banner} ${styles[kind]}`} role="note" data-banner={kind} data-version-banner={version}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
