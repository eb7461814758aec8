/** Shapes shared by build-time modules and the templates that render their output. */
import type { BadgeKind } from "./badgeText";

/** A sidebar entry's badge, worded at build time so the browser ships no badge code. */
export interface SidebarEntryBadge {
  kind: BadgeKind;
  text: string;
}

export interface NavLink {
  label: string;
  href: string;
}

export type SidebarItem =
  | { kind: "link"; label: string; href: string; badge?: SidebarEntryBadge }
  | { kind: "category"; label: string; href: string | null; items: SidebarItem[]; badge?: SidebarEntryBadge };

export interface DocCard {
  label: string;
  href: string;
  description: string;
}

export interface TocItem {
  id: string;
  title: string;
  items: TocItem[];
}
