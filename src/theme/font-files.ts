/** The display face's file as drawn outside the browser (the share cards, the printable ring sizer). */
export const DISPLAY_FONT =
  "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff"
