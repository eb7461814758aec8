import React from "react";
import * as styles from "./FileTree.module.css";

/**
 * A folder and file tree written as a bullet list (src/lib/mdx/remarkFileTree.ts marks folders
 * and files at build time): text a reader can copy, search and hear, instead of a picture.
 */
export default function FileTree({ children }: { children?: React.ReactNode }) {
  return <div className={styles.tree}>{children}</div>;
}
