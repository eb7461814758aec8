/**
 * onPostBuild: every built docs page and post as Markdown at its route plus `.md`, and
 * /llms.txt and /llms-full.txt. Sources: the MDX files, the endpoint YAML and the page contexts
 * Gatsby stored (cards, sidebar); never the rendered HTML.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "../../../config/site";
import { labels } from "../../../config/labels";
import { docsRoutes, inVersion, machineRoutes, siteBaseUrl } from "../../../config/routes";
import { docVersions, versionNamed } from "../../../config/versions";
import { sectionOfSidebar } from "../../../config/navbar";
import { mediaRoute } from "../../../lib/media";
import type { ApiEndpointData } from "../../../lib/api/endpointSchema";
import type { SidebarItem } from "../../../lib/types";
import {
  categoryMarkdown,
  forgetParsedSources,
  mdxToMarkdown,
  type MarkdownPage,
} from "../../../lib/markdown/mdxToMarkdown";
import { endpointsMarkdown } from "../../../lib/markdown/apiMarkdown";
import { llmsFullTxt, llmsTxt, markdownRoute, pagesInOrder, type LlmsPage } from "../../../lib/markdown/llms";
import { docContext, type GraphqlRunner } from "./sources";
import { PARTIAL_IMPORT } from "../../../lib/markdown/mdxToMarkdown";
import { upgradePairs } from "../../../lib/upgrade/diffVersions";
import { builtVersions } from "../../data/builtVersions";

interface SourceNode {
  path: string;
  title: string;
  description: string | null;
  contentFilePath: string;
  unlisted: boolean;
}

interface MarkdownQuery {
  allDoc: { nodes: (SourceNode & { version: string })[] };
  allBlogPost: { nodes: (SourceNode & { date: string; draft: boolean })[] };
}

export interface MarkdownResult {
  pages: number;
  llmsBytes: number;
  llmsFullBytes: number;
}

/**
 * A page's Markdown, kept in .cache/markdown-pages by everything it is made from (the MDX source
 * and the page's facts), so a warm build converts only pages that changed. A build whose code
 * changed starts from a clean .cache (src/node/frameworkPatches/unfinishedBuild.ts), so the converter's own
 * changes need no key.
 */
const CACHE_DIR = ".cache/markdown-pages";

function convertCached(source: string, page: MarkdownPage, contentFilePath: string, cacheDir: string | null): string {
  if (!cacheDir) return mdxToMarkdown(source, page);
  const { resolveAsset: _, ...facts } = page;
  const key = createHash("sha1")
    .update(JSON.stringify([source, contentFilePath, facts]))
    .digest("hex");
  const file = path.join(cacheDir, `${key}.md`);
  if (existsSync(file)) return readFileSync(file, "utf8");
  const md = mdxToMarkdown(source, page);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, md);
  return md;
}

/** The partials (`_name.mdx`) a page imports, by import path, so its Markdown holds their text. */
function partialSources(source: string, dir: string): Record<string, string> {
  const partials: Record<string, string> = {};
  for (const m of source.matchAll(PARTIAL_IMPORT)) partials[m[2]] = readFileSync(path.resolve(dir, m[2]), "utf8");
  return partials;
}

function pageOf(node: SourceNode, extra: Partial<MarkdownPage>): MarkdownPage {
  const dir = path.dirname(node.contentFilePath);
  const source = readFileSync(node.contentFilePath, "utf8");
  return {
    partials: partialSources(source, dir),
    title: node.title,
    description: node.description,
    path: node.path,
    siteUrl: siteBaseUrl(),
    resolveAsset: (rel) => mediaRoute(path.resolve(dir, decodeURI(rel))),
    ...extra,
  };
}

