import { theme } from "./tokens"

/*
 * The web fonts the site ships, cut down at build time from the Fontsource
 * packages into src/theme/fonts/ (src/node/write-font-subsets.ts). Every byte of a
 * preloaded font is downloaded before the first paint on a phone, so each face
 * keeps only the characters the site's text uses, the OpenType features it
 * needs, and, for Inter, only the theme's weights. New characters in the YAML
 * are picked up by the next build. The display face (Cormorant), which sets only
 * headings, titles and quotes, is cut closer still: each style to the glyphs its
 * words are drawn with.
 */

/** The display face's two styles, each a file cut to the glyphs its words are drawn with. */
export type DisplayFace = "display" | "display-italic"

export interface FontSubset {
  /** Source file, under node_modules. */
  source: string
  /** Output file name in src/theme/fonts/. */
  file: string
  /** Variable axes to keep, narrowed to these ranges. */
  axes?: Record<string, { min: number; max: number }>
  /**
   * The face sets only the display text of that style (src/content/text/display-text.ts), so it keeps
   * the glyphs that text is drawn with, not every character of the site.
   */
  sets?: DisplayFace
}

/**
 * Kerning, standard ligatures, accent and locale handling, lining figures (the
 * step numbers) and Inter's weight-dependent glyph swaps. Everything else
 * (stylistic sets, contextual alternates, fractions) goes.
 */
export const keptFeatures = ["kern", "liga", "ccmp", "locl", "mark", "mkmk", "lnum", "rvrn"]

const weights = Object.values(theme.fontWeights)

export const fontSubsets: FontSubset[] = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-wght.woff2",
    axes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } },
  },
  {
    source: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
    file: "cormorant-garamond-latin-500.woff2",
    sets: "display",
  },
  {
    source: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2",
    file: "cormorant-garamond-latin-500-italic.woff2",
    sets: "display-italic",
  },
]

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("")

/**
 * What every face keeps: printable ASCII and the no-break space, whatever the
 * copy says today, plus every other character in the site's text in both cases
 * (eyebrows and buttons are set in capitals).
 */
export function charactersToCover(siteText: string): string {
  const extra = [...siteText].filter(ch => ch > "\u007f" && /\P{C}/u.test(ch))
  const cased = extra
    .flatMap(ch => [ch, ch.toUpperCase(), ch.toLowerCase()])
    .filter(ch => [...ch].length === 1)
  return [...new Set([...PRINTABLE_ASCII, "\u00a0", ...cased])].sort().join("")
}

/**
 * What components set in each style of the display face besides the content's words: upright, the
 * step numbers (in lining figures: fontVariantNumeric lining-nums), the colon after the 404 page's
 * number, the plus that opens a question and a piece's price band in S$ (S$3,000–6,000); italic,
 * the quotation marks around a testimonial.
 */
export const DISPLAY_EXTRAS: Record<DisplayFace, string> = {
  display: "0123456789:+S$,\u2013\u2060",
  "display-italic": "“”",
}

/**
 * Shaping as a browser shapes with the cut face: only the kept features are in it to apply (the
 * whole face's contextual alternates would otherwise pull in glyphs no page draws).
 */
const shapedWith = (lining: boolean) => ({
  ...Object.fromEntries(["calt", "clig", "rlig", "rclt", "curs", "ltra", "ltrm"].map(tag => [tag, false])),
  ...Object.fromEntries(keptFeatures.map(tag => [tag, true])),
  lnum: lining,
})

/**
 * A style's text as the pages draw it: each string as written and in capitals (the wordmark and
 * the footer's name are set uppercase), and the components' own characters in both kinds of
 * figures.
 */
export function displayRuns(
  face: DisplayFace,
  strings: string[]
): { text: string; features: Record<string, boolean> }[] {
  const spaced = ` \u00a0${DISPLAY_EXTRAS[face]}`
  return [
    ...strings
      .flatMap(text => [text, text.toUpperCase()])
      .map(text => ({ text, features: shapedWith(false) })),
    { text: spaced, features: shapedWith(false) },
    { text: spaced, features: shapedWith(true) },
  ]
}

/** Every character the display runs hold. */
export const runCharacters = (runs: { text: string }[]): string =>
  [...new Set(runs.flatMap(run => [...run.text]))].sort().join("")
