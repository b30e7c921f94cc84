import type { CSSObject, Theme } from "@emotion/react"

/** A link as a pill with room for a finger, compact on a wide screen: the filters and a list's pages. */
export const pill = (t: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: t.sizes.touch,
  padding: `0 ${t.space.md}`,
  border: t.borders.hairline,
  borderRadius: t.radii.pill,
  color: t.colors.ink,
  fontSize: t.fontSizes.small,
  whiteSpace: "nowrap",
  textDecoration: "none",
  [t.mq.md]: { minHeight: "2.25rem" },
})

/** A pill that is the page shown (aria-current) or the filter chosen: ink, the colours turned round. */
export const pillCurrent = (t: Theme): CSSObject => ({
  background: t.colors.ink,
  borderColor: t.colors.ink,
  color: t.colors.ivory,
})
