import * as React from "react"
import { BookingButton, useBookingOffer } from "../contact/booking-button"
import { BOOKING_LINK } from "../contact/booking-link"
import { ButtonLink } from "../ui/button-link"
import { Section, slugify } from "../ui/section"

export type CallToActionProps = Queries.CallToActionFieldsFragment

/** The closing invitation on a page: a dark band with one clear next step. */
export function CallToAction({ heading, body, cta }: CallToActionProps) {
  const id = slugify(heading)
  // A link to the contact page's booking opens the calendar here, when booking is on.
  const offer = useBookingOffer()
  const books = cta.to === BOOKING_LINK && offer !== null
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
      {books ? (
        <BookingButton label={cta.label} variant="onDark" />
      ) : (
        <ButtonLink link={cta} variant="onDark" />
      )}
    </Section>
  )
}
