import { screen } from "@testing-library/react"
import * as React from "react"
import { BookingButton, BookingProvider } from "../../src/contact/booking-button"
import { BOOKING_LINK } from "../../src/content/booking-link"
import { Footer } from "../../src/layout/footer"
import { CallToAction } from "../../src/sections/call-to-action"
import { LegalDocument } from "../../src/sections/legal-document"
import { privacyDocument } from "../fixtures/sections"
import { siteSettings } from "../fixtures/site-settings"
import { renderWithTheme } from "./support/render-with-theme"

/*
 * Where "Book a visit" appears, and that nothing of it appears without a
 * booking setting. The calendar itself (the click, the window, Calendly's
 * script) is tested in a browser: tests/e2e/booking.spec.ts.
 */

const booking = {
  provider: "calendly",
  url: "https://calendly.com/maison-verre/visit",
  label: "Book a visit",
  title: "Book a visit to the atelier",
  unavailable: "The calendar could not load.",
  booked: "Your visit is booked.",
}

const withBooking = (ui: React.ReactElement) => (
  <BookingProvider site={{ ...siteSettings, booking }} pathname="/">
    {ui}
  </BookingProvider>
)
const cta = {
  heading: "Ready to begin?",
  body: "Come and see us.",
  cta: { label: "Book a Consultation", to: BOOKING_LINK },
}

describe("BookingButton", () => {
  it("renders nothing without a booking setting", () => {
    const { container } = renderWithTheme(<BookingButton />)
    expect(container).toBeEmptyDOMElement()
  })

  it("is a plain link to the scheduling page until the page's script takes it over", () => {
    renderWithTheme(withBooking(<BookingButton />))
    const link = screen.getByRole("link", { name: "Book a visit" })
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
    expect(screen.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", BOOKING_LINK)
    expect(document.querySelector("[data-booking]")).toBeNull()
  })
})

describe("with a booking setting", () => {
  it("the footer offers it next to 'Visit by appointment only'", () => {
    renderWithTheme(withBooking(<Footer site={siteSettings} pathname="/" />))
    const link = screen.getByRole("link", { name: "Book a visit" })
    expect(link).toHaveAttribute("href", booking.url)
    expect(link.closest("li")).toHaveTextContent("Visit by appointment only")
  })

  it("a call to action pointing at the booking opens it, in the call's own words", () => {
    renderWithTheme(withBooking(<CallToAction {...cta} />))
    const link = screen.getByRole("link", { name: "Book a Consultation" })
    expect(link).toHaveAttribute("href", booking.url)
    expect(link).toHaveAttribute("data-booking")
  })

  it("a call to action pointing elsewhere is left alone", () => {
    renderWithTheme(withBooking(<CallToAction {...cta} cta={{ label: "Contact Us", to: "/contact-us/" }} />))
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us/")
    expect(document.querySelector("[data-booking]")).toBeNull()
  })

  it("the privacy page's pixel paragraphs name the Schedule event a booking sends", () => {
    // The section about booking itself is written by the page's query (booking-modules.test.ts).
    renderWithTheme(<LegalDocument {...privacyDocument} />)
    expect(screen.getByRole("region", { name: "How your choice works" })).toHaveTextContent(
      'when you book a visit (the "Schedule" event)'
    )
  })
})
