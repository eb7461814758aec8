/**
 * The docs version of the page in view, as the page itself says it (`data-docs-version` on
 * <html>, set by the docs templates' Head); the latest on every other page.
 */
import { latestVersion, versionNamed, type DocsVersion } from "../config/versions";

export function versionOfPage(root: { dataset: DOMStringMap } = document.documentElement): DocsVersion {
  const name = root.dataset.docsVersion;
  return (name ? versionNamed(name) : undefined) ?? latestVersion;
}
