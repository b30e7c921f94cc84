import { theme } from "./tokens"

/** The italic's file in src/theme/fonts/ (cut by font-subset-settings.ts). */
export const ITALIC_FILE = "cormorant-garamond-latin-500-italic.woff2"

/**
 * The italic is a family of its own, which no text names until the rule below
 * is in the page. A browser fetches a face as soon as text laid out anywhere on
 * the page asks for it; and adding a @font-face after the first paint makes it
 * lay out the whole page again (every text box, on every route). Declared at
 * once under its own name, the face costs nothing until text uses it, and the
 * rule that sets it on the text restyles only that text.
 */
const ITALIC_FAMILY = "Cormorant Garamond Italic"

/**
 * The attribute that marks text set in the display italic: testimonials' quotes
 * (ui/testimonial-card.tsx) and features' subtitles (sections/feature-split.tsx),
 * which write it as it stands (an import would put this module in their bundles).
 */
const ITALIC_TEXT = "data-italic"

/**
 * The italic's @font-face rule, for its file at `url`: one rule for the site's
 * <head> (fonts.ts) and the CMS preview, which serves its own copy of the file.
 *
 * `optional` where the first screen draws with it: the face is then preloaded
 * like the other two, so it is ready for the first paint and never swaps on
 * screen. `swap` where the text takes it after the first paint: an optional face
 * asked for by text already laid out has missed its window, and that page kept
 * the fallback serif for good; its text is below the first screen, so swapping
 * there moves nothing a visitor is looking at.
 */
export const italicFaceAt = (url: string, display: "optional" | "swap") =>
  `@font-face{font-family:"${ITALIC_FAMILY}";font-style:italic;font-display:${display};font-weight:500;` +
  `src:url("${url}") format("woff2")}`

/**
 * Sets the italic on the text marked with ITALIC_TEXT. Until then that text is
 * drawn in the upright face, slanted (as it is while the italic downloads).
 * `:root` outranks the components' own class.
 */
export const italicTextRule = `:root [${ITALIC_TEXT}]{font-family:"${ITALIC_FAMILY}",${theme.fonts.display}}`
