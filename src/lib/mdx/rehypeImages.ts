/**
 * Images in content, Markdown `![]()` and JSX `<img src="…">` alike: the file must exist (else
 * the build fails naming the page, the line and the image),
 * a `<name>@2x.png` beside it becomes the zoom source, and files referenced relatively (a blog
 * post's folder) are served from /_media/ (src/lib/media.ts). The file must stay inside the
 * repository (absolute paths inside static/), links followed: else the build would publish it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { visit } from "unist-util-visit";
import { mediaRoute } from "../media";
import { isWithin, leadsInside } from "../insideRepository";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  /** MDX JSX elements (`<img …/>` written in a page) keep their name and attributes. */
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

/** The path as a file name; a broken percent escape fails naming the page and the image. */
function decodeSrc(src: string, at: string): string {
  try {
    return decodeURI(src);
  } catch {
    throw new Error(
      `${at}: image "${src}" has a "%" escape that does not decode to text (write "%25" for a literal "%", or rename the file).`,
    );
  }
}

const isExternal = (src: string) => /^(?:[a-z]+:)?\/\//i.test(src) || src.startsWith("data:");

export function zoomSourceFor(src: string, exists: (p: string) => boolean, staticDir: string): string | null {
  const ext = path.extname(src);
  const hiRes = `${src.slice(0, src.length - ext.length)}@2x.png`;
  return exists(path.join(staticDir, hiRes)) ? hiRes : null;
}

/** Where an image lives: its file, and the route it is served from (null: leave src as written). */
function resolveImage(
  src: string,
  page: string,
  root: string,
  staticDir: string,
  filePath: string | undefined,
): { route: string | null; zoom: string | null } {
  if (isExternal(src)) return { route: null, zoom: null };
  if (src.startsWith("/")) {
    const file = path.join(staticDir, src);
    if (!isWithin(file, staticDir))
      throw new Error(
        `${page}: image "${src}" leads outside static/; an absolute image path names a file under static/.`,
      );
    if (!existsSync(file)) throw new Error(`${page}: image "${src}" not found (expected the file static${src}).`);
    if (!leadsInside(file, staticDir))
      throw new Error(
        `${page}: image "${src}" is a symbolic link that leads outside static/; copy the file in instead.`,
      );
    return { route: null, zoom: zoomSourceFor(src, existsSync, staticDir) };
  }
  if (!filePath) return { route: null, zoom: null };
  const absolute = path.resolve(path.dirname(filePath), src);
  if (!isWithin(absolute, root))
    throw new Error(
      `${page}: image "${src}" leads outside the repository; an image must be a file inside it (beside the page, or under static/).`,
    );
  if (!existsSync(absolute))
    throw new Error(`${page}: image "${src}" not found (expected the file ${path.relative(root, absolute)}).`);
  if (!leadsInside(absolute, root))
    throw new Error(
      `${page}: image "${src}" is a symbolic link that leads outside the repository; copy the file in instead.`,
    );
  return { route: mediaRoute(absolute), zoom: null };
}

const JSX_ELEMENTS = new Set(["mdxJsxFlowElement", "mdxJsxTextElement"]);

/**
 * `pathPrefix`: the sub-path the site is served under ("" at the root); a root-absolute src gets
 * it here, at compile time, as no component touches a Markdown or JSX `<img>` later.
 * ThemedImage's light/dark are left as written: the component adds the prefix itself.
 */
export default function rehypeImages(options: { root?: string; pathPrefix?: string } = {}) {
  const root = options.root ?? process.cwd();
  const prefix = options.pathPrefix ?? "";
  const served = (route: string) =>
    prefix && route.startsWith("/") && !route.startsWith("//") ? `${prefix}${route}` : route;
  const staticDir = path.join(root, "static");
  return (tree: HastNode, file: VFileLike) => {
    const page = file.path ? path.relative(root, file.path) : "(mdx)";
    const at = (node: HastNode) =>
      node.position ? `${page}:${node.position.start.line}:${node.position.start.column}` : page;
    visit(tree as never, (node: HastNode) => {
      if (node.type === "element" && node.tagName === "img") return markdownImage(node);
      if (JSX_ELEMENTS.has(node.type) && node.name === "img") jsxImage(node);
      if (JSX_ELEMENTS.has(node.type) && node.name === "ThemedImage")
        for (const name of ["light", "dark"]) jsxImage(node, name);
    });

    function markdownImage(node: HastNode) {
      const props = (node.properties ??= {});
      const src = typeof props.src === "string" ? decodeSrc(props.src, at(node)) : "";
      if (!src) throw new Error(`${at(node)}: an image has no "src".`);
      if (typeof props.alt !== "string" || !props.alt.trim()) {
        throw new Error(`${at(node)}: image "${src}" has no alt text (write it in the brackets: ![替代文字](${src})).`);
      }
      props.loading = "lazy";
      props.decoding = "async";
      const { route, zoom } = resolveImage(src, at(node), root, staticDir, file.path);
      if (route) props.src = encodeURI(served(route));
      else if (prefix && typeof props.src === "string") props.src = served(props.src);
      if (zoom) props.dataZoomSrc = encodeURI(served(zoom));
    }

    /** A JSX `<img>` (or ThemedImage's `light`/`dark`): a literal src is checked like a Markdown image; an expression is left alone. */
    function jsxImage(node: HastNode, attribute = "src") {
      const srcAttr = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === attribute);
      if (!srcAttr || typeof srcAttr.value !== "string") {
        if (attribute !== "src") throw new Error(`${at(node)}: <${node.name}> needs a "${attribute}" image path.`);
        return;
      }
      const src = decodeSrc(srcAttr.value, at(node));
      if (!src) throw new Error(`${at(node)}: an <${node.name}> has an empty "${attribute}".`);
      const { route } = resolveImage(src, at(node), root, staticDir, file.path);
      const own = node.name === "img";
      if (route) srcAttr.value = encodeURI(own ? served(route) : route);
      else if (own) srcAttr.value = served(srcAttr.value);
    }
  };
}
