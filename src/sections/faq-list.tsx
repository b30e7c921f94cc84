import { graphql } from "gatsby"
import * as React from "react"
import { RichText } from "../ui/rich-text"
import { Section, slugify, type Tone } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import type { FragmentProps } from "../ui/fragment-props"

export type FaqProps = FragmentProps<Queries.FaqFieldsFragment> & { tone?: Tone }

/**
 * Questions as native disclosures: each <summary> exposes its expanded state
 * to assistive technology, and every answer is in the HTML for crawlers.
 * Answers may link to the page that explains more: [label](/path/).
 */
export function FaqList({ heading, lead, items, tone }: FaqProps) {
  const id = slugify(heading)
  return (
    <Section labelledBy={id} tone={tone} width="reading">
      <SectionHeader id={id} heading={heading} lead={lead} align="center" />
      <div css={t => ({ borderTop: t.borders.hairline })}>
        {items.map(item => (
          <details
            key={item.question}
            css={t => ({
              borderBottom: t.borders.hairline,
              "&[open] summary::after": { transform: "rotate(45deg)" },
            })}
          >
            <summary
              css={t => ({
                display: "flex",
                justifyContent: "space-between",
                alignItems: "center",
                gap: t.space.md,
                minHeight: t.sizes.touch,
                paddingBlock: t.space.md,
                cursor: "pointer",
                listStyle: "none",
                fontFamily: t.fonts.display,
                fontSize: t.fontSizes.h3,
                "&::-webkit-details-marker": { display: "none" },
                "&::after": {
                  content: '"+"',
                  fontFamily: t.fonts.body,
                  fontSize: t.fontSizes.h3,
                  color: t.colors.goldDeep,
                  transition: `transform ${t.motion.base} ${t.motion.easing}`,
                },
              })}
            >
              {item.question}
            </summary>
            <div
              css={t => ({
                display: "grid",
                gap: t.space.sm,
                paddingBottom: t.space.lg,
                color: t.colors.inkSoft,
              })}
            >
              {item.answer.map((paragraph, index) => (
                <p key={index}>
                  <RichText>{paragraph}</RichText>
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </Section>
  )
}

/** @public */
export const faqFragment = graphql`
  fragment FaqFields on FaqSection {
    heading
    lead
    items {
      question
      answer
    }
  }
`
