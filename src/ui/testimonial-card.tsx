import { graphql } from "gatsby"
import * as React from "react"
import { eyebrowStyles } from "./eyebrow"
import { Icon } from "./icons"
import type { FragmentProps } from "./fragment-props"
import { joined } from "./heading-text"
import { SmartLink } from "./smart-link"

/*
 * The piece's picture draws with gatsby-plugin-image, whose code a page that shows no other picture
 * (/stories/) would carry for nothing on its first load: there the band is kept as the server drew it
 * (server-markup.ts) and React never draws the card. So it comes in a chunk of its own, fetched only
 * when a card is drawn in the browser (a visit by a link); the server's HTML holds the picture as ever.
 */
const Picture = React.lazy(() => import("./picture").then(module => ({ default: module.Picture })))

export type TestimonialProps = FragmentProps<Queries.TestimonialFieldsFragment> & {
  headingLevel?: "h2" | "h3" | "p"
  /** Said before the name of the piece the story speaks of ("Their piece"); with it, the piece is shown. */
  pieceLabel?: string
  /** The piece's picture: its width in the layout, and whether it is fetched first (the page's largest paint). */
  pictureSizes?: string
  priority?: boolean
}

/**
 * A couple's words: title, quote, who said it and the collection their piece belongs to; and, when
 * the story speaks of a piece the atelier made, that piece: its picture above the words, and its
 * name as the way to its page. The quote is set upright in the body face, at the size of a lead, to
 * read easily on a phone.
 */
export function TestimonialCard({
  title,
  quote,
  name,
  collection,
  rating,
  piece: path,
  pieceCard: piece,
  headingLevel = "h3",
  pieceLabel,
  pictureSizes = "100vw",
  priority = false,
}: TestimonialProps) {
  const Title = headingLevel
  // The piece's page is the address the story names (content/pages/stories.yaml), resolved to a piece.
  const shown = path && piece && pieceLabel ? { path, piece } : null
  return (
    <figure
      css={t => ({
        display: "flex",
        flexDirection: "column",
        margin: 0,
        overflow: "hidden",
        borderRadius: t.radii.lg,
        background: t.colors.white,
        border: t.borders.hairline,
        boxShadow: t.shadows.soft,
      })}
    >
      {shown && (
        // While its code arrives, the picture's place: its shape (the fragment's aspect ratio), in the placeholder's tone.
        <React.Suspense fallback={<div css={t => ({ aspectRatio: "4 / 3", background: t.colors.sand })} />}>
          <Picture image={shown.piece.cover} sizes={pictureSizes} priority={priority} />
        </React.Suspense>
      )}
      <div
        css={t => ({
          display: "grid",
          gap: t.space.md,
          padding: `${t.space.lg} ${t.space.lg} 0`,
          [t.mq.sm]: { padding: `${t.space.xl} ${t.space.xl} 0` },
        })}
      >
        {rating && (
          <p
            role="img"
            aria-label={`Rated ${rating} out of 5`}
            css={t => ({ display: "flex", gap: t.space.xxs, color: t.colors.goldDeep })}
          >
            {Array.from({ length: rating }, (_, index) => (
              <Icon key={index} name="star" />
            ))}
          </p>
        )}
        <Title
          css={t => ({
            margin: 0,
            fontFamily: t.fonts.display,
            fontSize: t.fontSizes.h3,
            fontWeight: t.fontWeights.medium,
            lineHeight: t.lineHeights.heading,
          })}
        >
          {joined(title, "h3")}
        </Title>
        <blockquote css={t => ({ margin: 0, fontSize: t.fontSizes.lead, lineHeight: t.lineHeights.body })}>
          <p>“{quote}”</p>
        </blockquote>
      </div>
      {/* Who said it and, at the foot of the card (level across a row of them), the piece it speaks of. */}
      <figcaption
        css={t => ({
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          gap: t.space.xxs,
          padding: `${t.space.md} ${t.space.lg} ${t.space.lg}`,
          [t.mq.sm]: { padding: `${t.space.md} ${t.space.xl} ${t.space.xl}` },
          fontSize: t.fontSizes.small,
        })}
      >
        <span css={t => ({ fontWeight: t.fontWeights.semibold })}>{name}</span>
        <span
          css={t => ({
            color: t.colors.goldDeep,
            letterSpacing: t.letterSpacings.button,
            textTransform: "uppercase",
            fontSize: t.fontSizes.eyebrow,
            // Room above the piece's rule, however little the row's longest card leaves.
            ...(shown && { marginBottom: t.space.md }),
          })}
        >
          {collection}
        </span>
        {shown && (
          <span
            css={t => ({
              display: "grid",
              gap: t.space.xxs,
              marginTop: "auto",
              paddingTop: t.space.md,
              borderTop: t.borders.hairline,
            })}
          >
            <span css={eyebrowStyles}>{pieceLabel}</span>
            <SmartLink
              to={shown.path}
              css={t => ({
                display: "inline-flex",
                alignItems: "center",
                gap: t.space.xs,
                width: "fit-content",
                minHeight: t.sizes.touch,
                fontFamily: t.fonts.display,
                fontSize: t.fontSizes.h3,
                lineHeight: t.lineHeights.heading,
                textDecoration: "none",
                "&:hover": { textDecoration: "underline" },
              })}
            >
              {shown.piece.title}
              <span css={t => ({ display: "inline-flex", color: t.colors.goldDeep })}>
                <Icon name="arrow" />
              </span>
            </SmartLink>
          </span>
        )}
      </figcaption>
    </figure>
  )
}

/** @public */
export const testimonialFragment = graphql`
  fragment TestimonialFields on Testimonial {
    title
    quote
    name
    collection
    rating
    piece
    pieceCard {
      slug
      title
      # Two across from a tablet up, across the column on a phone (StoryList's sizes).
      cover {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.3333, breakpoints: [360, 540, 720, 1080])
          }
        }
      }
    }
  }
`
