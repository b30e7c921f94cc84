import { graphql } from "gatsby"
import * as React from "react"
import { eyebrowStyles } from "../ui/eyebrow"
import { formatDate } from "../ui/format-date"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { SmartLink } from "../ui/smart-link"
import { joined } from "../ui/heading-text"

export type GuideHeaderProps = Queries.GuideHeaderFieldsFragment & {
  /** The guides' index, the one step up the breadcrumb trail. */
  guides: { label: string; to: string }
  updatedLabel: string
}

// The picture is half the measure beside the words from 1024 px, the full width below.
const SIZES = "(min-width: 1216px) 36rem, (min-width: 1024px) 46vw, 100vw"

/** A guide's opening: the way back to the guides, its title and lead, when it was updated, and its picture. */
export function GuideHeader({ heading, lead, updated, image, guides, updatedLabel }: GuideHeaderProps) {
  return (
    <Section
      labelledBy="guide-heading"
      tone="parchment"
      space={["xl", "xxl"]}
      css={t => ({
        display: "grid",
        gap: t.space.xl,
        alignItems: "center",
        [t.mq.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: t.space.xxxl },
      })}
    >
      <div css={t => ({ display: "grid", gap: t.space.md, [t.mq.md]: { gap: t.space.lg } })}>
        <nav aria-label="Breadcrumb">
          <SmartLink to={guides.to} css={t => ({ ...eyebrowStyles(t), textDecoration: "none" })}>
            {guides.label}
          </SmartLink>
        </nav>
        <h1 id="guide-heading" css={t => ({ fontSize: t.fontSizes.h1, lineHeight: t.lineHeights.tight })}>
          {joined(heading, "h1")}
        </h1>
        <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.inkSoft })}>{lead}</p>
        <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
          {updatedLabel} <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
      </div>
      {/* The largest paint of the first screen on a phone and a laptop: fetched first, never lazily. */}
      <Picture image={image} sizes={SIZES} priority css={t => ({ borderRadius: t.radii.lg })} />
    </Section>
  )
}

/** @public */
export const fragment = graphql`
  fragment GuideHeaderFields on Guide {
    heading
    lead
    updated
    image {
      alt
      src {
        childImageSharp {
          # 768, not 720: a 412 px phone at 1.75x needs 721 px, and a 720 step sent it the 1080
          gatsbyImageData(width: 720, aspectRatio: 1.5, breakpoints: [360, 540, 768, 1080, 1440])
        }
      }
    }
  }
`
