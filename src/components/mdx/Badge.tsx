import React from "react";
import { badgeKind, badgeText } from "../../lib/badgeText";
import * as styles from "./Badge.module.css";

type Props = { added?: string; removed?: string; children?: React.ReactNode };

/** A small inline label: `<Badge added="1.0.0-beta.9" />`, `<Badge removed="…" />` or `<Badge>新</Badge>`. */
export default function Badge({ added, removed, children }: Props) {
  return (
    <span className={`${styles.badge} ${styles[badgeKind({ added, removed })]}`}>
      {badgeText({ added, removed }) ?? children}
    </span>
  );
}
