import type { CSSObject, Theme } from "@emotion/react"

/** The small spaced capitals above headings and on labels. */
export const eyebrowStyles = (t: Theme): CSSObject => ({
  fontSize: t.fontSizes.eyebrow,
  fontWeight: t.fontWeights.semibold,
  letterSpacing: t.letterSpacings.eyebrow,
  textTransform: "uppercase",
  color: t.colors.goldDeep,
})
