import { screen } from "@testing-library/react"
import * as React from "react"
import { BookingButton, BookingProvider } from "../../../src/contact/booking-button"
import { BOOKING_LINK } from "../../../src/content/booking-link"
import { Footer } from "../../../src/layout/footer"
import { CallToAction } from "../../../src/sections/call-to-action"
import { LegalDocument } from "../../../src/sections/legal-document"
import { privacyDocument } from "../../fixtures/sections"
import { siteSettings } from "../../fixtures/site-settings"
import { renderWithTheme } from "../support/render-with-theme"

/*
 * Where "Reserve the bench" appears, and that nothing of it appears without a
 * booking setting. The calendar itself (the click, the window, Calendly's
 * script) is tested in a browser: tests/e2e/booking.spec.ts.
 */

const booking = {
  provider: "calendly",
  url: "https://calendly.com/maison-verre/visit",
  label: "Reserve the bench",
  title: "Reserve a seat at the glass bench",
  unavailable: "The glass bench calendar would not open.",
  booked: "The bench is yours.",
}

const withBooking = (ui: React.ReactElement) => (
  <BookingProvider site={{ ...siteSettings, booking }} pathname="/">
    {ui}
  </BookingProvider>
)
const cta = {
  heading: "Ready for the furnace?",
  body: "Come and see us.",
  cta: { label: "Reserve a Sketching Hour", to: BOOKING_LINK },
}

describe("BookingButton", () => {
  it("renders nothing without a booking setting", () => {
    const { container } = renderWithTheme(<BookingButton />)
    expect(container).toBeEmptyDOMElement()
  })

  it("is a plain link to the scheduling page until the page's script takes it over", () => {
    renderWithTheme(withBooking(<BookingButton />))
    const link = screen.getByRole("link", { name: "Reserve the bench" })
    expect(link).toHaveAttribute("href", booking.url)
    expect(link).toHaveAttribute("aria-haspopup", "dialog")
  })
})

describe("without a booking setting, no trace of booking", () => {
  it("in the footer: the appointment note stands alone", () => {
    renderWithTheme(<Footer site={siteSettings} pathname="/" />)
    expect(screen.getByRole("contentinfo")).not.toHaveTextContent(/\bbook\b/i)
    expect(document.querySelector("[data-booking]")).toBeNull()
  })

  it("in a call to action pointing at the booking: a link to the contact page instead", () => {
    renderWithTheme(<CallToAction {...cta} />)
    expect(screen.getByRole("link", { name: "Reserve a Sketching Hour" })).toHaveAttribute(
      "href",
      BOOKING_LINK
    )
    expect(document.querySelector("[data-booking]")).toBeNull()
  })
})

describe("with a booking setting", () => {
  it("the footer offers it next to 'Glass bench visits by arrangement'", () => {
    renderWithTheme(withBooking(<Footer site={siteSettings} pathname="/" />))
    const link = screen.getByRole("link", { name: "Reserve the bench" })
    expect(link).toHaveAttribute("href", booking.url)
    expect(link.closest("li")).toHaveTextContent("Glass bench visits by arrangement")
  })

  it("a call to action pointing at the booking opens it, in the call's own words", () => {
    renderWithTheme(withBooking(<CallToAction {...cta} />))
    const link = screen.getByRole("link", { name: "Reserve a Sketching Hour" })
    expect(link).toHaveAttribute("href", booking.url)
    expect(link).toHaveAttribute("data-booking")
  })

  it("a call to action pointing elsewhere is left alone", () => {
    renderWithTheme(
      withBooking(<CallToAction {...cta} cta={{ label: "Write to the Studio", to: "/contact-us/" }} />)
    )
    expect(screen.getByRole("link", { name: "Write to the Studio" })).toHaveAttribute("href", "/contact-us/")
    expect(document.querySelector("[data-booking]")).toBeNull()
  })

  it("the privacy page's pixel paragraphs name the Schedule event a booking sends", () => {
    // The section about booking itself is written by the page's query (booking-modules.test.ts).
    renderWithTheme(<LegalDocument {...privacyDocument} />)
    const section = screen.getByRole("region", { name: "How the test choice is kept" })
    expect(section).toHaveTextContent("when you book")
    expect(section).toHaveTextContent("(the “Schedule” event)")
  })
})
