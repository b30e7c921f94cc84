import path from "node:path"
import { readContent } from "../content/read-content"

/*
 * Booking is on only when content/site.yaml has a booking setting. Without
 * one, the pages' bundles get booking-off.tsx in place of booking-button.tsx
 * and booking-disclosure.ts, so a site without booking ships none of their
 * code (the window's, booking-dialog.tsx, is only ever fetched on a click). The choice is part of
 * webpack's cache version: turning booking on or off starts the cache afresh.
 */

export function bookingIsOn(contentDir = path.resolve("content")): boolean {
  return Boolean(readContent("site.yaml", contentDir).booking)
}

/** webpack's resolve.alias for this build: the stub in place of the button, when booking is off. */
export function bookingAliases(on = bookingIsOn()): Record<string, string> {
  if (on) return {}
  const off = path.resolve("src/contact/booking-off.tsx")
  return {
    [path.resolve("src/contact/booking-button.tsx")]: off,
    [path.resolve("src/contact/booking-disclosure.ts")]: off,
  }
}
