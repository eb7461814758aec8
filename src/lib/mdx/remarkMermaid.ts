/**
 * A ```mermaid block becomes its picture: the SVGs `npm run diagrams` rendered from its text
 * (static/diagrams/<hash>-light.svg and -dark.svg, src/lib/diagrams/diagramFiles.ts), with the
 * diagram's words as alt text (src/lib/diagrams/diagramText.ts). The build never runs Mermaid:
 * a block whose files are missing (new, or edited since it was rendered) fails the build naming
 * the file, the line and the command. The page's `.md` copy keeps the block as written
 * (src/lib/markdown/mdxToMarkdown.ts); search indexes the alt text (src/search/build/records.ts).
 *
 * Light and dark work as in ThemedImage: both images are in the HTML and CSS shows the one of
 * the colour mode (no JavaScript, the light one without it). The rule is written into the page
 * with its first diagram instead of coming from a CSS module: a module used by these pages
 * would be a CSS chunk of its own, listed in the webpack runtime that every page loads.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { visit, SKIP } from "unist-util-visit";
import type { Parent } from "unist";
import {
  DIAGRAM_DIR,
  DIAGRAM_MODES,
  diagramFileName,
  diagramHash,
  diagramRoute,
  staleDiagramMessage,
  svgSize,
  type DiagramMode,
} from "../diagrams/diagramFiles";
import { diagramText } from "../diagrams/diagramText";
import { isMermaid } from "../diagrams/mermaidBlocks";

/**
 * Two classes deep to beat `.markdown img { display: block }`; no ">" or quotes, which React
 * would escape in a <style>'s text. The page's Content-Security-Policy allows inline styles.
 */
export const DIAGRAM_CSS =
  ".diagram .diagram-dark{display:none}html[data-theme=dark] .diagram .diagram-light{display:none}html[data-theme=dark] .diagram .diagram-dark{display:block}";

interface HastElement {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: ({ type: "text"; value: string } | HastElement)[];
}

const element = (
  tagName: string,
  properties: Record<string, unknown>,
  children: HastElement["children"] = [],
): HastElement => ({ type: "element", tagName, properties, children });

export default function remarkMermaid(options: { root?: string } = {}) {
  return (tree: Parent, file: { path?: string }) => {
    const root = options.root ?? process.cwd();
    const page = file.path ? path.relative(root, file.path) : "(mdx)";
    let first = true;
    visit(
      tree as never,
      (
        node: { type: string; lang?: string | null; value?: string; position?: { start: { line: number } } },
        index: number | undefined,
        parent: Parent | undefined,
      ) => {
        if (!isMermaid(node) || !parent || index === undefined) return;
        const hash = diagramHash(node.value);
        const at = node.position ? `${page}:${node.position.start.line}` : page;
        const files = DIAGRAM_MODES.map((mode) => path.join(root, "static", DIAGRAM_DIR, diagramFileName(hash, mode)));
        if (!files.every((f) => existsSync(f))) throw new Error(staleDiagramMessage(at, hash));
        // Both renders have one size; the light one's is read for the <img> (no layout shift).
        const size = svgSize(readFileSync(files[0], "utf8"));
        const alt = diagramText(node.value);
        const image = (mode: DiagramMode) =>
          element("img", {
            className: [`diagram-${mode}`],
            src: diagramRoute(hash, mode),
            alt,
            ...(size ?? {}),
            loading: "lazy",
            decoding: "async",
          });
        const children = [
          ...(first ? [element("style", {}, [{ type: "text", value: DIAGRAM_CSS }])] : []),
          image("light"),
          image("dark"),
        ];
        first = false;
        // A node of its own kind, turned into the <div> and its children as they are (mdast-util-to-hast's hName/hChildren).
        parent.children[index] = {
          type: "mermaidDiagram",
          data: { hName: "div", hProperties: { className: ["diagram"], dataDiagram: hash }, hChildren: children },
          position: node.position,
        } as never;
        return SKIP;
      },
    );
  };
}
