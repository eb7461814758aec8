import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import type { DocCard, NavLink, SidebarItem } from "../build/types";
import DocPageShell from "../components/docs/DocPageShell";
import { DocCards } from "../components/docs/DocCardList";
import Seo from "../components/layout/Seo";

interface CategoryContext {
  pagePath: string;
  label: string;
  description: string;
  cards: DocCard[];
  sidebarName: string;
  sidebar: SidebarItem[];
  breadcrumbs: NavLink[];
  previous: NavLink | null;
  next: NavLink | null;
}

/** A generated category page: the category's title, description and a card per child. */
export default function DocCategoryTemplate({ pageContext: c }: PageProps<object, CategoryContext>) {
  return (
    <DocPageShell path={c.pagePath} sidebarName={c.sidebarName} sidebar={c.sidebar} breadcrumbs={c.breadcrumbs} previous={c.previous} next={c.next} toc={[]}>
      <h1>{c.label}</h1>
      <p>{c.description}</p>
      <DocCards cards={c.cards} />
    </DocPageShell>
  );
}

export const Head: HeadFC<object, CategoryContext> = ({ pageContext: c }) => <Seo title={c.label} description={c.description} path={c.pagePath} />;
