/**
 * onPostBuild: the link-preview pictures. Every built HTML file names its og:image and, in
 * og:image:alt, the title the picture shows; this renders each one once: the title is laid out
 * with fontkit from Noto Sans SC Bold (an npm package: no download), drawn as glyph outlines so
 * the SVG carries only the characters used and resvg needs no font, then written as a PNG.
 * Pictures are cached by their title and section in .cache/og-images, so a warm build renders
 * only new titles (and reads no font).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { parse } from "node-html-parser";
import { escapeHtml } from "../../lib/escapeHtml";
import { OG_IMAGE, ogSection, type OgSection } from "../../lib/ogImage";
import { OG_THEMES, wrapTitle } from "../../lib/ogLayout";
import { site } from "../../config/site";
import { sitePathPrefix } from "../../config/routes";
import { htmlFiles } from "./publicHtml";
import { siteRequire } from "../siteRequire";
import { runWorker } from "../runWorker";

const FONT_FILE = "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf";
const CACHE_DIR = ".cache/og-images";
/** Bumped when the picture's design changes, so cached pictures are not reused. */
const DESIGN_VERSION = "1";

/** Drawn by worker threads (./drawWorker.mjs), this many: the build box's two cores. */
const DRAWING_WORKERS = 2;
/** Plain JavaScript, loaded by path: the build bundles this file into .cache/compiled. */
const DRAW_WORKER = path.join(process.cwd(), "src", "node", "postBuild", "drawWorker.mjs");

/** Draws each [file, svg] on the worker threads, the pictures dealt out in turn. */
async function drawInWorkers(pictures: [string, string][]): Promise<void> {
  const shares = Array.from({ length: Math.min(DRAWING_WORKERS, pictures.length) }, (_, w) =>
    pictures.filter((_p, i) => i % DRAWING_WORKERS === w),
  );
  await Promise.all(shares.map((share) => runWorker<number>(DRAW_WORKER, { pictures: share })));
}

const TITLE_SIZE = 68;
const LINE_HEIGHT = 92;
const MARGIN = 80;

interface Wanted {
  route: string;
  file: string;
  title: string;
  section: OgSection;
}

/** The pictures the built pages name: og:image (on this site) and its alt text. */
export function wantedImages(publicDir: string): Wanted[] {
  const byFile = new Map<string, Wanted>();
  for (const f of htmlFiles(publicDir)) {
    const html = readFileSync(f.file, "utf8");
    // Only the head is read: parsing the whole page took most of this step's main-thread time.
    const headEnd = html.indexOf("</head>");
    const head = parse(headEnd < 0 ? html : html.slice(0, headEnd + "</head>".length)).querySelector("head");
    const url = head?.querySelector('meta[property="og:image"]')?.getAttribute("content");
    const title = head?.querySelector('meta[property="og:image:alt"]')?.getAttribute("content");
    // The picture's address is SITE_URL, the sub-path (if any), then its route.
    const base = `${site.siteUrl}${sitePathPrefix()}`;
    if (!url || !title || !url.startsWith(`${base}/${OG_IMAGE.dir}/`)) continue;
    const route = url.slice(base.length);
    if (!byFile.has(route))
      byFile.set(route, { route, file: path.join(publicDir, route), title, section: ogSection(f.urlPath) });
  }
  return [...byFile.values()];
}

export class TextPainter {
  private readonly font: fontkit.Font;
  private readonly glyphs = new Map<number, string>();
  constructor(fontPath: string) {
    this.font = fontkit.openSync(fontPath);
  }
  width(text: string, size: number): number {
    const run = this.font.layout(text);
    return (run.positions.reduce((w, p) => w + p.xAdvance, 0) * size) / this.font.unitsPerEm;
  }
  /** The text as one SVG path per glyph, its baseline starting at (x, y). */
  paths(text: string, size: number, x: number, y: number): string {
    const run = this.font.layout(text);
    const scale = size / this.font.unitsPerEm;
    let pen = 0;
    const out: string[] = [];
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i];
      let d = this.glyphs.get(g.id);
      if (d === undefined) this.glyphs.set(g.id, (d = g.path.toSVG()));
      if (d)
        out.push(
          `<path transform="translate(${(x + (pen + p.xOffset) * scale).toFixed(1)} ${(y - p.yOffset * scale).toFixed(1)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)})" d="${d}"/>`,
        );
      pen += p.xAdvance;
    });
    return out.join("");
  }
}

export function ogSvg(painter: TextPainter, title: string, section: OgSection): string {
  const theme = OG_THEMES[section];
  const { width: W, height: H } = OG_IMAGE;
  const lines = wrapTitle(title, (s) => painter.width(s, TITLE_SIZE), W - 2 * MARGIN, 3);
  const top = 300 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const titlePaths = lines.map((l, i) => painter.paths(l, TITLE_SIZE, MARGIN, top + i * LINE_HEIGHT)).join("");
  const host = site.siteUrl.replace(/^https?:\/\//, "");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="${theme.background}"/>`,
    `<rect x="0" y="0" width="16" height="${H}" fill="${theme.accent}"/>`,
    `<g fill="#ffffff">${painter.paths(site.title, 44, MARGIN, 120)}</g>`,
    `<g fill="${theme.accent}">${painter.paths(theme.label, 30, MARGIN, 168)}</g>`,
    `<g fill="#ffffff">${titlePaths}</g>`,
    `<rect x="${MARGIN}" y="${H - 110}" width="120" height="6" fill="${theme.accent}"/>`,
    `<g fill="#ffffffcc">${painter.paths(host, 28, MARGIN, H - 60)}</g>`,
    `</svg>`,
  ].join("");
}

export interface OgResult {
  images: number;
  rendered: number;
  ms: number;
}

/**
 * Draws the pictures not in the cache and copies every one into place. The drawing (resvg)
 * runs on worker threads, so the build's other post-build steps go on meanwhile.
 */
export async function writeOgImages(publicDir: string, cacheDir = CACHE_DIR): Promise<OgResult> {
  const started = performance.now();
  const wanted = wantedImages(publicDir);
  // The font (a large TTF) is read only when a picture has to be drawn.
  let painter: TextPainter | null = null;
  mkdirSync(cacheDir, { recursive: true });
  // Pictures to draw, by cache file: pages with the same title and section share one.
  const toDraw = new Map<string, string>();
  const cachedFiles = wanted.map((w) => {
    // Keyed by what the picture is drawn from; a change to the drawing code itself starts the
    // build from a clean .cache (src/node/frameworkPatches/unfinishedBuild.ts).
    const cached = path.join(
      cacheDir,
      `${createHash("sha1")
        .update(JSON.stringify([DESIGN_VERSION, w.title, w.section]))
        .digest("hex")}.png`,
    );
    if (!toDraw.has(cached) && !existsSync(cached)) {
      painter ??= new TextPainter(siteRequire().resolve(FONT_FILE));
      toDraw.set(cached, ogSvg(painter, w.title, w.section));
    }
    return cached;
  });
  await drawInWorkers([...toDraw]);
  wanted.forEach((w, i) => {
    mkdirSync(path.dirname(w.file), { recursive: true });
    copyFileSync(cachedFiles[i], w.file);
  });
  return { images: wanted.length, rendered: toDraw.size, ms: Math.round(performance.now() - started) };
}
