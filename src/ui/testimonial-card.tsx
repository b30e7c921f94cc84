import { graphql } from "gatsby"
import * as React from "react"
import { Icon } from "./icons"
import type { FragmentProps } from "./fragment-props"
import { joined } from "./heading-text"

export type TestimonialProps = FragmentProps<Queries.TestimonialFieldsFragment> & {
  headingLevel?: "h2" | "h3" | "p"
}

/** A couple's words: title, quote, who said it and the collection their piece belongs to. */
export function TestimonialCard({
  title,
  quote,
  name,
  collection,
  rating,
  headingLevel = "h3",
}: TestimonialProps) {
  const Title = headingLevel
  return (
    <figure
      css={t => ({
        display: "grid",
        gap: t.space.md,
        alignContent: "start",
        margin: 0,
        padding: t.space.xl,
        borderRadius: t.radii.lg,
        background: t.colors.white,
        border: t.borders.hairline,
        boxShadow: t.shadows.soft,
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
      <blockquote
        // Takes the italic face after the first paint (theme/italic-face.ts).
        data-italic=""
        css={t => ({
          margin: 0,
          fontFamily: t.fonts.display,
          fontStyle: "italic",
          fontSize: t.fontSizes.lead,
          lineHeight: t.lineHeights.body,
        })}
      >
        <p>“{quote}”</p>
      </blockquote>
      <figcaption css={t => ({ display: "grid", gap: t.space.xxs, fontSize: t.fontSizes.small })}>
        <span css={t => ({ fontWeight: t.fontWeights.semibold })}>{name}</span>
        <span
          css={t => ({
            color: t.colors.goldDeep,
            letterSpacing: t.letterSpacings.button,
            textTransform: "uppercase",
            fontSize: t.fontSizes.eyebrow,
          })}
        >
          {collection}
        </span>
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
  }
`
