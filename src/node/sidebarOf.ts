/** Which sidebar lists a doc (for the Doc node's `sidebar` field). Pure. */
import type { SidebarConfigItem, SidebarsConfig } from "../config/sidebars";

function contains(items: SidebarConfigItem[], id: string): boolean {
  return items.some((item) =>
    typeof item === "string" ? item === id : (item.link?.type === "doc" && item.link.id === id) || contains(item.items, id),
  );
}

export function sidebarOf(config: SidebarsConfig, id: string, displayed: string | null | undefined): string | null {
  if (displayed !== undefined) return displayed;
  return Object.keys(config).find((name) => contains(config[name], id)) ?? null;
}
