import path from "node:path"
import { sectionsWithBooking } from "../contact/booking-disclosure"
import { readContent } from "../content/read-content"

/*
 * Booking is on only when content/site.yaml has a booking setting. Without
 * one, a site ships nothing of it: __BOOKING__ (src/globals.d.ts) is false in
 * the bundles, so every branch that uses booking folds away, and the modules
 * those branches used are marked free of side effects, so webpack leaves them
 * out once nothing uses them (their React context included). Every use sits
 * behind __BOOKING__ (tests/unit/node/booking-modules.test.ts). The window's code,
 * booking-dialog.tsx, is only ever fetched on a click. The choice is part of
 * webpack's cache version: turning booking on or off starts the cache afresh.
 */

export function bookingIsOn(contentDir = path.resolve("content")): boolean {
  return Boolean(readContent("site.yaml", contentDir).booking)
}

/** The modules only booking uses, relative to the project. */
export const BOOKING_MODULES = ["src/contact/booking-button.tsx", "src/tracking/booking-events.ts"]

/** webpack: the booking modules have no side effects, so a build that uses none of their names bundles none of them. */
export const bookingModuleRule = () => ({
  test: BOOKING_MODULES.map(file => path.resolve(file)),
  sideEffects: false,
})

/** What webpack's DefinePlugin writes into the bundles for __BOOKING__. */
export const bookingDefinitions = (on = bookingIsOn()) => ({ __BOOKING__: JSON.stringify(on) })

interface Context {
  nodeModel: { findOne(args: { type: string }): Promise<{ booking?: Booking | null } | null> }
}
type Booking = { provider: string; label: string }
type Section = Parameters<typeof sectionsWithBooking>[0][number]

/**
 * GraphQL: a legal page's sections as the site offers booking. With a booking setting, the section
 * marked bookingDisclosure opens with the paragraphs written from it (naming the provider); without
 * one, that section is left out. Written here, at build time, so the pages carry only the text. The
 * setting is read through the node model, so that a warm rebuild runs the page's query again when it
 * changes.
 */
export const bookingResolvers = {
  LegalPage: {
    sections: {
      async resolve<S extends Section>(source: { sections: readonly S[] }, _args: unknown, context: Context) {
        const booking = (await context.nodeModel.findOne({ type: "SiteSettings" }))?.booking
        return sectionsWithBooking(source.sections, booking)
      },
    },
  },
}
