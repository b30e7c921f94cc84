import type { CSSObject, Theme } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { COMMISSIONS_PATH, facetPath, type Facet } from "../content/commissions/commission-facets"
import { Icon } from "../ui/icons"
import { pill, pillCurrent } from "../ui/pill"
import { Section } from "../ui/section"
import { SmartLink } from "../ui/smart-link"
import type { FilterWords } from "./commission-words"

export interface CommissionFiltersProps {
  words: FilterWords
  /** The filters' links, facet by facet, worked out at build time (src/content/commissions/commission-filter-groups.ts). */
  groups: Queries.CommissionFilterGroupsFragment["groups"]
  /** The filter page shown, if any; none on /commissions/ itself. */
  current?: { facet: Facet; value: string }
  /** How many pieces the list shows, over all its pages. */
  shown: number
}

interface Choice {
  label: string
  to: string
}

/**
 * The filters: plain links to a page per facet value, so they work before (and without) any script.
 * Above them, how many pieces are shown and the filter chosen, with the way to take it away; then the
 * filters themselves, folded into one "Filter" disclosure on a phone and laid out as compact rows on
 * a wider screen, where the disclosure stays open (its summary hidden, its content shown).
 */
export function CommissionFilters({ words, groups, current, shown }: CommissionFiltersProps) {
  const here = current ? facetPath(current.facet, current.value) : COMMISSIONS_PATH
  const chosen = groups.flatMap(group => group.choices).find(choice => choice.to === here)

  return (
    <Section space={["lg", "xl"]}>
      <nav aria-label={words.label} css={t => ({ display: "grid", gap: t.space.md })}>
        <p css={t => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: t.space.md })}>
          <strong>{`${shown} ${shown === 1 ? words.count.one : words.count.other}`}</strong>
          {current && chosen && (
            // The filter chosen, which takes itself away: the link back to every piece.
            <SmartLink
              to={COMMISSIONS_PATH}
              data-filter-chosen=""
              aria-label={`${words.remove}: ${chosen.label}`}
              css={t => ({
                ...pill(t),
                gap: t.space.xs,
                ...pillCurrent(t),
                "&:hover": { background: t.colors.goldDeep },
              })}
            >
              {chosen.label}
              <Icon name="close" />
            </SmartLink>
          )}
        </p>
        <details
          css={t => ({
            ...openMark,
            borderBlock: t.borders.hairline,
            "& > summary": {
              ...pill(t),
              ...disclosure(t),
              width: "fit-content",
              marginBlock: t.space.sm,
            },
            [t.mq.md]: {
              border: "none",
              // Open on a wide screen whatever its state, where the browser can say so (else it stays a
              // disclosure there too): each facet is then a compact menu of its own, on one row.
              "@supports selector(::details-content)": {
                "& > summary": { display: "none" },
                "&::details-content": { display: "block", contentVisibility: "visible" },
              },
            },
          })}
        >
          <summary>{words.toggle}</summary>
          <div
            css={t => ({
              display: "grid",
              paddingBottom: t.space.sm,
              // The row is what a facet's panel opens under, from its left edge: a panel hung from a
              // facet near the right would run off a tablet's screen.
              [t.mq.md]: {
                position: "relative",
                display: "flex",
                flexWrap: "wrap",
                gap: t.space.xs,
                paddingBottom: 0,
              },
            })}
          >
            {groups.map(group => (
              <Choices
                key={group.facet}
                heading={group.heading}
                choices={group.choices}
                here={here}
                chosen={group.choices.find(choice => choice.to === here)?.label}
              />
            ))}
          </div>
        </details>
      </nav>
    </Section>
  )
}

/** A disclosure's summary: no browser marker, a plus that becomes a minus when open. */
const disclosure = (t: Theme): CSSObject => ({
  gap: t.space.xs,
  cursor: "pointer",
  listStyle: "none",
  fontWeight: t.fontWeights.semibold,
  "&::-webkit-details-marker": { display: "none" },
  "&::after": { content: '"+"', fontWeight: t.fontWeights.regular, marginLeft: "auto" },
})

/** The disclosure's own rule: its summary's plus a minus while it is open. */
const openMark = { "&[open] > summary::after": { content: '"\\2212"' } } as const

/**
 * One facet's links in a disclosure of its own (one open at a time: they share a name): on a phone a
 * row of the Filter disclosure, its links wrapping under it; on a wide screen a compact button on one
 * row with the others, its links a panel under it. Its summary names the value chosen, if any.
 */
function Choices({
  heading,
  choices,
  here,
  chosen,
}: {
  heading: string
  choices: readonly Choice[]
  here: string
  chosen?: string
}) {
  return (
    <details
      name="commission-facet"
      css={t => ({
        ...openMark,
        borderTop: t.borders.hairline,
        "& > summary": {
          ...disclosure(t),
          display: "flex",
          alignItems: "center",
          minHeight: t.sizes.touch,
          fontSize: t.fontSizes.small,
        },
        [t.mq.md]: {
          border: "none",
          "& > summary": {
            ...pill(t),
            ...disclosure(t),
            "&[data-chosen]": { borderColor: t.colors.ink },
          },
          "&[open] > summary": { borderColor: t.colors.goldDeep },
        },
      })}
    >
      <summary data-chosen={chosen ? "" : undefined}>
        <span>
          {heading}
          {chosen && (
            <span css={t => ({ fontWeight: t.fontWeights.regular, color: t.colors.inkSoft })}>
              {` · ${chosen}`}
            </span>
          )}
        </span>
      </summary>
      <ul
        css={t => ({
          display: "flex",
          flexWrap: "wrap",
          gap: t.space.xs,
          margin: 0,
          padding: `0 0 ${t.space.md}`,
          listStyle: "none",
          [t.mq.md]: {
            position: "absolute",
            zIndex: 2,
            top: `calc(100% + ${t.space.xs})`,
            left: 0,
            width: "max-content",
            maxWidth: "min(32rem, calc(100vw - 2 * " + t.space.gutter + "))",
            padding: t.space.md,
            border: t.borders.hairline,
            borderRadius: t.radii.md,
            background: t.colors.white,
            boxShadow: t.shadows.lifted,
          },
        })}
      >
        {choices.map(choice => (
          <li key={choice.to}>
            <SmartLink
              to={choice.to}
              aria-current={choice.to === here ? "page" : undefined}
              css={t => ({
                ...pill(t),
                "&:hover": { borderColor: t.colors.goldDeep },
                '&[aria-current="page"]': pillCurrent(t),
              })}
            >
              {choice.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** @public */
export const fragment = graphql`
  fragment CommissionFilterGroups on CommissionsPageFilters {
    groups {
      facet
      heading
      choices {
        label
        to
      }
    }
  }

  # The values some piece has, by facet: a few words, however many pieces there are.
  fragment CommissionFacetValues on CommissionConnection {
    metal: distinct(field: { metal: SELECT })
    stone: distinct(field: { stone: SELECT })
    shape: distinct(field: { shape: SELECT })
    setting: distinct(field: { setting: SELECT })
    band: distinct(field: { band: SELECT })
  }

  fragment CommissionFilterWords on CommissionsPageFilters {
    label
    toggle
    count {
      one
      other
    }
    remove
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
