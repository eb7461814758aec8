/**
 * onCreateNode: turns sourced files into the site's typed nodes, validating each once.
 * Mdx in content/docs → Doc; Mdx in content/blog → BlogPost; YAML → ApiEndpoint, BlogAuthor, BlogTag,
 * DocSidebars.
 */
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { isPartial, parseYamlData } from "../../lib/contentFiles";
import { BlogDataError } from "../../lib/blog";
import { docIdFromRelativePath, docPathFromId } from "../../lib/docPath";
import { postNodeFields, validateDocFrontmatter, validatePostFrontmatter } from "../../lib/frontmatter";
import { apiEndpointNode } from "../../lib/api/endpointNode";
import { validateEndpoints } from "../../lib/api/endpointSchema";
import { excerptOf, readingTimeMinutes, validateAuthors, validateTags } from "../../lib/blog";
import type { DocsVersion } from "../../config/versions";
import { blogRoutes, inVersion } from "../../config/routes";
import { contentPlace, type ContentPlace } from "../../config/contentSources";
import { parseSidebars } from "../../lib/sidebarsData";
import { listedVersionOf } from "../../lib/versionsData";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  extension: string;
  name: string;
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body: string;
}

/** The file as messages name it: project-relative. */
const fileLabel = (f: FileNode) => path.relative(process.cwd(), f.absolutePath).split(path.sep).join("/");

/** The listed version a docs, API or sidebars file belongs to. */
const versionOf = (place: ContentPlace, file: FileNode): DocsVersion => listedVersionOf(place.version, fileLabel(file));

export async function onCreateNode(args: CreateNodeArgs): Promise<void> {
  const { node, getNode } = args;
  if (node.internal.type === "Mdx") {
    const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
    if (!file || isPartial(file.relativePath)) return;
    const place = contentPlace(file.sourceInstanceName, file.relativePath);
    if (place.kind === "docs") createDoc(args, node as MdxNode, file, place, versionOf(place, file));
    else if (place.kind === "blog") createPost(args, node as MdxNode, file);
    return;
  }
  if (node.internal.type === "File") {
    const file = node as FileNode;
    if (file.extension !== "yaml" && file.extension !== "yml") return;
    const place = contentPlace(file.sourceInstanceName, file.relativePath);
    if (place.kind === "api") await createEndpoints(args, file, versionOf(place, file));
    if (place.kind === "blog") await createBlogData(args, file);
    if (place.kind === "sidebars") await createSidebars(args, file, versionOf(place, file));
  }
}

function createDoc(
  { actions, createNodeId, createContentDigest }: CreateNodeArgs,
  mdx: MdxNode,
  file: FileNode,
  place: ContentPlace,
  version: DocsVersion,
) {
  const label = fileLabel(file);
  const fm = validateDocFrontmatter(mdx.frontmatter, label);
  const docId = docIdFromRelativePath(place.relativePath);
  const fields = {
    docId,
    path: docPathFromId(docId, version),
    ...fm,
    // A moved page's old routes, written as the writer's own version's routes.
    redirectFrom: fm.redirectFrom.map((r) => inVersion(r, version)),
    displayedSidebar: fm.displayedSidebar ?? null,
    displayedSidebarSet: fm.displayedSidebar !== undefined,
    version: version.name,
    file: label,
    contentFilePath: file.absolutePath,
    mdx: mdx.id,
  };
  actions.createNode({
    ...fields,
    // Keyed by file, not by route: two files for one route must both reach createPages, which
    // refuses the collision naming both (keyed by route, the second would silently replace the first).
    id: createNodeId(`doc:${label}`),
    parent: mdx.id,
    children: [],
    internal: { type: "Doc", contentDigest: createContentDigest(fields) },
  });
}

function createPost({ actions, createNodeId, createContentDigest }: CreateNodeArgs, mdx: MdxNode, file: FileNode) {
  const label = fileLabel(file);
  // Author and tag keys are checked in createPages, once every YAML node exists.
  const fm = validatePostFrontmatter(mdx.frontmatter, label, file.relativePath);
  const excerpt = excerptOf(mdx.body);
  const fields = {
    ...postNodeFields(fm),
    path: blogRoutes.post(fm.slug),
    description: fm.description ?? (excerpt.text || null),
    excerpt: excerpt.text,
    truncated: excerpt.truncated,
    readingTime: readingTimeMinutes(mdx.body),
    file: label,
    contentFilePath: file.absolutePath,
    mdx: mdx.id,
  };
  actions.createNode({
    ...fields,
    id: createNodeId(`post:${label}`),
    parent: mdx.id,
    children: [],
    internal: { type: "BlogPost", contentDigest: createContentDigest(fields) },
  });
}

async function parseYaml(args: CreateNodeArgs, file: FileNode): Promise<unknown> {
  return parseYamlData(await args.loadNodeContent(file), fileLabel(file));
}

async function createEndpoints(args: CreateNodeArgs, file: FileNode, version: DocsVersion) {
  const { actions, createNodeId, createContentDigest } = args;
  const label = fileLabel(file);
  const endpoints = validateEndpoints(await parseYaml(args, file), label);
  endpoints.forEach((e, order) => {
    // `page` and `replacedBy` are written as routes of the writer's own version.
    const inOwnVersion = {
      ...e,
      page: inVersion(e.page, version),
      replacedBy: e.replacedBy && inVersion(e.replacedBy, version),
    };
    const fields = apiEndpointNode(inOwnVersion, order, label, version.name);
    const node = {
      ...fields,
      id: createNodeId(`api:${label}:${order}`),
      parent: file.id,
      children: [],
      internal: { type: "ApiEndpoint", contentDigest: createContentDigest(fields) },
    };
    actions.createNode(node);
    actions.createParentChildLink({ parent: file, child: node as unknown as Node });
  });
}

/** A version's sidebars, validated here so that a bad file fails naming its field; createPages resolves them. */
async function createSidebars(args: CreateNodeArgs, file: FileNode, version: DocsVersion) {
  const { actions, createNodeId, createContentDigest } = args;
  const label = fileLabel(file);
  const fields = {
    version: version.name,
    file: label,
    config: JSON.stringify(parseSidebars(await parseYaml(args, file), label)),
  };
  const node = {
    ...fields,
    id: createNodeId(`sidebars:${label}`),
    parent: file.id,
    children: [],
    internal: { type: "DocSidebars", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(node);
  actions.createParentChildLink({ parent: file, child: node as unknown as Node });
}

async function createBlogData(args: CreateNodeArgs, file: FileNode) {
  const { actions, createNodeId, createContentDigest } = args;
  const label = fileLabel(file);
  const create = (type: string, items: { key: string }[]) =>
    items.forEach((item) => {
      const node = {
        ...item,
        id: createNodeId(`${type}:${item.key}`),
        parent: file.id,
        children: [],
        internal: { type, contentDigest: createContentDigest(item) },
      };
      actions.createNode(node);
      actions.createParentChildLink({ parent: file, child: node as unknown as Node });
    });
  if (file.relativePath === "authors.yaml") create("BlogAuthor", validateAuthors(await parseYaml(args, file), label));
  else if (file.relativePath === "tags.yaml") create("BlogTag", validateTags(await parseYaml(args, file), label));
  else
    throw new BlogDataError(
      `${label}: unexpected YAML file in content/blog (only authors.yaml and tags.yaml are read).`,
    );
}
