/** The italic's file in src/theme/fonts/ (cut by font-subset-settings.ts). */
export const ITALIC_FILE = "cormorant-garamond-latin-500-italic.woff2"

/**
 * The italic's @font-face rule, for its file at `url`: one rule for the site's
 * <head> (fonts.ts) and the CMS preview, which serves its own copy of the file.
 *
 * `optional` where the first screen draws with it: the face is then preloaded
 * like the other two, so it is ready for the first paint and never swaps on
 * screen. `swap` where it is declared after the first paint: an optional face
 * asked for by text already laid out has missed its window, and that page kept
 * the fallback serif for good; its text is below the first screen, so swapping
 * there moves nothing a visitor is looking at.
 */
export const italicFaceAt = (url: string, display: "optional" | "swap") =>
  `@font-face{font-family:"Cormorant Garamond";font-style:italic;font-display:${display};font-weight:500;` +
  `src:url("${url}") format("woff2")}`
