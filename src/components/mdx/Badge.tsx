import React from "react";
import * as styles from "./Badge.module.css";

type Props = { added?: string; removed?: string; children?: React.ReactNode };

/** Badge text for a version: "自 1.0.0-beta.9 起" / "1.0.0-beta.9 起已移除". */
export function badgeText({ added, removed }: Pick<Props, "added" | "removed">): string | null {
  if (removed) return `${removed} 起已移除`;
  if (added) return `自 ${added} 起`;
  return null;
}

/** A small inline label: `<Badge added="1.0.0-beta.9" />`, `<Badge removed="…" />` or `<Badge>新</Badge>`. */
export default function Badge({ added, removed, children }: Props) {
  const kind = removed ? styles.removed : added ? styles.added : styles.note;
  return <span className={`${styles.badge} ${kind}`}>{badgeText({ added, removed }) ?? children}</span>;
}
