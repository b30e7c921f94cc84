import { graphql } from "gatsby"
import * as React from "react"
import { Section, slugify, type Tone } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import { TestimonialCard } from "../ui/testimonial-card"
import type { FragmentProps } from "../ui/fragment-props"
import { joined } from "../ui/heading-text"

export type JourneyProps = FragmentProps<Queries.JourneyFieldsFragment> & { tone?: Tone }

/** Numbered steps from first conversation to finished piece, with a customer's words beside them. */
export function JourneySteps({
  eyebrow,
  heading,
  lead,
  steps,
  testimonial,
  tone = "parchment",
}: JourneyProps) {
  const id = slugify(heading)
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeader id={id} eyebrow={eyebrow} heading={heading} lead={lead} align="center" />
      <ol
        css={t => ({
          display: "grid",
          gap: t.space.xl,
          margin: 0,
          padding: 0,
          listStyle: "none",
          [t.mq.md]: { gridTemplateColumns: `repeat(${Math.min(steps.length, 4)}, minmax(0, 1fr))` },
        })}
      >
        {steps.map((step, index) => (
          <li
            key={step.title}
            css={t => ({
              display: "grid",
              gap: t.space.sm,
              alignContent: "start",
              paddingTop: t.space.lg,
              borderTop: t.borders.accent,
            })}
          >
            <span
              aria-hidden="true"
              css={t => ({
                fontFamily: t.fonts.display,
                fontSize: t.fontSizes.h2,
                fontVariantNumeric: "lining-nums",
                color: t.colors.goldDeep,
                lineHeight: 1,
              })}
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 css={t => ({ fontSize: t.fontSizes.h3 })}>{joined(step.title, "h3")}</h3>
            <p css={t => ({ color: t.colors.inkSoft })}>{step.description}</p>
          </li>
        ))}
      </ol>
      {testimonial && (
        <div css={t => ({ maxWidth: t.sizes.reading, marginInline: "auto", marginTop: t.space.xxxl })}>
          <TestimonialCard {...testimonial} headingLevel="p" />
        </div>
      )}
    </Section>
  )
}

/** @public */
export const journeyFragment = graphql`
  fragment JourneyFields on JourneySection {
    eyebrow
    heading
    lead
    steps {
      ...StepFields
    }
    testimonial {
      ...TestimonialFields
    }
  }
`
