import cormorantUrl from "./fonts/cormorant-garamond-latin-500.woff2"
import cormorantItalicUrl from "./fonts/cormorant-garamond-latin-500-italic.woff2"
import interUrl from "./fonts/inter-latin-wght.woff2"
import { italicFaceAt, italicTextRule } from "./italic-face"

/** The two faces above the fold, preloaded so first paint uses them. The faces themselves are in fonts.css. */
export const preloadedFonts = [interUrl, cormorantUrl]

/**
 * The italic, for testimonials' quotes and features' subtitles. Its face is declared in every
 * page's head under a family no text names yet (italic-face.ts), which costs nothing; what
 * waits is the rule that sets it on that text. A face is fetched as soon as any text laid out
 * uses it, wherever it sits, and on the home and services pages that text is far below the
 * first screen: so the rule comes after the first paint (head-components.tsx), unless a page
 * draws with the italic at the top, where the face is preloaded and the rule is in the HTML.
 */
export const italicFont = {
  url: cormorantItalicUrl,
  atOnce: italicFaceAt(cormorantItalicUrl, "optional"),
  later: italicFaceAt(cormorantItalicUrl, "swap"),
  textRule: italicTextRule,
}
