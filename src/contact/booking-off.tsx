import type * as Booking from "./booking-button"
import type * as Disclosure from "./booking-disclosure"

/*
 * What the pages get for booking-button.tsx and booking-disclosure.ts when site.yaml has no booking
 * setting (src/node/booking-modules.ts swaps it in at build time): the same
 * names, rendering nothing, so no booking code reaches a visitor who cannot
 * book.
 */

export const BookingProvider: typeof Booking.BookingProvider = ({ children }) => <>{children}</>

export const BookingButton: typeof Booking.BookingButton = ({ withoutOffer = null }) => <>{withoutOffer}</>

/** The privacy page's booking paragraphs, in place of booking-disclosure.ts: none, booking being off. */
export const bookingDisclosure: typeof Disclosure.bookingDisclosure = () => []
export const bookingEvents: typeof Disclosure.bookingEvents = () => []
