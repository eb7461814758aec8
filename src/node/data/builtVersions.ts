/**
 * The docs versions this run of Gatsby makes pages for: every version in a build; in
 * `gatsby develop`, only next unless ARCADIA_DEVELOP_VERSIONS=all (src/config/env.ts), so the
 * development server starts without compiling the frozen copies writers do not edit.
 */
import { developServesAllVersions } from "../../config/env";
import { NEXT_VERSION, docVersions, type DocsVersion } from "../../config/versions";

export function builtVersions(
  versions: readonly DocsVersion[] = docVersions,
  all: boolean = developServesAllVersions(),
): readonly DocsVersion[] {
  if (all) return versions;
  const writable = versions.filter((v) => v.name === NEXT_VERSION);
  return writable.length ? writable : versions;
}
