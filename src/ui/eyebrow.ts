import type { CSSObject, Theme } from "@emotion/react"

/** The small spaced capitals above headings and on labels: in the body face, on a heading too. */
export const eyebrowStyles = (t: Theme): CSSObject => ({
  fontFamily: t.fonts.body,
  fontSize: t.fontSizes.eyebrow,
  fontWeight: t.fontWeights.semibold,
  letterSpacing: t.letterSpacings.eyebrow,
  textTransform: "uppercase",
  color: t.colors.goldDeep,
})
