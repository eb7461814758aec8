/**
 * A ```mermaid block becomes its picture: the SVGs `npm run diagrams` rendered from its text
 * (static/diagrams/<hash>-light.svg and -dark.svg, src/lib/diagrams/diagramFiles.ts), shown by
 * ThemedImage so the reader sees the one of their colour mode, with the diagram's words as alt
 * text (src/lib/diagrams/diagramText.ts). The build never runs Mermaid: a block whose files are
 * missing (new, or edited since it was rendered) fails the build naming the file, the line and
 * the command. The page's `.md` copy keeps the block as written (src/lib/markdown/mdxToMarkdown.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { visit, SKIP } from "unist-util-visit";
import type { Parent } from "unist";
import { DIAGRAM_DIR, DIAGRAM_MODES, diagramFileName, diagramHash, diagramRoute, staleDiagramMessage, svgSize } from "../diagrams/diagramFiles";
import { diagramText } from "../diagrams/diagramText";
import { isMermaid } from "../diagrams/mermaidBlocks";

const attribute = (name: string, value: string) => ({ type: "mdxJsxAttribute", name, value });

export default function remarkMermaid(options: { root?: string } = {}) {
  return (tree: Parent, file: { path?: string }) => {
    const root = options.root ?? process.cwd();
    const page = file.path ? path.relative(root, file.path) : "(mdx)";
    visit(tree as never, (node: { type: string; lang?: string | null; value?: string; position?: { start: { line: number } } }, index: number | undefined, parent: Parent | undefined) => {
      if (!isMermaid(node) || !parent || index === undefined) return;
      const hash = diagramHash(node.value);
      const at = node.position ? `${page}:${node.position.start.line}` : page;
      const svgs = DIAGRAM_MODES.map((mode) => {
        try {
          return readFileSync(path.join(root, "static", DIAGRAM_DIR, diagramFileName(hash, mode)), "utf8");
        } catch {
          throw new Error(staleDiagramMessage(at, hash));
        }
      });
      const size = svgSize(svgs[0]);
      const image = {
        type: "mdxJsxFlowElement",
        name: "ThemedImage",
        attributes: [
          attribute("light", diagramRoute(hash, "light")),
          attribute("dark", diagramRoute(hash, "dark")),
          attribute("alt", diagramText(node.value)),
          ...(size ? [attribute("width", String(size.width)), attribute("height", String(size.height))] : []),
        ],
        children: [],
      };
      // The wrapper marks the picture as a diagram: search indexes its alt text (src/search/build/records.ts).
      const figure = { type: "mermaidDiagram", data: { hName: "div", hProperties: { className: ["diagram"], dataDiagram: hash } }, children: [image], position: node.position };
      parent.children[index] = figure as never;
      return SKIP;
    });
  };
}
