import { useTheme } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { commissionPath } from "../content/commission-facets"
import { eyebrowStyles } from "../ui/eyebrow"
import { Picture } from "../ui/picture"
import { cardLinkStyles } from "../ui/card-link"
import { SmartLink } from "../ui/smart-link"
import { bandFigures, type Band } from "./commission-words"

export interface CommissionCardsProps {
  pieces: readonly Queries.CommissionCardFieldsFragment[]
  bands: readonly Band[]
  sampleLabel: string
  /** The first card's picture is the page's largest paint on a phone: fetched first. */
  priority?: boolean
  headingLevel?: "h2" | "h3"
}

/** Pieces as cards: the first picture, the name (the link), the summary and the band in S$. */
export function CommissionCards(props: CommissionCardsProps) {
  const { pieces, bands, sampleLabel, priority = false, headingLevel: Heading = "h2" } = props
  const { breakpoints, sizes } = useTheme()
  return (
    <ul
      css={t => ({
        display: "grid",
        gap: t.space.xxl,
        margin: 0,
        padding: 0,
        listStyle: "none",
        [t.mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: t.space.xl },
        [t.mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      })}
    >
      {pieces.map((piece, index) => (
        <li
          key={piece.slug}
          css={t => ({ position: "relative", display: "grid", gap: t.space.xs, alignContent: "start" })}
        >
          <Picture
            image={piece.pictures[0]}
            sizes={`(min-width: ${breakpoints.xl}px) ${parseFloat(sizes.content) / 3}rem, (min-width: ${breakpoints.lg}px) 33vw, (min-width: ${breakpoints.sm}px) 50vw, 100vw`}
            priority={priority && index === 0}
            css={t => ({ borderRadius: t.radii.md, marginBottom: t.space.xs })}
          />
          {piece.sample && <p css={eyebrowStyles}>{sampleLabel}</p>}
          <Heading css={t => ({ fontSize: t.fontSizes.h3 })}>
            <SmartLink to={commissionPath(piece.slug)} css={cardLinkStyles}>
              {piece.title}
            </SmartLink>
          </Heading>
          <p css={t => ({ color: t.colors.inkSoft })}>{piece.summary}</p>
          <p css={t => ({ fontSize: t.fontSizes.small, fontWeight: t.fontWeights.semibold })}>
            {bandFigures(bands, piece.band)}
          </p>
        </li>
      ))}
    </ul>
  )
}

export const fragment = graphql`
  fragment CommissionCardFields on Commission {
    slug
    title
    summary
    sample
    band
    pictures {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.3333, breakpoints: [360, 400, 600, 800])
        }
      }
    }
  }

  fragment PriceBandFields on PriceBand {
    id
    label
    low
    high
    description
  }
`
