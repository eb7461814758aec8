import { site } from "./site";
import { t } from "./labels";
import { blogRoutes, docsRoutes } from "./routes";

/** The part of the site a page belongs to; the navbar highlights its item. */
export type SiteSection = "docs" | "dev" | "blog";

export type NavbarItem =
  | { kind: "internal"; label: string; to: string; section: SiteSection }
  | { kind: "external"; label: string; href: string; icon?: "github" };

/** The navbar section of a sidebar's pages: the "dev" sidebar's are 开发者文档, every other's 文档. */
export const sectionOfSidebar = (name: string | null): "docs" | "dev" => (name === "dev" ? "dev" : "docs");

/** The navbar, in order. 开发者文档 opens the first page of the "dev" sidebar. */
export const navbarItems: NavbarItem[] = [
  { kind: "internal", label: t("navbar.docs"), to: docsRoutes.root(), section: "docs" },
  { kind: "internal", label: t("navbar.devDocs"), to: docsRoutes.devDocs(), section: "dev" },
  { kind: "internal", label: t("navbar.blog"), to: blogRoutes.list(), section: "blog" },
  { kind: "external", label: t("navbar.issues"), href: site.issueUrl },
  { kind: "external", label: t("navbar.github"), href: site.repoUrl, icon: "github" },
];
