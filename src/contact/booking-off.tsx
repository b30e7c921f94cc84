import type * as React from "react"
import type * as Booking from "./booking-button"
import type * as Disclosure from "./booking-disclosure"

/*
 * What the pages get for booking-button.tsx and booking-disclosure.ts when site.yaml has no booking
 * setting (src/node/booking-modules.ts swaps it in at build time): the same
 * names, rendering nothing, so no booking code reaches a visitor who cannot
 * book.
 */

export const BookingProvider = (({ children }: { children?: React.ReactNode }) =>
  children) as unknown as typeof Booking.BookingProvider

export const useBookingOffer: typeof Booking.useBookingOffer = () => null

export const BookingButton: typeof Booking.BookingButton = () => null

/** The privacy page's booking paragraphs, in place of booking-disclosure.ts: none, booking being off. */
export const bookingDisclosure: typeof Disclosure.bookingDisclosure = () => []
export const bookingProviderName: typeof Disclosure.bookingProviderName = () => null
