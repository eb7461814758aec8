/**
 * The upgrade guides and page diffs (issue #42): for every pair of versions that gets a guide
 * (src/lib/upgrade/diffVersions.ts, upgradePairs), one guide page, one page diff per docs page
 * that changed, and the changes as JSON (written after the build, writeUpgradeChanges). The data
 * is what the build already has: each page's content tree, the API descriptions' nodes and each
 * version's content/cli/commands.yaml. The pages are content trees (src/lib/upgrade/guideTree.ts,
 * pageDiffTree.ts) rendered by the doc template from their context, with their own stylesheet
 * inlined: they add no page component, so no other page's first load grows; docs pages get only
 * the switch's marks (a route per version).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import yaml from "js-yaml";
import { docsRoutes, machineRoutes, siteAddress } from "../../config/routes";
import { versionContent, type DocsVersion } from "../../config/versions";
import { apiSectionIds } from "../../lib/apiSections";
import type { ContentTree } from "../../lib/mdx/contentTree";
import type { ResolvedSidebars } from "../../lib/sidebar";
import { serializeJsonLd, webPageJsonLd } from "../../lib/jsonLd";
import { diffTrees } from "../../lib/upgrade/blockDiff";
import { nodeKey } from "../../lib/upgrade/docsDiff";
import { diffVersions, upgradePairs } from "../../lib/upgrade/diffVersions";
import { guideDescription, guideTitle, pageDiffTitle } from "../../lib/upgrade/texts";
import { upgradeGuideTree } from "../../lib/upgrade/guideTree";
import { pageDiffTree } from "../../lib/upgrade/pageDiffTree";
import type { ApiEndpoint, CliCommand, UpgradeChanges, VersionData, VersionDoc } from "../../lib/upgrade/types";
import type { GeneratedDocContext } from "../../lib/upgrade/pageContexts";
import type { RouteTable } from "../../lib/routeTable";
import { pageCreator, template } from "./pageCreation";
import { upgradeStylesheet } from "./upgradeStylesheet";

export const UPGRADE_QUERY = `query UpgradeData {
  allDoc(sort: { path: ASC }) { nodes { docId path version title redirectFrom draft unlisted content } }
  allApiEndpoint(sort: [{ page: ASC }, { order: ASC }]) {
    nodes {
      page version method path title removed sections { params request response responseExample errors }
      params { in name type required default description }
      response { name type description }
      errors { message when }
      notes
    }
  }
}`;

export interface UpgradeQuery {
  allDoc: { nodes: (Omit<VersionDoc, "id"> & { docId: string; version: string; draft: boolean; unlisted: boolean })[] };
  allApiEndpoint: {
    nodes: (Omit<ApiEndpoint, "anchor"> & {
      version: string;
      sections: { params: boolean; request: boolean; response: boolean; responseExample: boolean; errors: boolean };
    })[];
  };
}

/** A version's commands.yaml, the fields the guide compares (the file is checked by the CLI tests). */
export function readCommands(file: string): CliCommand[] {
  const raw = yaml.load(readFileSync(file, "utf8"));
  if (!Array.isArray(raw)) throw new Error(`${file}: must be a YAML list of commands.`);
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  return raw.map((c: Record<string, unknown>) => ({
    command: String(c.command),
    options: list(c.options),
    rejected: list(c.rejected),
    subcommands: list(c.subcommands),
    values: (Array.isArray(c.values) ? (c.values as Record<string, unknown>[]) : []).map((v) => ({
      page: String(v.page),
      row: String(v.row),
      column: String(v.column),
      value: String(v.value),
    })),
  }));
}

function versionData(
  data: UpgradeQuery,
  version: DocsVersion,
  published: (d: { draft: boolean }) => boolean,
): VersionData & { version: DocsVersion } {
  const endpoints = data.allApiEndpoint.nodes.filter((e) => e.version === version.name);
  const perPage = new Map<string, number>();
  for (const e of endpoints) perPage.set(e.page, (perPage.get(e.page) ?? 0) + 1);
  return {
    name: version.name,
    label: version.label,
    version,
    docs: data.allDoc.nodes
      // Unlisted pages stay out of every list (front matter `unlisted`), the guide's too.
      .filter((d) => d.version === version.name && published(d) && !d.unlisted)
      .map((d) => ({
        id: d.docId,
        path: d.path,
        title: d.title,
        redirectFrom: d.redirectFrom,
        content: (d.content ?? []) as ContentTree,
      })),
    cli: readCommands(versionContent(version.name).cli),
    api: endpoints.map((e) => ({
      method: e.method,
      path: e.path,
      title: e.title,
      page: e.page,
      // A page with several endpoints heads each with its own id (src/lib/apiSections.ts).
      anchor: (perPage.get(e.page) ?? 0) > 1 ? apiSectionIds(e, true).endpoint : "",
      removed: e.removed,
      params: e.params,
      response: e.response,
      errors: e.errors,
      notes: e.notes,
    })),
  };
}

