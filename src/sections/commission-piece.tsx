import { useTheme } from "@emotion/react"
import { graphql, Link } from "gatsby"
import * as React from "react"
import { COMMISSIONS_PATH, facetPath } from "../content/commissions/commission-facets"
import { buttonStyles } from "../ui/button"
import { eyebrowStyles } from "../ui/eyebrow"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { SmartLink } from "../ui/smart-link"
import { bandById, valueLabel, type Band, type FilterWords } from "./commission-words"
import { formatBand } from "../content/price-format"
import { joined } from "../ui/heading-text"

export interface CommissionPieceProps {
  piece: Queries.CommissionPieceFieldsFragment
  words: FilterWords
  labels: Queries.CommissionLabelsFragment
  bands: readonly Band[]
  /** The list's name, the breadcrumb's way back to it ("Commissions"). */
  listName: string
}

/**
 * A piece's page, top, as a jeweller's product page: its pictures; the way back to the list; its name
 * and, set large under it, its price band; its summary; its facts (label over value, each a link to
 * the piece's like); and the way to start one.
 */
export function CommissionPiece({ piece, words, labels, bands, listName }: CommissionPieceProps) {
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
    // The stone's weight and the band's style have no filter page: facts, not links.
    ...(typeof piece.carat === "number"
      ? [{ term: labels.carat.label, value: `${piece.carat} ${labels.carat.unit}` }]
      : []),
    {
      term: labels.bandStyle.label,
      value: labels.bandStyle.values.find(entry => entry.value === piece.bandStyle)?.label ?? piece.bandStyle,
    },
    { term: labels.weeks, value: String(piece.weeks) },
    { term: labels.year, value: String(piece.year) },
  ]
  return (
    <Section tone="parchment" space={["xl", "section"]} labelledBy="piece-details">
      <nav aria-label="Breadcrumb" css={t => ({ marginBottom: t.space.lg })}>
        <Breadcrumb listName={listName} title={piece.title} />
      </nav>
      <div
        css={t => ({
          display: "grid",
          gap: t.space.xxl,
          [t.mq.lg]: { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)", alignItems: "start" },
        })}
      >
        {/* The first picture across the column, the largest paint; the others in pairs under it, half as
            wide, and one left over across the column too: never a picture beside an empty half. */}
        <div
          css={t => ({
            display: "grid",
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            gap: t.space.md,
            "& > :first-of-type": { gridColumn: "1 / -1" },
            // A last picture left over spans the column too, a little shallower (its wrapper clips it to
            // 3:2, the subject kept in the middle), so that the first stays the largest paint rather than
            // tying with it to the pixel (Lighthouse took the lazy second as the LCP: 980 -> 1,910 ms).
            "& > :nth-of-type(2n):last-of-type": { gridColumn: "1 / -1", aspectRatio: "3 / 2" },
          })}
        >
          {piece.pictures.map((picture, index) => {
            const wide = `(min-width: ${breakpoints.xl}px) ${(parseFloat(sizes.content) * 7) / 12}rem, (min-width: ${breakpoints.lg}px) 58vw, ${sizes.column}`
            const half = `(min-width: ${breakpoints.xl}px) ${(parseFloat(sizes.content) * 7) / 24}rem, (min-width: ${breakpoints.lg}px) 29vw, 50vw`
            const across = index === 0 || (index % 2 === 1 && index === piece.pictures.length - 1)
            return (
              <Picture
                key={index}
                image={picture}
                sizes={across ? wide : half}
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
            [t.mq.lg]: { position: "sticky", top: `calc(${t.sizes.navHeight} + ${t.space.xl})` },
          })}
        >
          {piece.sample && <p css={eyebrowStyles}>{labels.sample}</p>}
          <div css={t => ({ display: "grid", gap: t.space.sm })}>
            <h1 css={t => ({ fontSize: t.fontSizes.h1 })}>{joined(piece.title, "h1")}</h1>
            {band && (
              <p data-piece-price="" css={t => ({ display: "grid", gap: t.space.xxs })}>
                <SmartLink
                  to={facetPath("band", band.id)}
                  css={t => ({
                    ...eyebrowStyles(t),
                    width: "fit-content",
                    textDecoration: "none",
                    "&:hover": { textDecoration: "underline" },
                  })}
                >
                  {`${labels.band}: ${band.label}`}
                </SmartLink>
                <span
                  css={t => ({
                    fontFamily: t.fonts.display,
                    fontSize: t.fontSizes.h2,
                    lineHeight: t.lineHeights.tight,
                    fontVariantNumeric: "lining-nums",
                  })}
                >
                  {formatBand(band.low, band.high)}
                </span>
              </p>
            )}
          </div>
          <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.inkSoft })}>{piece.summary}</p>
          <h2 id="piece-details" css={eyebrowStyles}>
            {labels.details}
          </h2>
          <dl
            css={t => ({
              display: "grid",
              gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
              gap: `${t.space.md} ${t.space.lg}`,
              margin: 0,
              // Each fact's label and value in rows shared across the pair (subgrid): a label that wraps
              // ("Weeks from first visit to collection") keeps its value level with its neighbour's.
              "& > div": {
                display: "grid",
                gridRow: "span 2",
                gridTemplateRows: "subgrid",
                rowGap: t.space.xxs,
                "& > dt": { alignSelf: "end" },
              },
            })}
          >
            {facts.map(fact => (
              <div key={fact.term}>
                <dt css={t => ({ color: t.colors.inkSoft, fontSize: t.fontSizes.small })}>{fact.term}</dt>
                <dd css={t => ({ margin: 0, fontWeight: t.fontWeights.medium })}>
                  {fact.to ? (
                    // A fact that leads to its like reads as a fact, in the accent, underlined only under a pointer.
                    <SmartLink
                      to={fact.to}
                      css={t => ({
                        color: t.colors.goldDeep,
                        textDecoration: "none",
                        "&:hover": { textDecoration: "underline" },
                      })}
                    >
                      {fact.value}
                    </SmartLink>
                  ) : (
                    fact.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p>
            {/* Gatsby's Link itself: the content's links (SmartLink) are pages alone, never an address with a query.
                The designer with the piece's choices made, or, where it cannot make the piece, the contact
                page naming it: never the designer's first options, which would be another ring. */}
            <Link to={piece.designPath} css={t => buttonStyles(t, "primary")}>
              {piece.designComposable ? labels.similar : labels.enquire}
            </Link>
          </p>
        </div>
      </div>
    </Section>
  )
}

/** Back to the list, then the piece itself. */
function Breadcrumb({ listName, title }: { listName: string; title: string }) {
  return (
    <ol
      css={t => ({
        display: "flex",
        flexWrap: "wrap",
        gap: t.space.xs,
        margin: 0,
        padding: 0,
        listStyle: "none",
        fontSize: t.fontSizes.small,
        color: t.colors.inkSoft,
        "& li + li::before": { content: '"/"', marginInlineEnd: t.space.xs, color: t.colors.sand },
      })}
    >
      <li>
        <SmartLink to={COMMISSIONS_PATH} css={t => ({ color: t.colors.inkSoft })}>
          {listName}
        </SmartLink>
      </li>
      <li aria-current="page">{title}</li>
    </ol>
  )
}

/** The story, in paragraphs, and the couple's own words when they agreed to them. */
export function CommissionStory({ piece, labels }: Pick<CommissionPieceProps, "piece" | "labels">) {
  return (
    <Section width="reading" labelledBy="piece-story">
      <h2 id="piece-story" css={t => ({ fontSize: t.fontSizes.h2, marginBottom: t.space.lg })}>
        {joined(labels.story)}
      </h2>
      <div css={t => ({ display: "grid", gap: t.space.md })}>
        {piece.story.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {piece.words && (
        <>
          <h2 css={t => ({ fontSize: t.fontSizes.h2, marginTop: t.space.xxl, marginBottom: t.space.lg })}>
            {joined(labels.words)}
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

/** @public */
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
    carat
    bandStyle
    band
    designPath
    designComposable
    story
    words {
      quote
      names
    }
    pictures {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.3333, breakpoints: [480, 720, 960, 1440])
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
    enquire
    carat {
      label
      unit
    }
    bandStyle {
      label
      values {
        value
        label
      }
    }
  }
`
