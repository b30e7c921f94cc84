import * as React from "react"
import { ButtonLink } from "../ui/button-link"
import type { ButtonVariant } from "../ui/button"
import { BookingButton } from "./booking-button"
import { BOOKING_LINK } from "./booking-link"

interface Props {
  link: { label: string; to: string }
  variant?: ButtonVariant
}

/**
 * A call to action from the content. One that points at the contact page's
 * booking (/contact-us/#book-a-visit) opens the calendar where it stands when
 * booking is on; otherwise, and always without JavaScript, it is the link.
 */
export function VisitLink({ link, variant = "primary" }: Props) {
  const plain = <ButtonLink link={link} variant={variant} />
  return __BOOKING__ && link.to === BOOKING_LINK ? (
    <BookingButton label={link.label} variant={variant} withoutOffer={plain} />
  ) : (
    plain
  )
}
