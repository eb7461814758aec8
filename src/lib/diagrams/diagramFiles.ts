/**
 * Where a Mermaid diagram's rendered SVGs live. `npm run diagrams` writes them, the build only
 * reads them: they are keyed by a hash of the diagram's text, so an edited diagram has no file
 * until it is rendered again, and the build says so instead of showing an old picture. Pure.
 */
import { createHash } from "node:crypto";

export const DIAGRAM_MODES = ["light", "dark"] as const;
export type DiagramMode = (typeof DIAGRAM_MODES)[number];

/** The folder under static/ (and the route) the rendered files are served from. */
export const DIAGRAM_DIR = "diagrams";
export const RENDER_COMMAND = "npm run diagrams";
/**
 * Part of every hash: bump it when the rendering itself changes (themes, fonts, Mermaid's
 * version), so every diagram counts as stale and is rendered again.
 */
export const RENDER_VERSION = "mermaid-11.17.2/1";

/** The text a hash is taken of: line ends and the surrounding blank lines do not count. */
export const normaliseSource = (source: string): string =>
  source
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .trim();

export const diagramHash = (source: string): string =>
  createHash("sha256")
    .update(`${RENDER_VERSION}\n${normaliseSource(source)}`)
    .digest("hex")
    .slice(0, 16);

/** The file name in static/diagrams/ of one colour mode's SVG. */
export const diagramFileName = (hash: string, mode: DiagramMode): string => `${hash}-${mode}.svg`;
export const diagramRoute = (hash: string, mode: DiagramMode): string =>
  `/${DIAGRAM_DIR}/${diagramFileName(hash, mode)}`;

/** The build's and check:mdx's message for a diagram whose SVGs are missing or stale. */
export const staleDiagramMessage = (at: string, hash: string): string =>
  `${at}: this mermaid diagram has no rendered SVG for its current text (static/${DIAGRAM_DIR}/${diagramFileName(hash, "light")} and -dark.svg). It is new or was edited: run "${RENDER_COMMAND}" and commit the files it writes in static/${DIAGRAM_DIR}/.`;

/** The width and height an SVG declares (the render script writes both), for the page's <img>. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="([\d.]+)"/.exec(open)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(open)?.[1]);
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : null;
}
