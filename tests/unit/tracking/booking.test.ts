import { bookingDisclosure } from "../../../src/contact/booking-disclosure"
import { BOOKING_LINK } from "../../../src/content/booking-link"
import { isCalendlySchedulingUrl } from "../../../src/providers/calendly"
import { scheduleEvent } from "../../../src/tracking/booking-event"
import { offersBooking, policyFor } from "../../../src/node/content-security-policy"
import { bookingEvents } from "../../../src/tracking/booking-events"
import { trackingDisclosure } from "../../../src/tracking/disclosure"
import { brokenLinkReason } from "../../../src/content/text/links"

/*
 * Booking, apart from the browser: which links the content check
 * takes, what a booking sends the pixels, and that a build without booking
 * keeps no trace of it in its policy or its privacy page. The links here are
 * made up; the browser tests (tests/e2e/booking.spec.ts) use the site's own.
 */

const CALENDLY = "https://calendly.com"
const scheduled = (invitee?: string) => ({
  event: "calendly.event_scheduled",
  payload: {
    event: { uri: "https://api.calendly.com/scheduled_events/EVENT1" },
    invitee: invitee === undefined ? undefined : { uri: invitee },
  },
})

describe("isCalendlySchedulingUrl", () => {
  it.each([
    "https://calendly.com/someone",
    "https://calendly.com/some-one/visit",
    "https://calendly.com/a_b/30min/",
  ])("takes %s", url => expect(isCalendlySchedulingUrl(url)).toBe(true))

  it.each([
    "http://calendly.com/someone/visit",
    "https://www.calendly.com.evil.example/someone",
    "https://calendly.com.evil.example/someone",
    "https://cal.com/someone/visit",
    "https://calendly.com/",
    "https://calendly.com/someone/visit/extra",
    "https://calendly.com/someone/visit?month=2026-01",
    "https://calendly.com/app/scheduled_events",
    "https://calendly.com/someone/visit#x",
    "javascript:alert(1)",
  ])("refuses %s", url => expect(isCalendlySchedulingUrl(url)).toBe(false))
})

describe("scheduleEvent", () => {
  it("is a Schedule for both pixels, with the page, and the invitee's id as the event id", () => {
    expect(
      scheduleEvent({ origin: CALENDLY, data: scheduled(`${CALENDLY}/invitees/INV42`) }, "/process/")
    ).toEqual({
      meta: "Schedule",
      tiktok: "Schedule",
      params: { channel: "booking", page: "/process/" },
      id: "INV42",
    })
  })

  it("falls back to an id of its own when the message names no invitee", () =>
    expect(scheduleEvent({ origin: CALENDLY, data: scheduled() }, "/", "own-id")?.id).toBe("own-id"))

  it.each([
    ["another origin", "https://evil.example", scheduled("x")],
    ["a look-alike origin", "https://calendly.com.evil.example", scheduled("x")],
    ["Calendly over http", "http://calendly.com", scheduled("x")],
    ["another Calendly event", CALENDLY, { event: "calendly.date_and_time_selected", payload: {} }],
    ["a string", CALENDLY, "calendly.event_scheduled"],
    ["nothing", CALENDLY, null],
  ])("is nothing for %s", (_, origin, data) => expect(scheduleEvent({ origin, data }, "/")).toBeNull())
})

describe("the policy and the privacy page without booking", () => {
  const withButton =
    '<html><body><a href="https://calendly.com/x" data-booking="" aria-haspopup="dialog">Book</a></body></html>'
  const without = '<html><body><a href="/contact-us/">Contact</a></body></html>'

  it("allow Calendly only on a page that offers booking", () => {
    expect(offersBooking(withButton)).toBe(true)
    expect(offersBooking(without)).toBe(false)
    expect(policyFor(withButton, {})).toContain(
      "script-src 'self' https://tally.so https://assets.calendly.com"
    )
    expect(policyFor(withButton, {})).toContain("frame-src https://tally.so https://calendly.com")
    expect(policyFor(without, {})).not.toMatch(/calendly/i)
    expect(policyFor(without, {}, { forHeader: true })).not.toMatch(/calendly/i)
  })

  it("names Calendly in the privacy page only when booking is on", () => {
    expect(bookingDisclosure(null, "Reserve the bench")).toEqual([])
    expect(bookingDisclosure(undefined, "Reserve the bench")).toEqual([])
    const on = bookingDisclosure("calendly", "Reserve the bench").join(" ")
    expect(on).toContain("The “Reserve the bench” buttons open a calendar provided by Calendly")
    expect(on).toContain("Nothing is loaded from Calendly until you choose one")
  })

  it("says the pixels count a booking only when booking is on", () => {
    const tracking = { metaPixelId: "1234567890", tiktokPixelId: null, consentMode: "notice" }
    const labels = { accept: "Take them", decline: "Leave them" }
    expect(trackingDisclosure(tracking, labels).join(" ")).not.toMatch(/Schedule|book/i)
    const withBooking = trackingDisclosure(tracking, labels, bookingEvents()).join(" ")
    expect(withBooking).toContain(
      "when you tap a WhatsApp, phone or email link (the “Contact” event), when you send the contact form (“Lead”), when you book"
    )
    expect(withBooking).toContain("(the “Schedule” event)")
  })

  it("a call to action pointing at the booking is a link to a real page when booking is off", () =>
    expect(brokenLinkReason(BOOKING_LINK, new Set(["/contact-us/"]))).toBeNull())
})
