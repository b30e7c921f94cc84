import type * as Booking from "./booking-button"
import type * as Disclosure from "./booking-disclosure"

/*
 * What the pages' bundles get for booking-button.tsx and booking-disclosure.ts when site.yaml has no
 * booking setting (src/node/booking-modules.ts swaps it in at build time): the same names, offering
 * nothing, so no booking code reaches a visitor who cannot book. (The build itself, in src/node/,
 * still reads the real booking-disclosure.ts.)
 */

export const BookingProvider: typeof Booking.BookingProvider = ({ children }) => <>{children}</>

export const BookingButton: typeof Booking.BookingButton = ({ withoutOffer = null }) => <>{withoutOffer}</>

/** What the pixels count of booking, in the privacy page's paragraphs: nothing, booking being off. */
export const bookingEvents: typeof Disclosure.bookingEvents = () => []
