/**
 * Everything that changed from one docs version to another (issue #42): the CLI, the HTTP API,
 * the program messages the pages quote, the docs pages and the changelog entries in between.
 * Pure: it reads the two versions' data (src/node/data/upgradePages.ts gathers them from the build)
 * and answers with data; the guide page, the page diffs and changes.json all come from it.
 */
import { docsRoutes } from "../../config/routes";
import type { DocsVersion } from "../../config/versions";
import { diffApi } from "./apiDiff";
import { CHANGELOG_ID, newChangelogEntries } from "./changelog";
import { diffCli } from "./cliDiff";
import { diffDocs } from "./docsDiff";
import { diffMessages, versionQuotes } from "./messages";
import type { ApiEndpoint, UpgradeChanges, VersionData } from "./types";

export { isEmpty } from "./isEmpty";
export { upgradePairs } from "./pairs";

const entryHref = (e: ApiEndpoint) => (e.anchor ? `${e.page}#${e.anchor}` : e.page);

export function diffVersions(
  from: VersionData & { version: DocsVersion },
  to: VersionData & { version: DocsVersion },
  versions: readonly DocsVersion[],
): UpgradeChanges {
  const changelogOf = (v: VersionData) => v.docs.find((d) => d.id === CHANGELOG_ID);
  const toChangelog = changelogOf(to);
  return {
    from: { name: from.name, label: from.label },
    to: { name: to.name, label: to.label },
    cli: diffCli(from.cli, to.cli),
    api: diffApi(from.api, to.api, entryHref, entryHref),
    messages: diffMessages(versionQuotes(from.docs, from.api), versionQuotes(to.docs, to.api)),
    docs: diffDocs(from, to, versions, (id) => docsRoutes.pageDiff(from.name, id, to.version)),
    changelog: newChangelogEntries(
      changelogOf(from)?.content ?? null,
      toChangelog?.content ?? null,
      toChangelog?.path ?? "",
    ),
  };
}
