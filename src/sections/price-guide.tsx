import { graphql } from "gatsby"
import * as React from "react"
import { formatBand } from "../content/price-format"
import { Section } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import type { Band } from "./commission-words"
import { joined } from "../ui/heading-text"

export interface PriceGuideProps {
  guide: Queries.PriceGuideFieldsFragment
  bands: readonly Band[]
}

/** What moves a price, and the budgets the atelier's work falls into: every figure from the bands' data. */
export function PriceGuide({ guide, bands }: PriceGuideProps) {
  const { id, heading, lead, factors, bandsHeading, note } = guide
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="parchment">
      <SectionHeader id={`${id}-heading`} heading={heading} lead={lead} />
      <ul
        css={t => ({
          display: "grid",
          gap: t.space.lg,
          margin: 0,
          padding: 0,
          listStyle: "none",
          [t.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [t.mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
        })}
      >
        {factors.map(factor => (
          <li key={factor.title}>
            <h3 css={t => ({ fontSize: t.fontSizes.h3, marginBottom: t.space.xs })}>
              {joined(factor.title, "h3")}
            </h3>
            <p css={t => ({ color: t.colors.inkSoft })}>{factor.description}</p>
          </li>
        ))}
      </ul>
      <h3 css={t => ({ fontSize: t.fontSizes.h3, marginTop: t.space.xxl, marginBottom: t.space.md })}>
        {joined(bandsHeading, "h3")}
      </h3>
      <dl
        css={t => ({
          display: "grid",
          gap: t.space.md,
          margin: 0,
          [t.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        })}
      >
        {bands.map(band => (
          <div
            key={band.id}
            css={t => ({ padding: t.space.lg, background: t.colors.ivory, borderRadius: t.radii.md })}
          >
            <dt css={t => ({ fontWeight: t.fontWeights.semibold })}>
              {band.label}{" "}
              <span css={t => ({ color: t.colors.goldDeep })}>{formatBand(band.low, band.high)}</span>
            </dt>
            <dd css={t => ({ margin: 0, marginTop: t.space.xxs, color: t.colors.inkSoft })}>
              {band.description}
            </dd>
          </div>
        ))}
      </dl>
      {note && (
        <p css={t => ({ marginTop: t.space.lg, fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
          {note}
        </p>
      )}
    </Section>
  )
}

/** @public */
export const fragment = graphql`
  fragment PriceGuideFields on CommissionsPagePrices {
    id
    heading
    lead
    factors {
      title
      description
    }
    bandsHeading
    note
  }
`
