/**
 * Resolves the sidebar configuration against the docs that exist: labels, links, generated
 * category pages, breadcrumbs and previous/next order. Pure: no Gatsby, no file access.
 */
import { ContentError } from "./contentError";
import { sidebarsFileOf, type SidebarConfigItem, type SidebarsConfig } from "./sidebarsData";
import { categoryPath, docPathFromId } from "./docPath";
import type { VersionRef } from "../config/routes";
import type { DocCard, NavLink, SidebarEntryBadge, SidebarItem } from "./types";
import { badgeKind, sidebarBadgeText } from "./badgeText";
import { t } from "../config/labels";
import type { DocFrontmatter } from "./frontmatter";

/** What the sidebars need of a doc: its front matter (src/lib/frontmatter.ts), id and file. */
export type DocMeta = Pick<DocFrontmatter, "title" | "sidebarLabel" | "description"> &
  Partial<Pick<DocFrontmatter, "sidebarBadge">> &
  Partial<Pick<DocFrontmatter, "displayedSidebar" | "draft">> & {
    id: string;
    /** For error messages. */
    file: string;
  };

export interface GeneratedCategoryPage {
  slug: string;
  path: string;
  label: string;
  description: string;
  sidebar: string;
  cards: DocCard[];
}

export interface PageNav {
  sidebar: string | null;
  breadcrumbs: NavLink[];
  previous: NavLink | null;
  next: NavLink | null;
  /** Cards of the category whose link is this page (for <DocCardList />). */
  cards: DocCard[];
}

export interface ResolvedSidebars {
  trees: Record<string, SidebarItem[]>;
  categoryPages: GeneratedCategoryPage[];
  /** Navigation for every docs path (docs and generated category pages). */
  navByPath: Record<string, PageNav>;
  /** Front matter that has no effect where it is set, naming the file. */
  warnings: string[];
}

export class SidebarError extends ContentError {}

/** The entry's badge, worded here (no key at all without one, so page data stays as it was). */
const entryBadge = (d: DocMeta): { badge?: SidebarEntryBadge } =>
  d.sidebarBadge ? { badge: { kind: badgeKind(d.sidebarBadge), text: sidebarBadgeText(d.sidebarBadge) } } : {};

interface Walk {
  sidebar: string;
  trees: Record<string, SidebarItem[]>;
  order: NavLink[];
  crumbs: Record<string, NavLink[]>;
  cards: Record<string, DocCard[]>;
  categoryPages: GeneratedCategoryPage[];
  seen: Map<string, string>;
}

export interface ResolveOptions {
  skipMissingIds?: Set<string>;
  /** The sidebars file, for messages (content/sidebars/next.yaml when not given). */
  file?: string;
  /** The docs folder, for messages. */
  docsDir?: string;
  /** The version whose routes the links use (the latest when not given). */
  version?: VersionRef;
}

