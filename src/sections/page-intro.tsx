import { graphql } from "gatsby"
import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { SectionHeader } from "../ui/section-header"
import type { FragmentProps } from "../ui/fragment-props"

export type PageIntroProps = FragmentProps<Queries.IntroFieldsFragment> & {
  children?: React.ReactNode
  width?: "content" | "reading"
  /** Over a list (the commissions'), closer: its first entries come up on the first screen. */
  compact?: boolean
}

/** The h1 and lead of a page without a picture hero (process, stories, contact, legal). */
export function PageIntro({
  eyebrow,
  heading,
  lead,
  cta,
  children,
  width = "content",
  compact = false,
}: PageIntroProps) {
  return (
    <Section tone="parchment" width={width} space={compact ? ["xxl", "lg"] : ["section", "xl"]}>
      <SectionHeader level={1} eyebrow={eyebrow} heading={heading} lead={lead} />
      {cta && (
        <p css={t => ({ marginTop: `calc(-1 * ${t.space.md})` })}>
          <ButtonLink link={cta} variant="secondary" />
        </p>
      )}
      {children}
    </Section>
  )
}

/** @public */
export const introFragment = graphql`
  fragment IntroFields on SectionIntro {
    eyebrow
    heading
    lead
    cta {
      ...LinkFields
    }
  }
`
