/**
 * The SVG files the site publishes as they are (static/, the content folders): each is refused
 * when it could run script (src/lib/svgSafety.ts), naming the file; a rendered Mermaid diagram
 * (static/diagrams/) above 256 KB is a warning, as a page source that size is. Run at the build's
 * start (onPreBootstrap).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../lib/contentError";
import { filesUnder, labelOf } from "../../lib/contentFiles";
import { LARGE_PAGE_BYTES } from "../../lib/contentPaths";
import { svgScriptProblem } from "../../lib/svgSafety";

export class SvgFileError extends ContentError {}

export const DIAGRAMS_DIR = "static/diagrams";

/** A warning for a rendered diagram above the size, or null. */
export function largeDiagramWarning(label: string, bytes: number): string | null {
  if (bytes <= LARGE_PAGE_BYTES) return null;
  return `${label}: is ${Math.round(bytes / 1024)} KB, above ${LARGE_PAGE_BYTES / 1024} KB: a diagram this big is slow to load and to zoom. Split the mermaid block into smaller diagrams, or use fewer, shorter labels.`;
}

/** Checks every .svg under the given folders (project-relative); throws the first problem, returns the warnings. */
export function checkSvgFiles(root: string, dirs: readonly string[]): { count: number; warnings: string[] } {
  const warnings: string[] = [];
  let count = 0;
  const diagrams = path.resolve(root, DIAGRAMS_DIR) + path.sep;
  for (const dir of new Set(dirs)) {
    for (const file of filesUnder(path.resolve(root, dir), /\.svg$/i)) {
      const label = labelOf(root, file);
      const problem = svgScriptProblem(readFileSync(file, "utf8"));
      if (problem)
        throw new SvgFileError(
          `${label}: this SVG has ${problem}, which could run script in the browser of anyone who opens the file. Remove it (export the drawing again as plain SVG).`,
        );
      if (file.startsWith(diagrams)) {
        const warning = largeDiagramWarning(label, statSync(file).size);
        if (warning) warnings.push(warning);
      }
      count++;
    }
  }
  return { count, warnings };
}
