/** The contexts of the upgrade guide and page diff pages: what src/node/data/upgradePages.ts passes and the templates read. */
import type { ContentTree } from "../mdx/contentTree";
import type { DocNavContext } from "../pageContexts";
import type { UpgradeChanges } from "./types";

export interface UpgradeGuideContext extends DocNavContext {
  changes: UpgradeChanges;
  /** The same changes as JSON. */
  jsonPath: string;
}

export interface PageDiffContext extends DocNavContext {
  /** Built but kept out of the sitemap and marked noindex: the two versions' pages are what a search should find. */
  unlisted: true;
  title: string;
  oldTitle: string;
  from: { name: string; label: string; href: string };
  to: { name: string; label: string; href: string };
  guideHref: string;
  /** Both versions' blocks merged, the changed ones marked (src/lib/upgrade/blockDiff.ts). */
  tree: ContentTree;
}
