import { graphql } from "gatsby"
import { useTheme } from "@emotion/react"
import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import { cardGrid } from "../ui/card-grid"
import { Picture } from "../ui/picture"
import { Section, slugify, type Tone } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import type { FragmentProps } from "../ui/fragment-props"
import { joined } from "../ui/heading-text"

export type FeatureCardsProps = FragmentProps<Queries.FeatureCardsFieldsFragment> & { tone?: Tone }

/** A heading and a grid of cards (picture, title, description), with an optional button below. */
export function FeatureCards({ eyebrow, heading, lead, cards, cta, tone }: FeatureCardsProps) {
  const id = slugify(heading)
  // Up to four across on a wide screen, two on a tablet; never a card alone on a row (card-grid.ts).
  const grid = cardGrid(useTheme(), cards.length, { sm: 2, md: 3, lg: 4 })
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeader id={id} eyebrow={eyebrow} heading={heading} lead={lead} align="center" />
      <ul
        css={t => ({
          ...grid.css,
          gap: t.space.xl,
          margin: 0,
          padding: 0,
          listStyle: "none",
        })}
      >
        {cards.map(card => (
          <li key={card.title} css={t => ({ display: "grid", gap: t.space.md, alignContent: "start" })}>
            {card.image ? (
              <Picture image={card.image} sizes={grid.sizes} css={t => ({ borderRadius: t.radii.md })} />
            ) : (
              <span
                aria-hidden="true"
                css={t => ({ display: "block", width: t.space.xxl, borderTop: t.borders.accent })}
              />
            )}
            <h3 css={t => ({ fontSize: t.fontSizes.h3 })}>{joined(card.title, "h3")}</h3>
            <p css={t => ({ color: t.colors.inkSoft })}>{card.description}</p>
          </li>
        ))}
      </ul>
      {cta && (
        <div css={t => ({ display: "flex", justifyContent: "center", marginTop: t.space.xxl })}>
          <ButtonLink link={cta} variant="secondary" />
        </div>
      )}
    </Section>
  )
}

/** @public */
export const featureCardsFragment = graphql`
  fragment FeatureCardsFields on FeatureCardsSection {
    eyebrow
    heading
    lead
    cta {
      ...LinkFields
    }
    cards {
      title
      description
      # The widths serve the cards' sizes above: a third or a quarter of the content measure, half a
      # tablet or all of a phone.
      image {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.3333, breakpoints: [360, 560, 840, 1120])
          }
        }
      }
    }
  }
`
