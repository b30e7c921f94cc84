import cormorantUrl from "./fonts/cormorant-garamond-latin-500.woff2"
import interUrl from "./fonts/inter-latin-wght.woff2"

/** The two faces above the fold, preloaded so first paint uses them. The faces themselves are in fonts.css. */
export const preloadedFonts = [interUrl, cormorantUrl]
