/**
 * How `npm run diagrams` asks Mermaid to draw (scripts/render-diagrams.ts). The SVGs are shown
 * through <img>, which cannot use the page's web fonts or run anything: labels are plain SVG
 * <text> (no HTML labels) in the system font stack the hand-drawn diagrams used, with system CJK
 * fonts. Changing anything here changes every picture: bump RENDER_VERSION (diagramFiles.ts).
 */
import type { DiagramMode } from "./diagramFiles";

export const DIAGRAM_FONTS =
  "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

/** The site's page background in each mode (src/styles/global.css), under the transparent SVG. */
const THEMES: Record<DiagramMode, { theme: string; themeVariables: Record<string, string> }> = {
  light: { theme: "default", themeVariables: { fontFamily: DIAGRAM_FONTS } },
  dark: { theme: "dark", themeVariables: { fontFamily: DIAGRAM_FONTS, background: "#1b1b1d" } },
};

export function mermaidConfig(mode: DiagramMode): Record<string, unknown> {
  return {
    startOnLoad: false,
    securityLevel: "strict",
    deterministicIds: true,
    look: "classic",
    htmlLabels: false,
    fontFamily: DIAGRAM_FONTS,
    ...THEMES[mode],
    // Lines break where the writer put <br/>; Mermaid's own wrapping (at 200px by default) would cut words.
    flowchart: { htmlLabels: false, useMaxWidth: false, wrappingWidth: 800 },
  };
}

/** Mermaid writes coordinates to 15 digits; two decimals are a hundredth of a pixel. */
const roundNumbers = (value: string): string =>
  value.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));

/**
 * Mermaid's SVG with its drawn size as width and height (from the viewBox): an <img> of an SVG
 * without them has no size of its own. Shapes' coordinates are rounded (the files are half as
 * big); nothing else changes.
 */
export function sizedSvg(svg: string): string {
  const rounded = svg.replace(
    /\s(d|points|transform)="([^"]*)"/g,
    (_, name: string, value: string) => ` ${name}="${roundNumbers(value)}"`,
  );
  return rounded.replace(/<svg\b[^>]*>/, (open) => {
    const box = /viewBox="[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)"/.exec(open);
    if (!box) return open;
    const [width, height] = [Math.ceil(Number(box[1])), Math.ceil(Number(box[2]))];
    return open
      .replace(/\s(?:width|height)="[^"]*"/g, "")
      .replace(/\sstyle="[^"]*"/, "")
      .replace(/^<svg/, `<svg width="${width}" height="${height}"`);
  });
}
