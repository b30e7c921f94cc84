import cormorantUrl from "./fonts/cormorant-garamond-latin-500.woff2"
import cormorantItalicUrl from "./fonts/cormorant-garamond-latin-500-italic.woff2"
import interUrl from "./fonts/inter-latin-wght.woff2"
import { italicFaceAt } from "./italic-face"

/** The two faces above the fold, preloaded so first paint uses them. The faces themselves are in fonts.css. */
export const preloadedFonts = [interUrl, cormorantUrl]

/**
 * The italic, for testimonials. A face declared in the page's CSS is fetched as
 * soon as any text uses it, wherever it sits, and on the home and services pages
 * that text is far below the first screen: so the face is declared once the first
 * paint is done (head-components.tsx), unless a page draws with it at the top,
 * where it is declared and preloaded at once.
 */
export const italicFont = {
  url: cormorantItalicUrl,
  atOnce: italicFaceAt(cormorantItalicUrl, "optional"),
  afterPaint: italicFaceAt(cormorantItalicUrl, "swap"),
}
