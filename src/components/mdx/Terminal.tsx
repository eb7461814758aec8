import React from "react";
import * as styles from "./Terminal.module.css";

/** A terminal window around a shell session's code block (src/lib/mdx/rehypeTerminal.ts). */
export default function Terminal({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <figure className={styles.terminal}>
      <figcaption className={styles.bar}>
        <span className={styles.dots} aria-hidden="true" />
        {title}
      </figcaption>
      {children}
    </figure>
  );
}
