import type * as Events from "../tracking/booking-events"
import type * as Booking from "./booking-button"

/*
 * What the pages' bundles get for booking-button.tsx and tracking/booking-events.ts when site.yaml has
 * no booking setting (src/node/booking-modules.ts swaps it in at build time): the same names, offering
 * nothing, so no booking code reaches a visitor who cannot book.
 */

export const BookingProvider: typeof Booking.BookingProvider = ({ children }) => <>{children}</>

export const BookingButton: typeof Booking.BookingButton = ({ withoutOffer = null }) => <>{withoutOffer}</>

/** What the pixels count of booking, in the privacy page's paragraphs: nothing, booking being off. */
export const bookingEvents: typeof Events.bookingEvents = () => []
