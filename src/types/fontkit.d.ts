/** The part of fontkit 2 the preview images use (the package ships no types). */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    path: { toSVG(): string };
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
  export function create(buffer: Buffer): Font;
}
