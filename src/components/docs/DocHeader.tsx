import React from "react";
import CopyMarkdownButton from "./CopyMarkdownButton";
import * as styles from "./DocHeader.module.css";

/** A docs page's title line: the title and the page actions (copy as Markdown). */
export default function DocHeader({ title, path }: { title: string; path: string }) {
  return (
    <div className={styles.header}>
      <h1>{title}</h1>
      <CopyMarkdownButton path={path} />
    </div>
  );
}
