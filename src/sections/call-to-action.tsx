import { graphql } from "gatsby"
import * as React from "react"
import { BookingButton } from "../contact/booking-button"
import { BOOKING_LINK } from "../content/booking-link"
import { ButtonLink } from "../ui/button-link"
import { Section, slugify } from "../ui/section"
import type { FragmentProps } from "../ui/fragment-props"
import { joined } from "../ui/heading-text"

export type CallToActionProps = FragmentProps<Queries.CallToActionFieldsFragment>

/** The closing invitation on a page: a dark band with one clear next step. */
export function CallToAction({ heading, body, cta, note }: CallToActionProps) {
  const id = slugify(heading)
  const link = <ButtonLink link={cta} variant="onDark" />
  return (
    <Section
      labelledBy={id}
      tone="ink"
      width="reading"
      css={t => ({ display: "grid", gap: t.space.lg, justifyItems: "center", textAlign: "center" })}
    >
      {/* A section's size on a phone, where its longest pair of words ("Something Meaningful?") then
          shares a line; a page heading's from a large phone up. */}
      <h2 id={id} css={t => ({ fontSize: t.fontSizes.h2, [t.mq.sm]: { fontSize: t.fontSizes.h1 } })}>
        {joined(heading, "h1")}
      </h2>
      <p css={t => ({ fontSize: t.fontSizes.lead, color: t.colors.sand })}>{body}</p>
      {/* A link to the contact page's booking opens the calendar here, when booking is on. */}
      {__BOOKING__ && cta.to === BOOKING_LINK ? (
        <BookingButton label={cta.label} variant="onDark" withoutOffer={link} />
      ) : (
        link
      )}
      {note && <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.sand })}>{note}</p>}
    </Section>
  )
}

/** @public */
export const callToActionFragment = graphql`
  fragment CallToActionFields on CallToActionSection {
    heading
    body
    cta {
      ...LinkFields
    }
    note
  }
`
