import { useTheme } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { commissionPath } from "../content/commissions/commission-facets"
import { eyebrowStyles } from "../ui/eyebrow"
import { cardGrid } from "../ui/card-grid"
import { Picture } from "../ui/picture"
import { cardLinkStyles } from "../ui/card-link"
import { SmartLink } from "../ui/smart-link"
import { bandFigures, type Band } from "./commission-words"
import { joined } from "../ui/heading-text"

export interface CommissionCardsProps {
  pieces: readonly Queries.CommissionCardFieldsFragment[]
  bands: readonly Band[]
  sampleLabel: string
  /** The first card's picture is the page's largest paint on a phone: fetched first. */
  priority?: boolean
  headingLevel?: "h2" | "h3"
}

/** Two across on a tablet, three on a wide screen; never a card alone on a row (card-grid.ts). */
const MOST = { sm: 2, md: 3 }

/** Pieces as cards: the first picture, the name (the link), the summary and the band in S$. */
export function CommissionCards(props: CommissionCardsProps) {
  const { pieces, bands, sampleLabel, priority = false, headingLevel: Heading = "h2" } = props
  const grid = cardGrid(useTheme(), pieces.length, MOST)
  return (
    <ul
      css={t => ({
        ...grid.css,
        gap: `${t.space.xxl} ${t.space.xl}`,
        margin: 0,
        padding: 0,
        listStyle: "none",
      })}
    >
      {pieces.map((piece, index) => (
        <li
          key={piece.slug}
          css={t => ({ position: "relative", display: "grid", gap: t.space.xs, alignContent: "start" })}
        >
          <Picture
            image={piece.pictures[0]}
            sizes={grid.sizes}
            priority={priority && index === 0}
            css={t => ({ borderRadius: t.radii.md, marginBottom: t.space.xs })}
          />
          {piece.sample && <p css={eyebrowStyles}>{sampleLabel}</p>}
          <Heading css={t => ({ fontSize: t.fontSizes.h3 })}>
            <SmartLink to={commissionPath(piece.slug)} css={cardLinkStyles}>
              {joined(piece.title, "h3")}
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

/** @public */
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
          gatsbyImageData(width: 400, aspectRatio: 1.3333, breakpoints: [400, 800])
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
