import { Link } from "gatsby"
import type { SiteSettings } from "../site/use-site-settings"
import * as React from "react"

interface Props {
  name: string
  logo: SiteSettings["logo"]
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
      {/* A 64 px copy of the mark (sharp on 2x screens), not the 512 px source; decorative, the link is named. */}
      {logo.src?.childImageSharp?.resize?.src && (
        <img
          src={logo.src.childImageSharp.resize.src}
          alt=""
          width="32"
          height="32"
          css={t => ({ width: t.sizes.logo, height: t.sizes.logo })}
        />
      )}
      {/* Below 360 px only the mark shows; the link keeps its name through aria-label. */}
      <span css={t => ({ display: "none", [t.mq.xs]: { display: "inline" } })}>{name}</span>
    </Link>
  )
}
