import type { CSSObject, Theme } from "@emotion/react"

/**
 * A card's title link whose target is the whole card: its ::after covers the card (which is
 * `position: relative`), so a tap anywhere on the card opens it while the title stays the link's name.
 */
export const cardLinkStyles = (t: Theme): CSSObject => ({
  color: t.colors.ink,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0 },
  "&:hover": { textDecoration: "underline" },
})