export function resolveSidebars(
  config: SidebarsConfig,
  docs: DocMeta[],
  options: ResolveOptions = {},
): ResolvedSidebars {
  const file = options.file ?? sidebarsFileOf();
  const docsDir = options.docsDir ?? "content/docs";
  const docPath = (id: string) => docPathFromId(id, options.version);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const skip = options.skipMissingIds ?? new Set<string>();
  const navByPath: Record<string, PageNav> = {};
  const trees: Record<string, SidebarItem[]> = {};
  const categoryPages: GeneratedCategoryPage[] = [];
  const seen = new Map<string, string>();
  const warnings: string[] = [];

  const label = (d: DocMeta) => d.sidebarLabel ?? d.title;
  const lookup = (sidebar: string, id: string, at: string): DocMeta | null => {
    const d = byId.get(id);
    if (d) return d;
    if (skip.has(id)) return null;
    throw new SidebarError(
      `${file}: ${at}: sidebar "${sidebar}" refers to doc "${id}", but no file ${docsDir}/${id}.mdx or ${docsDir}/${id}/index.mdx exists.`,
    );
  };

  const cardOf = (item: SidebarItem): DocCard => {
    if (item.kind === "link") {
      const d = docs.find((x) => docPath(x.id) === item.href);
      return { label: item.label, href: item.href, description: d?.description ?? "" };
    }
    const d = item.href ? docs.find((x) => docPath(x.id) === item.href) : undefined;
    const generatedPage = categoryPages.find((p) => p.path === item.href);
    return {
      label: item.label,
      href: item.href ?? "",
      description:
        d?.description ?? generatedPage?.description ?? t("docs.categoryItems", { count: item.items.length }),
    };
  };

  const walk = (w: Walk, items: SidebarConfigItem[], parents: NavLink[], field: string): SidebarItem[] => {
    const out: SidebarItem[] = [];
    for (const [index, item] of items.entries()) {
      const at = `${field}[${index}]`;
      if (typeof item === "string") {
        const d = lookup(w.sidebar, item, at);
        if (!d) continue;
        const href = docPath(d.id);
        const previousSidebar = w.seen.get(d.id);
        if (previousSidebar)
          throw new SidebarError(
            `${file}: ${at}: doc "${d.id}" appears twice (sidebars "${previousSidebar}" and "${w.sidebar}").`,
          );
        w.seen.set(d.id, w.sidebar);
        const link = { label: label(d), href };
        out.push({ kind: "link", ...link, ...entryBadge(d) });
        w.order.push(link);
        w.crumbs[href] = [...parents, link];
        continue;
      }
      let href: string | null = null;
      let linkDoc: DocMeta | null = null;
      if (item.link?.type === "doc") {
        linkDoc = lookup(w.sidebar, item.link.id, `${at}.link`);
        if (linkDoc) {
          href = docPath(linkDoc.id);
          if (linkDoc.sidebarLabel) {
            warnings.push(
              `${linkDoc.file}: front matter "sidebar_label" has no effect: the page is the link of category "${item.label}" in sidebar "${w.sidebar}", whose label comes from ${file}.`,
            );
          }
          const previousSidebar = w.seen.get(linkDoc.id);
          if (previousSidebar)
            throw new SidebarError(
              `${file}: ${at}.link: doc "${linkDoc.id}" appears twice (sidebars "${previousSidebar}" and "${w.sidebar}").`,
            );
          w.seen.set(linkDoc.id, w.sidebar);
        }
      } else if (item.link?.type === "generated-index") {
        href = categoryPath(item.link.slug, options.version);
      }
      const self = { label: item.label, href: href ?? "" };
      if (href) {
        w.order.push(self);
        w.crumbs[href] = [...parents, self];
      }
      const children = walk(w, item.items, href ? [...parents, self] : parents, `${at}.items`);
      const category: SidebarItem = {
        kind: "category",
        label: item.label,
        href,
        items: children,
        ...(linkDoc ? entryBadge(linkDoc) : {}),
      };
      out.push(category);
      const cards = children.map(cardOf);
      if (href) w.cards[href] = cards;
      if (item.link?.type === "generated-index") {
        categoryPages.push({
          slug: item.link.slug,
          path: categoryPath(item.link.slug, options.version),
          label: item.label,
          description: item.link.description,
          sidebar: w.sidebar,
          cards,
        });
      }
    }
    return out;
  };

  for (const [sidebar, items] of Object.entries(config)) {
    const w: Walk = { sidebar, trees, order: [], crumbs: {}, cards: {}, categoryPages, seen };
    trees[sidebar] = walk(w, items, [], sidebar);
    w.order.forEach((link, i) => {
      navByPath[link.href] = {
        sidebar,
        breadcrumbs: w.crumbs[link.href] ?? [link],
        previous: i > 0 ? w.order[i - 1] : null,
        next: i < w.order.length - 1 ? w.order[i + 1] : null,
        cards: w.cards[link.href] ?? [],
      };
    });
  }

  // Every doc must be in a sidebar, or say which one it shows (or null for none).
  for (const d of docs) {
    const path = docPath(d.id);
    if (d.displayedSidebar === null) {
      navByPath[path] = {
        sidebar: null,
        breadcrumbs: [{ label: label(d), href: path }],
        previous: null,
        next: null,
        cards: [],
      };
      continue;
    }
    if (d.displayedSidebar !== undefined) {
      if (!(d.displayedSidebar in config)) {
        throw new SidebarError(
          `${d.file}: front matter "displayed_sidebar" is "${d.displayedSidebar}", but the sidebars are ${Object.keys(
            config,
          )
            .map((s) => `"${s}"`)
            .join(", ")}.`,
        );
      }
      const existing = navByPath[path];
      if (existing && existing.sidebar === d.displayedSidebar) continue;
      navByPath[path] = {
        sidebar: d.displayedSidebar,
        breadcrumbs: [{ label: label(d), href: path }],
        previous: null,
        next: null,
        cards: [],
      };
      continue;
    }
    if (!navByPath[path]) {
      throw new SidebarError(
        `${d.file}: the doc "${d.id}" is in no sidebar. Add it to ${file}, or set "displayed_sidebar" in its front matter (null for no sidebar).`,
      );
    }
  }

  return { trees, categoryPages, navByPath, warnings };
}
