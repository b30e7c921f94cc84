import * as React from "react"
import { Container } from "../ui/container"
import { SectionHeader } from "../ui/section-header"

export type PageIntroProps = Queries.IntroFieldsFragment & {
  children?: React.ReactNode
  width?: "content" | "reading"
}

/** The h1 and lead of a page without a picture hero (process, stories, contact, legal). */
export function PageIntro({ eyebrow, heading, lead, children, width = "content" }: PageIntroProps) {
  return (
    <div
      css={t => ({ background: t.colors.parchment, paddingTop: t.space.section, paddingBottom: t.space.xl })}
    >
      <Container width={width}>
        <SectionHeader level={1} eyebrow={eyebrow} heading={heading} lead={lead} />
        {children}
      </Container>
    </div>
  )
}
