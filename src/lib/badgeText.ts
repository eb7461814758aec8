/** What a version badge says, on a page (`<Badge>`), in the sidebar and on an API endpoint. */
import type { SidebarBadge } from "./frontmatter";

export type BadgeKind = "added" | "removed" | "note";

export function badgeKind(b: Partial<Record<"added" | "removed" | "text", string | null>>): BadgeKind {
  return b.removed ? "removed" : b.added ? "added" : "note";
}

/** "自 1.0.0-beta.9 起" / "1.0.0-beta.9 起已移除"; null when neither release is given. */
export function badgeText({ added, removed }: Partial<Record<"added" | "removed", string | null>>): string | null {
  if (removed) return `${removed} 起已移除`;
  if (added) return `自 ${added} 起`;
  return null;
}

export const sidebarBadgeText = (b: SidebarBadge): string => ("text" in b ? b.text : (badgeText(b) ?? ""));

/**
 * The badge an API reference page shows in the sidebar when its front matter sets none: removed
 * when every endpoint on it was removed in one release, added when every one appeared in one.
 */
export function endpointPageBadge(
  endpoints: readonly { since?: string | null; removed?: string | null }[],
): SidebarBadge | null {
  const only = (values: (string | null | undefined)[]) =>
    values.every(Boolean) && new Set(values).size === 1 ? values[0] : null;
  if (!endpoints.length) return null;
  const removed = only(endpoints.map((e) => e.removed));
  if (removed) return { removed };
  const added = only(endpoints.map((e) => e.since));
  return added ? { added } : null;
}