/** The changes of each guide, for the JSON written after the build. */
const written = new Map<string, UpgradeChanges>();

/**
 * The diff page of each page that differs, by the page's route in each of the two versions and
 * the other version's name: the version switch marks those entries (docVersionContext).
 */
export type DiffMarks = ReadonlyMap<string, string>;
export const diffMarkKey = (pagePath: string, otherVersion: string) => `${pagePath}\u0000${otherVersion}`;

export function createUpgradePages(
  args: CreatePagesArgs,
  routes: RouteTable,
  data: UpgradeQuery,
  built: readonly DocsVersion[],
  resolved: ReadonlyMap<string, ResolvedSidebars>,
  published: (d: { draft: boolean }) => boolean,
): DiffMarks {
  written.clear();
  const createPage = pageCreator(args.actions, routes);
  const marks = new Map<string, string>();
  const stylesheet = upgradeStylesheet();
  for (const { from, to } of upgradePairs(built)) {
    const older = versionData(data, from, published);
    const newer = versionData(data, to, published);
    const changes = diffVersions(older, newer, built);
    const guidePath = docsRoutes.upgrade(from.name, to);
    written.set(machineRoutes.upgradeChanges(from.name, to), changes);
    const sidebars = resolved.get(to.name);
    const docsSidebar = sidebars?.trees.docs ?? null;
    const nav = {
      version: to.name,
      versionLinks: [],
      latestHref: guidePath,
      latestHasPage: false,
      section: "docs" as const,
      sidebarName: docsSidebar ? "docs" : null,
      sidebar: docsSidebar,
      breadcrumbs: [],
      previous: null,
      next: null,
    };
    const title = guideTitle(from.label, to.label);
    const description = guideDescription(from.label, to.label);
    createPage<GeneratedDocContext>(`the upgrade guide ${from.name} → ${to.name}`, {
      path: guidePath,
      component: template("doc"),
      context: {
        ...nav,
        generated: true,
        pagePath: guidePath,
        title,
        description,
        unlisted: false,
        tree: upgradeGuideTree(changes, machineRoutes.upgradeChanges(from.name, to)),
        stylesheet,
        jsonLd: serializeJsonLd([webPageJsonLd({ title, description, path: guidePath })]),
      },
    });
    const key = nodeKey(from, to, built);
    for (const page of changes.docs.changed) {
      const oldDoc = older.docs.find((d) => d.path === page.fromHref);
      const newDoc = newer.docs.find((d) => d.path === page.href);
      if (!oldDoc || !newDoc) continue;
      const diffTitle = pageDiffTitle(newDoc.title, from.label, to.label);
      createPage<GeneratedDocContext>(`the page diff of ${page.href} from ${from.name}`, {
        path: page.diffHref,
        component: template("doc"),
        context: {
          ...nav,
          generated: true,
          pagePath: page.diffHref,
          title: diffTitle,
          unlisted: true,
          tree: pageDiffTree({
            title: newDoc.title,
            oldTitle: oldDoc.title,
            from: { label: from.label, href: oldDoc.path },
            to: { label: to.label, href: newDoc.path },
            guideHref: guidePath,
            merged: diffTrees(oldDoc.content, newDoc.content, key).tree,
          }),
          stylesheet,
          jsonLd: serializeJsonLd([webPageJsonLd({ title: diffTitle, path: page.diffHref })]),
        },
      });
      marks.set(diffMarkKey(oldDoc.path, to.name), page.diffHref);
      marks.set(diffMarkKey(newDoc.path, from.name), page.diffHref);
    }
  }
  return marks;
}

/** Every route in the changes made into the public address readers and machines follow. */
function absolute(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolute);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        // The changelog entries' blocks are the page's content tree; a machine reads the entry's page instead.
        .filter(([k]) => k !== "content")
        .map(([k, v]) => [k, /href$/i.test(k) && typeof v === "string" ? siteAddress(v) : absolute(v)]),
    );
  return value;
}

/** After the build: each pair's changes as JSON beside its guide. Returns the files' routes. */
export function writeUpgradeChanges(publicDir: string): string[] {
  for (const [route, changes] of written) {
    const file = path.join(publicDir, route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(absolute(changes), null, 2)}\n`);
  }
  return [...written.keys()];
}
