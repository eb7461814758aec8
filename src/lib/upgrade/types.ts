/**
 * What the upgrade differ reads of one docs version and what it answers for a pair of versions
 * (issue #42). Plain, JSON-safe data: the answer is the guide page's context and the pair's
 * changes.json, and the differ stays pure (no Gatsby, no file system), so unit tests can build
 * versions by hand.
 */
import type { ContentNode, ContentTree } from "../mdx/contentTree";

/** One `arcadia` command as content/cli/commands.yaml lists it (the fields the guide compares). */
export interface CliCommand {
  command: string;
  options: string[];
  /** Options the help offers but this release's parser refuses. */
  rejected: string[];
  subcommands: string[];
  /** Defaults a page's table states: the row and column name the value. */
  values: { page: string; row: string; column: string; value: string }[];
}

/** One HTTP endpoint, as its API description says (only what the guide compares). */
export interface ApiEndpoint {
  method: string;
  path: string;
  title: string;
  /** The docs route of the page that shows it, in its own version. */
  page: string;
  /** The entry's anchor on that page, "" when the page shows only this endpoint. */
  anchor: string;
  removed: string | null;
  params: { in: string; name: string; type: string; required: boolean; default: string | null; description: string }[];
  response: { name: string; type: string; description: string }[];
  errors: { message: string; when: string }[];
  notes: string[];
}

/** One docs page of a version. */
export interface VersionDoc {
  /** The id within the version ("cli/script/run"). */
  id: string;
  path: string;
  title: string;
  /** Routes of this version that redirect here (front matter `redirect_from`). */
  redirectFrom: string[];
  content: ContentTree;
}

export interface VersionData {
  name: string;
  label: string;
  docs: VersionDoc[];
  cli: CliCommand[];
  api: ApiEndpoint[];
}

/** A value that differs, written as each version has it (null: that version has none). */
export interface Changed<T = string | null> {
  what: string;
  from: T;
  to: T;
}

export interface CliCommandChanges {
  command: string;
  optionsAdded: string[];
  optionsRemoved: string[];
  /** Options the older release's parser refused that the newer one accepts, and the reverse. */
  nowAccepted: string[];
  nowRejected: string[];
  subcommandsAdded: string[];
  subcommandsRemoved: string[];
  /** Defaults that changed, named "<row> · <column>". */
  defaults: Changed[];
}

export interface CliChanges {
  commandsAdded: string[];
  commandsRemoved: string[];
  changed: CliCommandChanges[];
}

export interface EndpointRef {
  method: string;
  path: string;
  title: string;
  /** The endpoint's entry in its version (route plus anchor). */
  href: string;
}

export interface EndpointChanges extends EndpointRef {
  /** The same endpoint's entry in the older version. */
  fromHref: string;
  /** Parameters, response fields, errors and notes that differ, each with both versions' wording. */
  changes: Changed[];
}

export interface ApiChanges {
  added: EndpointRef[];
  removed: EndpointRef[];
  changed: EndpointChanges[];
}

export interface PageRef {
  id: string;
  title: string;
  href: string;
}

export interface SectionRef {
  id: string;
  title: string;
}

export interface PageChange {
  id: string;
  title: string;
  href: string;
  fromHref: string;
  /** The page diff's route. */
  diffHref: string;
  /** The h2/h3 sections whose text changed (in the newer version, or the older one's when removed there). */
  sections: SectionRef[];
  /** Blocks before the first h2/h3 changed too. */
  intro: boolean;
}

export interface DocsChanges {
  added: PageRef[];
  removed: PageRef[];
  /** Pages that moved: the newer page lists the older route in `redirect_from`. */
  moved: { from: PageRef; to: PageRef }[];
  changed: PageChange[];
}

/** Program output the pages quote (inline code with Chinese), present in one version's pages only. */
export interface MessageChanges {
  onlyFrom: { text: string; pages: PageRef[] }[];
  onlyTo: { text: string; pages: PageRef[] }[];
}

export interface ChangelogEntry {
  id: string;
  title: string;
  href: string;
  /** The entry's blocks, rendered on the guide. */
  content: ContentNode[];
}

export interface UpgradeChanges {
  from: { name: string; label: string };
  to: { name: string; label: string };
  cli: CliChanges;
  api: ApiChanges;
  messages: MessageChanges;
  docs: DocsChanges;
  changelog: ChangelogEntry[];
}