export async function writeMarkdown(
  publicDir: string,
  graphql: GraphqlRunner,
  endpoints: ApiEndpointData[],
  cacheDir: string | null = CACHE_DIR,
): Promise<MarkdownResult> {
  const result = await graphql<MarkdownQuery>(`
    query MachineMarkdown {
      allDoc(sort: { path: ASC }) {
        nodes {
          path
          version
          title
          description
          contentFilePath
          unlisted
        }
      }
      allBlogPost(sort: { date: DESC }) {
        nodes {
          path
          title
          description
          contentFilePath
          unlisted
          draft
          date
        }
      }
    }
  `);
  if (!result.data) throw new Error(`markdown: ${JSON.stringify(result.errors)}`);
  const markdown = new Map<string, string>();
  // Per version: the pages llms.txt lists and the sidebars it follows.
  const listedOf = new Map<string, Map<string, LlmsPage>>(docVersions.map((v) => [v.name, new Map()]));
  const treesOf = new Map<string, Map<string, SidebarItem[]>>(docVersions.map((v) => [v.name, new Map()]));
  const write = (route: string, md: string) => {
    markdown.set(route, md);
    const file = path.join(publicDir, markdownRoute(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, md);
  };

  const byPage = new Map<string, ApiEndpointData[]>();
  for (const e of endpoints) byPage.set(e.page, [...(byPage.get(e.page) ?? []), e]);

  for (const d of result.data.allDoc.nodes) {
    const context = docContext(d.path);
    if (!context) continue; // not built (a draft in production)
    const trees = treesOf.get(d.version);
    const listed = listedOf.get(d.version);
    if (!trees || !listed) continue;
    if (context.sidebarName && context.sidebar && !trees.has(context.sidebarName))
      trees.set(context.sidebarName, context.sidebar);
    const own = byPage.get(d.path) ?? [];
    const version = versionNamed(d.version);
    // Links written /docs/<id> lead into the page's own version, as on the HTML page (rehypeVersionLinks).
    const resolveLink = version ? (route: string) => inVersion(route, version) : undefined;
    const md = convertCached(
      readFileSync(d.contentFilePath, "utf8"),
      pageOf(d, { cards: context.cards, appendix: own.length ? endpointsMarkdown(own) : undefined, resolveLink }),
      d.contentFilePath,
      cacheDir,
    );
    write(d.path, md);
    if (!d.unlisted) listed.set(d.path, { title: d.title, description: d.description });
  }

  // Generated category pages: only a label, a description and cards.
  for (const [name, trees] of treesOf) {
    const listed = listedOf.get(name) ?? new Map<string, LlmsPage>();
    for (const tree of trees.values()) {
      for (const route of pagesInOrder(tree)) {
        if (markdown.has(route)) continue;
        const c = docContext(route);
        if (!c?.label) continue;
        write(
          route,
          categoryMarkdown({
            title: c.label,
            description: c.description ?? null,
            path: route,
            siteUrl: siteBaseUrl(),
            cards: c.cards,
          }),
        );
        listed.set(route, { title: c.label, description: c.description ?? null });
      }
    }
  }

  const posts = result.data.allBlogPost.nodes.filter((p) => docContext(p.path) !== null);
  for (const p of posts)
    write(p.path, convertCached(readFileSync(p.contentFilePath, "utf8"), pageOf(p, {}), p.contentFilePath, cacheDir));
  forgetParsedSources();

  // One llms.txt (and llms-full.txt) per version; the latest's also lists the blog and the other versions'.
  let llmsBytes = 0;
  let llmsFullBytes = 0;
  for (const version of docVersions) {
    const listed = listedOf.get(version.name) ?? new Map<string, LlmsPage>();
    const sections = [...(treesOf.get(version.name) ?? new Map<string, SidebarItem[]>()).entries()].map(
      ([name, items]) => ({
        title: sectionOfSidebar(name) === "dev" ? labels["navbar.devDocs"] : labels["navbar.docs"],
        items,
      }),
    );
    const head = {
      title: version.isLast ? site.title : `${site.title} ${version.label}`,
      summary: site.description,
      siteUrl: siteBaseUrl(),
      sections,
    };
    const others = docVersions.filter((v) => v !== version);
    const llms = llmsTxt({
      ...head,
      details: [
        `本文件写的是 ${version.label} 版本的文档。本站每个文档页面和博文都有 Markdown 版本：在页面地址后加上 \`.md\`，例如 ${siteBaseUrl()}${machineRoutes.markdown(docsRoutes.doc("cli/script/run", version))}。这个版本的全部文档合在一个文件中：${siteBaseUrl()}${machineRoutes.llmsFull(version)}。`,
        ...(others.length
          ? [
              `其他版本各有自己的 llms.txt：${others.map((v) => `${v.label} ${siteBaseUrl()}${machineRoutes.llms(v)}`).join("；")}。`,
            ]
          : []),
      ],
      pages: listed,
      extra: [
        {
          title: "OpenAPI",
          links: [
            {
              title: "内部接口（OpenAPI 3.1）",
              url: `${siteBaseUrl()}${machineRoutes.openApi("internal", "json", version)}`,
            },
            {
              title: "OpenAPI 开放接口（OpenAPI 3.1）",
              url: `${siteBaseUrl()}${machineRoutes.openApi("open", "json", version)}`,
            },
          ],
        },
        // The upgrade guides into this version (src/node/data/upgradePages.ts): the changes as JSON, and the page.
        {
          title: "升级",
          links: upgradePairs(builtVersions())
            .filter((p) => p.to.name === version.name)
            .flatMap((p) => [
              {
                title: `从 ${p.from.label} 升级到 ${p.to.label}：变化清单（JSON）`,
                url: `${siteBaseUrl()}${machineRoutes.upgradeChanges(p.from.name, p.to)}`,
                description: "命令行选项、HTTP 接口、程序提示、文档页面和更新日志的变化",
              },
              {
                title: `从 ${p.from.label} 升级到 ${p.to.label}：升级指南`,
                url: `${siteBaseUrl()}${docsRoutes.upgrade(p.from.name, p.to)}`,
              },
            ]),
        },
        ...(version.isLast
          ? [
              {
                title: labels["navbar.blog"],
                links: posts
                  .filter((p) => !p.unlisted && !p.draft)
                  .map((p) => ({
                    title: p.title,
                    url: `${siteBaseUrl()}${markdownRoute(p.path)}`,
                    description: p.description,
                  })),
              },
            ]
          : []),
      ],
    });
    const full = llmsFullTxt(head, (route) => (listed.has(route) ? markdown.get(route) : undefined));
    for (const [route, text] of [
      [machineRoutes.llms(version), llms],
      [machineRoutes.llmsFull(version), full],
    ]) {
      mkdirSync(path.dirname(path.join(publicDir, route)), { recursive: true });
      writeFileSync(path.join(publicDir, route), text);
    }
    if (version.isLast) [llmsBytes, llmsFullBytes] = [Buffer.byteLength(llms), Buffer.byteLength(full)];
  }
  return { pages: markdown.size, llmsBytes, llmsFullBytes };
}
