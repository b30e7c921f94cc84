import { Link } from "gatsby"
import * as React from "react"

interface Props {
  name: string
  logo: { alt: string; src: { publicURL: string | null } | null }
}

/** The logo: the brand mark and the name, always linking home. */
export function Brand({ name, logo }: Props) {
  return (
    <Link
      to="/"
      aria-label={`${name}, home`}
      css={t => ({
        display: "inline-flex",
        alignItems: "center",
        gap: t.space.xs,
        minHeight: t.sizes.touch,
        textDecoration: "none",
        fontFamily: t.fonts.display,
        fontSize: t.fontSizes.h3,
        fontWeight: t.fontWeights.medium,
        letterSpacing: t.letterSpacings.button,
        textTransform: "uppercase",
        [t.mq.md]: { letterSpacing: t.letterSpacings.eyebrow },
      })}
    >
      {logo.src?.publicURL && <img src={logo.src.publicURL} alt="" width="32" height="32" css={{ width: "2rem", height: "2rem" }} />}
      {/* Below 360 px only the mark shows; the link keeps its name through aria-label. */}
      <span css={t => ({ display: "none", [t.mq.xs]: { display: "inline" } })}>{name}</span>
    </Link>
  )
}
