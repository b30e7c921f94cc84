/** The italic's file in src/theme/fonts/ (cut by font-subset-settings.ts). */
export const ITALIC_FILE = "cormorant-garamond-latin-500-italic.woff2"

/**
 * The italic's @font-face rule, for its file at `url`: one rule for the site's
 * <head> (fonts.ts) and the CMS preview, which serves its own copy of the file.
 */
export const italicFaceAt = (url: string) =>
  `@font-face{font-family:"Cormorant Garamond";font-style:italic;font-display:optional;font-weight:500;` +
  `src:url("${url}") format("woff2")}`
