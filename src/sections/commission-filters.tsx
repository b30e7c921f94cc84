import { graphql } from "gatsby"
import * as React from "react"
import { COMMISSIONS_PATH, FACETS, facetPath, type Facet } from "../content/commission-facets"
import { formatBand } from "../content/price-format"
import { eyebrowStyles } from "../ui/eyebrow"
import { Section } from "../ui/section"
import { SmartLink } from "../ui/smart-link"
import type { Band, FilterWords } from "./commission-words"

export interface CommissionFiltersProps {
  words: FilterWords
  bands: readonly Band[]
  /** Every piece's facets: a value no piece has gets no link (and has no page). */
  pieces: readonly Queries.CommissionFacetFieldsFragment[]
  /** The filter page shown, if any; none on /commissions/ itself. */
  current?: { facet: Facet; value: string }
}

interface Choice {
  label: string
  to: string
}

/** The filters: plain links to a page per facet value, so they work before (and without) any script. */
export function CommissionFilters({ words, bands, pieces, current }: CommissionFiltersProps) {
  const has = (facet: Facet, value: string) => pieces.some(piece => piece[facet] === value)
  const groups = FACETS.map(facet => {
    const choices: Choice[] =
      facet === "band"
        ? bands
            .filter(band => has(facet, band.id))
            .map(band => ({
              label: `${band.label} ${formatBand(band.low, band.high)}`,
              to: facetPath(facet, band.id),
            }))
        : // In the order the words list them, which names every value once (the check holds it).
          words[facet].values
            .filter(({ value }) => has(facet, value))
            .map(({ value, label }) => ({ label, to: facetPath(facet, value) }))
    return { facet, heading: facet === "band" ? words.band : words[facet].label, choices }
  }).filter(group => group.choices.length > 0)
  const here = current ? facetPath(current.facet, current.value) : COMMISSIONS_PATH

  return (
    <Section space={["xl", "xl"]}>
      <nav aria-label={words.label} css={t => ({ display: "grid", gap: t.space.md })}>
        <p css={eyebrowStyles}>{words.label}</p>
        <Choices heading={null} choices={[{ label: words.all, to: COMMISSIONS_PATH }]} here={here} />
        {groups.map(group => (
          <Choices key={group.facet} heading={group.heading} choices={group.choices} here={here} />
        ))}
      </nav>
    </Section>
  )
}

/** One facet's links: a row that scrolls sideways on a phone (six short rows, not a screen of pills), wrapped from a tablet up. */
function Choices({ heading, choices, here }: { heading: string | null; choices: Choice[]; here: string }) {
  return (
    <div
      css={t => ({
        display: "grid",
        gap: t.space.xxs,
        [t.mq.md]: { display: "flex", alignItems: "center", gap: t.space.xs },
      })}
    >
      {heading && (
        <span
          css={t => ({
            fontSize: t.fontSizes.small,
            fontWeight: t.fontWeights.semibold,
            [t.mq.md]: { minWidth: t.sizes.filterLabel },
          })}
        >
          {heading}
        </span>
      )}
      <ul
        css={t => ({
          display: "flex",
          gap: t.space.xs,
          margin: 0,
          padding: 0,
          listStyle: "none",
          overflowX: "auto",
          [t.mq.md]: { flexWrap: "wrap", overflowX: "visible" },
        })}
      >
        {choices.map(choice => (
          <li key={choice.to} css={{ flex: "none" }}>
            <SmartLink
              to={choice.to}
              aria-current={choice.to === here ? "page" : undefined}
              css={t => ({
                display: "inline-flex",
                alignItems: "center",
                minHeight: t.sizes.touch,
                padding: `0 ${t.space.md}`,
                border: t.borders.hairline,
                borderRadius: t.radii.pill,
                color: t.colors.ink,
                fontSize: t.fontSizes.small,
                whiteSpace: "nowrap",
                textDecoration: "none",
                "&:hover": { borderColor: t.colors.goldDeep },
                '&[aria-current="page"]': {
                  background: t.colors.ink,
                  borderColor: t.colors.ink,
                  color: t.colors.ivory,
                },
              })}
            >
              {choice.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const fragment = graphql`
  fragment CommissionFacetFields on Commission {
    metal
    stone
    shape
    setting
    band
  }

  fragment CommissionFilterWords on CommissionsPageFilters {
    label
    all
    band
    metal {
      ...CommissionFacetWordsFields
    }
    stone {
      ...CommissionFacetWordsFields
    }
    shape {
      ...CommissionFacetWordsFields
    }
    setting {
      ...CommissionFacetWordsFields
    }
  }

  fragment CommissionFacetWordsFields on CommissionFacetWords {
    label
    values {
      value
      label
    }
  }
`
