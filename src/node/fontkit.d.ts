// fontkit ships no types; this is the part of its API src/node/glyph-cut.ts and its tests use.
declare module "fontkit" {
  export interface Glyph {
    id: number
    advanceWidth: number
    path: { toSVG(): string }
  }
  export interface GlyphPosition {
    xAdvance: number
    yAdvance: number
    xOffset: number
    yOffset: number
  }
  export interface Font {
    glyphForCodePoint(codePoint: number): Glyph
    hasGlyphForCodePoint(codePoint: number): boolean
    layout(text: string, features?: Record<string, boolean>): { glyphs: Glyph[]; positions: GlyphPosition[] }
  }
  export function create(buffer: Buffer): Font
}
