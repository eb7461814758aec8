import React from "react";
import * as styles from "./Steps.module.css";

/** A numbered procedure: wraps one Markdown ordered list and draws its numbers and a guide line. */
export default function Steps({ children }: { children?: React.ReactNode }) {
  return <div className={styles.steps}>{children}</div>;
}
