import * as React from "react"
import { VisitLink } from "../contact/visit-link"
import { Section, slugify } from "../ui/section"

export type CallToActionProps = Queries.CallToActionFieldsFragment

/** The closing invitation on a page: a dark band with one clear next step. */
export function CallToAction({ heading, body, cta }: CallToActionProps) {
  const id = slugify(heading)
  return (
    <Section
      labelledBy={id}
      tone="ink"
      width="reading"
      css={t => ({ display: "grid", gap: t.space.lg, justifyItems: "center", textAlign: "center" })}
    >
      <h2 id={id} css={t => ({ fontSize: t.fontSizes.h1 })}>
        {heading}
      </h2>
      <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.sand })}>{body}</p>
      <VisitLink link={cta} variant="onDark" />
    </Section>
  )
}
