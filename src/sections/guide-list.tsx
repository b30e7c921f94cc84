import { useTheme } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { guidePath } from "../content/guide-paths"
import { formatDate } from "../ui/format-date"
import { cardGrid } from "../ui/card-grid"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { cardLinkStyles } from "../ui/card-link"
import { SmartLink } from "../ui/smart-link"
import { joined } from "../ui/heading-text"

export interface GuideListProps {
  guides: readonly Queries.GuideCardFieldsFragment[]
  updatedLabel: string
  /** The first card's picture is the page's largest paint on a phone: fetched first. */
  priority?: boolean
}

/** Two across on a tablet, three on a wide screen; never a card alone on a row (card-grid.ts). */
const MOST = { md: 2, lg: 3 }

/** Every guide as a card: its picture, title (the link), summary and when it was updated. */
export function GuideList({ guides, updatedLabel, priority = false }: GuideListProps) {
  const grid = cardGrid(useTheme(), guides.length, MOST)
  return (
    <Section space={["xxl", "section"]}>
      <ul
        css={t => ({
          ...grid.css,
          gap: `${t.space.xxl} ${t.space.xl}`,
          margin: 0,
          padding: 0,
          listStyle: "none",
        })}
      >
        {guides.map((guide, index) => (
          <li
            key={guide.slug}
            css={t => ({ position: "relative", display: "grid", gap: t.space.sm, alignContent: "start" })}
          >
            <Picture
              image={guide.image}
              sizes={grid.sizes}
              priority={priority && index === 0}
              css={t => ({ borderRadius: t.radii.md, marginBottom: t.space.xs })}
            />
            <h2 css={t => ({ fontSize: t.fontSizes.h3 })}>
              <SmartLink to={guidePath(guide.slug)} css={cardLinkStyles}>
                {joined(guide.heading, "h3")}
              </SmartLink>
            </h2>
            <p css={t => ({ color: t.colors.inkSoft })}>{guide.seo.description}</p>
            <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
              {updatedLabel} <time dateTime={guide.updated}>{formatDate(guide.updated)}</time>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** @public */
export const fragment = graphql`
  fragment GuideCardFields on Guide {
    slug
    heading
    updated
    seo {
      description
    }
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 608, aspectRatio: 1.5, breakpoints: [360, 608, 768, 1216])
        }
      }
    }
  }
`
