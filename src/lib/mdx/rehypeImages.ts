/**
 * Images in content: the file must exist (else the build fails naming the page and the image),
 * a `<name>@2x.png` beside it becomes the zoom source, and files referenced relatively (a blog
 * post's folder) are served from /_media/ (src/lib/media.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { visit } from "unist-util-visit";
import { mediaRoute } from "../media";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

const isExternal = (src: string) => /^(?:[a-z]+:)?\/\//i.test(src) || src.startsWith("data:");

export function zoomSourceFor(src: string, exists: (p: string) => boolean, staticDir: string): string | null {
  const ext = path.extname(src);
  const hiRes = `${src.slice(0, src.length - ext.length)}@2x.png`;
  return exists(path.join(staticDir, hiRes)) ? hiRes : null;
}

export default function rehypeImages(options: { root?: string } = {}) {
  const root = options.root ?? process.cwd();
  const staticDir = path.join(root, "static");
  return (tree: HastNode, file: VFileLike) => {
    const page = file.path ? path.relative(root, file.path) : "(mdx)";
    visit(tree as never, "element", (node: HastNode) => {
      if (node.tagName !== "img") return;
      const props = (node.properties ??= {});
      const src = typeof props.src === "string" ? decodeURI(props.src) : "";
      if (!src) throw new Error(`${page}: an image has no "src".`);
      if (typeof props.alt !== "string" || !props.alt.trim()) {
        throw new Error(`${page}: image "${src}" has no alt text (write it in the brackets: ![替代文字](${src})).`);
      }
      props.loading = "lazy";
      props.decoding = "async";
      if (isExternal(src)) return;
      if (src.startsWith("/")) {
        if (!existsSync(path.join(staticDir, src))) {
          throw new Error(`${page}: image "${src}" not found (expected the file static${src}).`);
        }
        const zoom = zoomSourceFor(src, existsSync, staticDir);
        if (zoom) props.dataZoomSrc = encodeURI(zoom);
        return;
      }
      if (!file.path) return;
      const absolute = path.resolve(path.dirname(file.path), src);
      if (!existsSync(absolute)) {
        throw new Error(`${page}: image "${src}" not found (expected the file ${path.relative(root, absolute)}).`);
      }
      props.src = encodeURI(mediaRoute(absolute));
    });
  };
}
