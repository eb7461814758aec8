/**
 * The context of the upgrade guide and page diff pages: what src/node/data/upgradePages.ts passes.
 * They render through the doc template (src/components/docs/DocPage.tsx), from this context alone:
 * `generated` makes the template's query skip its fields.
 */
import type { ContentTree } from "../mdx/contentTree";
import type { DocNavContext } from "../pageContexts";

export interface GeneratedDocContext extends DocNavContext {
  generated: true;
  title: string;
  description?: string;
  /** Kept out of the sitemap and marked noindex (the page diffs: the two versions' pages are what a search should find). */
  unlisted: boolean;
  tree: ContentTree;
  /** Inlined in the page's head: src/styles/upgrade.css, minified. */
  stylesheet: string;
}

export const isGenerated = (c: object): c is GeneratedDocContext => (c as { generated?: unknown }).generated === true;
