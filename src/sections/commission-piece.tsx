import { useTheme } from "@emotion/react"
import { graphql, Link } from "gatsby"
import * as React from "react"
import { facetPath } from "../content/commission-facets"
import { buttonStyles } from "../ui/button"
import { eyebrowStyles } from "../ui/eyebrow"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { SmartLink } from "../ui/smart-link"
import { bandById, valueLabel, type Band, type FilterWords } from "./commission-words"
import { formatBand } from "../content/price-format"

export interface CommissionPieceProps {
  piece: Queries.CommissionPieceFieldsFragment
  words: FilterWords
  labels: Queries.CommissionLabelsFragment
  bands: readonly Band[]
}

/** The contact page with this piece named: the form, WhatsApp and booking carry it from there. */
export const similarDesignPath = (slug: string) => `/contact-us/?design=${encodeURIComponent(slug)}`

/** A piece's page, top: its pictures, name, facts (each a link to the piece's like), band and the way to start one. */
export function CommissionPiece({ piece, words, labels, bands }: CommissionPieceProps) {
  const { breakpoints, sizes } = useTheme()
  const band = bandById(bands, piece.band)
  const facts: { term: string; value: string; to?: string }[] = [
    {
      term: words.metal.label,
      value: valueLabel(words, "metal", piece.metal),
      to: facetPath("metal", piece.metal),
    },
    {
      term: words.stone.label,
      value: valueLabel(words, "stone", piece.stone),
      to: facetPath("stone", piece.stone),
    },
    ...(piece.shape
      ? [
          {
            term: words.shape.label,
            value: valueLabel(words, "shape", piece.shape),
            to: facetPath("shape", piece.shape),
          },
        ]
      : []),
    {
      term: words.setting.label,
      value: valueLabel(words, "setting", piece.setting),
      to: facetPath("setting", piece.setting),
    },
    ...(band
      ? [
          {
            term: labels.band,
            value: `${band.label}, ${formatBand(band.low, band.high)}`,
            to: facetPath("band", band.id),
          },
        ]
      : []),
    { term: labels.weeks, value: String(piece.weeks) },
    { term: labels.year, value: String(piece.year) },
  ]
  return (
    <Section tone="parchment" space={["xxl", "section"]} labelledBy="piece-details">
      <div
        css={t => ({
          display: "grid",
          gap: t.space.xxl,
          [t.mq.lg]: { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)", alignItems: "start" },
        })}
      >
        {/* The first picture across the column, the largest paint; the others in pairs under it, half as wide. */}
        <div
          css={t => ({
            display: "grid",
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            gap: t.space.md,
            "& > :first-of-type": { gridColumn: "1 / -1" },
          })}
        >
          {piece.pictures.map((picture, index) => {
            const wide = `(min-width: ${breakpoints.xl}px) ${(parseFloat(sizes.content) * 7) / 12}rem, (min-width: ${breakpoints.lg}px) 58vw, 100vw`
            const half = `(min-width: ${breakpoints.xl}px) ${(parseFloat(sizes.content) * 7) / 24}rem, (min-width: ${breakpoints.lg}px) 29vw, 50vw`
            return (
              <Picture
                key={index}
                image={picture}
                sizes={index === 0 ? wide : half}
                // The first picture alone is fetched at once: the pairs under it, in view as soon as the
                // page is laid out, are fetched then, and leave the largest paint the bandwidth (piece's LCP
                // 1,058 -> 982 ms, Lighthouse mobile, 9 runs interleaved, A/A 3 ms, 28 November).
                priority={index === 0}
                css={t => ({ borderRadius: t.radii.md })}
              />
            )
          })}
        </div>
        <div
          css={t => ({
            display: "grid",
            gap: t.space.lg,
            [t.mq.lg]: { position: "sticky", top: t.space.xl },
          })}
        >
          {piece.sample && <p css={eyebrowStyles}>{labels.sample}</p>}
          <h1 css={t => ({ fontSize: t.fontSizes.h1 })}>{piece.title}</h1>
          <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.inkSoft })}>{piece.summary}</p>
          <h2 id="piece-details" css={eyebrowStyles}>
            {labels.details}
          </h2>
          <dl
            css={t => ({
              display: "grid",
              gridTemplateColumns: "auto 1fr",
              gap: `${t.space.xs} ${t.space.lg}`,
              margin: 0,
            })}
          >
            {facts.map(fact => (
              <React.Fragment key={fact.term}>
                <dt css={t => ({ color: t.colors.inkSoft })}>{fact.term}</dt>
                <dd css={t => ({ margin: 0, fontWeight: t.fontWeights.medium })}>
                  {fact.to ? <SmartLink to={fact.to}>{fact.value}</SmartLink> : fact.value}
                </dd>
              </React.Fragment>
            ))}
          </dl>
          <p>
            {/* Gatsby's Link itself: the content's links (SmartLink) are pages alone, never an address with a query. */}
            <Link to={similarDesignPath(piece.slug)} css={t => buttonStyles(t, "primary")}>
              {labels.similar}
            </Link>
          </p>
        </div>
      </div>
    </Section>
  )
}

/** The story, in paragraphs, and the couple's own words when they agreed to them. */
export function CommissionStory({ piece, labels }: Pick<CommissionPieceProps, "piece" | "labels">) {
  return (
    <Section width="reading" labelledBy="piece-story">
      <h2 id="piece-story" css={t => ({ fontSize: t.fontSizes.h2, marginBottom: t.space.lg })}>
        {labels.story}
      </h2>
      <div css={t => ({ display: "grid", gap: t.space.md })}>
        {piece.story.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {piece.words && (
        <>
          <h2 css={t => ({ fontSize: t.fontSizes.h2, marginTop: t.space.xxl, marginBottom: t.space.lg })}>
            {labels.words}
          </h2>
          <figure css={{ margin: 0 }}>
            <blockquote
              // Takes the italic face after the first paint (theme/italic-face.ts).
              data-italic=""
              css={t => ({
                margin: 0,
                fontFamily: t.fonts.display,
                fontStyle: "italic",
                fontSize: t.fontSizes.h3,
                lineHeight: t.lineHeights.heading,
              })}
            >
              <p>“{piece.words.quote}”</p>
            </blockquote>
            <figcaption css={t => ({ marginTop: t.space.md, color: t.colors.inkSoft })}>
              {piece.words.names}
            </figcaption>
          </figure>
        </>
      )}
    </Section>
  )
}

export const fragment = graphql`
  fragment CommissionPieceFields on Commission {
    slug
    title
    summary
    sample
    year
    weeks
    metal
    stone
    shape
    setting
    band
    story
    words {
      quote
      names
    }
    pictures {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.3333, breakpoints: [360, 480, 720, 960, 1440])
        }
      }
    }
  }

  fragment CommissionLabels on CommissionsPageLabels {
    sample
    details
    band
    weeks
    year
    story
    words
    related
    similar
  }
`
