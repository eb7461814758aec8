/** Shapes shared by build-time modules and the templates that render their output. */
import type { SidebarBadge } from "./frontmatter";

export interface NavLink {
  label: string;
  href: string;
}

export type SidebarItem =
  | { kind: "link"; label: string; href: string; badge?: SidebarBadge }
  | { kind: "category"; label: string; href: string | null; items: SidebarItem[]; badge?: SidebarBadge };

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
