import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import cormorantUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2"

/** The two faces above the fold, preloaded so first paint uses them. The faces themselves are in fonts.css. */
export const preloadedFonts = [interUrl, cormorantUrl]
