import { graphql } from "gatsby"
import * as React from "react"
import { eyebrowStyles } from "../ui/eyebrow"
import { Picture } from "../ui/picture"
import { RichText } from "../ui/rich-text"
import { Section, slugify } from "../ui/section"
import { SizeChart } from "./ring-sizes/size-chart"
import { TableFrame } from "../ui/table-frame"
import { joined } from "../ui/heading-text"

export interface GuideArticleProps {
  sections: readonly Queries.GuideSectionFieldsFragment[]
  /** The heading of the list of sections at the top. */
  contentsLabel: string
}

// Pictures sit at the reading measure (42rem) or the full width of a phone.
const SIZES = "(min-width: 736px) 42rem, 100vw"

/**
 * A guide's text at a reading measure: a list of its sections to jump to,
 * then each section's paragraphs, with the points, table, aside, picture or
 * ring-size chart it carries.
 */
export function GuideArticle({ sections, contentsLabel }: GuideArticleProps) {
  return (
    <Section
      // The ring-size chart is a control; the words around it need no script.
      width="reading"
      space={["xxl", "section"]}
      css={t => ({
        display: "grid",
        gap: t.space.xxl,
        "p, li": { color: t.colors.inkSoft },
        ul: { display: "grid", gap: t.space.xs, margin: 0, paddingLeft: t.space.lg },
      })}
    >
      <nav aria-labelledby="guide-contents" data-guide-contents="">
        <h2 id="guide-contents" css={t => ({ ...eyebrowStyles(t), fontFamily: t.fonts.body })}>
          {contentsLabel}
        </h2>
        <ol
          css={t => ({
            display: "grid",
            gap: t.space.xxs,
            margin: 0,
            marginTop: t.space.sm,
            paddingLeft: t.space.lg,
            a: { color: t.colors.ink, textUnderlineOffset: "0.2em" },
          })}
        >
          {sections.map(section => (
            <li key={section.heading}>
              <a href={`#${slugify(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(section => (
        <GuideSection key={section.heading} {...section} />
      ))}
    </Section>
  )
}

function GuideSection({
  heading,
  body,
  points,
  table,
  callout,
  image,
  sizeChart,
}: Queries.GuideSectionFieldsFragment) {
  const id = slugify(heading)
  return (
    <section
      aria-labelledby={id}
      css={t => ({ display: "grid", gap: t.space.md, scrollMarginTop: t.space.xl })}
    >
      <h2 id={id} css={t => ({ fontSize: t.fontSizes.h2 })}>
        {joined(heading)}
      </h2>
      {body.map((paragraph, index) => (
        <p key={index}>
          <RichText>{paragraph}</RichText>
        </p>
      ))}
      {points && (
        <ul>
          {points.map((point, index) => (
            <li key={index}>
              <RichText>{point}</RichText>
            </li>
          ))}
        </ul>
      )}
      {table && <GuideTable {...table} />}
      {callout && (
        <div
          role="note"
          aria-label={callout.title ?? undefined}
          css={t => ({
            display: "grid",
            gap: t.space.xs,
            padding: t.space.lg,
            borderLeft: `3px solid ${t.colors.gold}`,
            borderRadius: t.radii.sm,
            background: t.colors.parchment,
          })}
        >
          {callout.title && (
            <p css={t => ({ fontFamily: t.fonts.display, fontSize: t.fontSizes.h3, color: t.colors.ink })}>
              {callout.title}
            </p>
          )}
          <p>
            <RichText>{callout.body}</RichText>
          </p>
        </div>
      )}
      {image && (
        <figure css={t => ({ display: "grid", gap: t.space.xs, margin: 0 })}>
          <Picture image={image} sizes={SIZES} css={t => ({ borderRadius: t.radii.md })} />
          {image.caption && (
            <figcaption css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
              {image.caption}
            </figcaption>
          )}
        </figure>
      )}
      {sizeChart && <SizeChart {...sizeChart} />}
    </section>
  )
}

/** A table of facts: column headings, and the first cell of each row naming it. */
export function GuideTable({
  caption,
  columns,
  rows,
}: NonNullable<Queries.GuideSectionFieldsFragment["table"]>) {
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          {columns.map(column => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ cells }) => (
          <tr key={cells.join("|")}>
            {cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              )
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  )
}

/** @public */
export const fragment = graphql`
  fragment GuideSectionFields on GuideSection {
    heading
    body
    points
    table {
      caption
      columns
      rows {
        cells
      }
    }
    callout {
      title
      body
    }
    image {
      alt
      caption
      src {
        childImageSharp {
          gatsbyImageData(width: 672, breakpoints: [360, 672, 1008, 1344])
        }
      }
    }
    sizeChart {
      ...GuideSizeChartFields
    }
  }
`
