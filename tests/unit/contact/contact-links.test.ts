import { mapHref, telHref, whatsappHref, whatsappMessageFor } from "../../../src/contact/contact-links"
import { siteSettings } from "../../fixtures/site-settings"

/* WhatsApp, phone and map links built from the site's facts. */

const { whatsapp, address } = siteSettings
const ENGAGEMENT = "Hi Maison Verre! A test visitor is dreaming of a glass engagement ring."
const DEFAULT = "Hi Maison Verre! A test visitor would like a word about a glass ring."

describe("whatsappMessageFor", () => {
  it.each([
    ["/engagement-rings/", ENGAGEMENT],
    ["/engagement-rings", ENGAGEMENT],
    ["/services/", "Hi Maison Verre! A test visitor wonders which glass keepsake would suit."],
    ["/services", "Hi Maison Verre! A test visitor wonders which glass keepsake would suit."],
    ["/contact-us/", "Hi Maison Verre! A test visitor asks for a seat at the glass bench."],
    ["/contact-us", "Hi Maison Verre! A test visitor asks for a seat at the glass bench."],
  ])("suits the message to %s", (pathname, message) => {
    expect(whatsappMessageFor(pathname, whatsapp)).toBe(message)
  })

  it.each(["/", "/stories/", "/process", "/no-such-page/", "/engagement-rings/extra/"])(
    "falls back to the default message on %s",
    pathname => {
      expect(whatsappMessageFor(pathname, whatsapp)).toBe(DEFAULT)
    }
  )
})

describe("whatsappHref", () => {
  it("uses wa.me with the number's digits only and the URL-encoded message", () => {
    const href = whatsappHref("/engagement-rings/", whatsapp)

    expect(href).toBe(`https://wa.me/6560001234?text=${encodeURIComponent(ENGAGEMENT)}`)
    expect(new URL(href).searchParams.get("text")).toBe(ENGAGEMENT)
  })

  it("strips spaces, dashes and the plus sign from a number written for humans", () => {
    const href = whatsappHref("/", { ...whatsapp, number: "+65 6000-1234" })

    expect(href.startsWith("https://wa.me/6560001234?text=")).toBe(true)
  })

  it("encodes characters that would otherwise break the query string", () => {
    const href = whatsappHref("/", { ...whatsapp, defaultMessage: "Rings & bands? 100% yes #love" })

    expect(href).toBe("https://wa.me/6560001234?text=Rings%20%26%20bands%3F%20100%25%20yes%20%23love")
    expect(new URL(href).searchParams.get("text")).toBe("Rings & bands? 100% yes #love")
  })
})

describe("telHref", () => {
  it("dials the E.164 number", () => {
    expect(telHref("+6560001234")).toBe("tel:+6560001234")
  })
})

describe("mapHref", () => {
  it("searches Google Maps for the full street address", () => {
    const href = mapHref(address)
    const url = new URL(href)

    expect(href.startsWith("https://www.google.com/maps/search/?api=1&query=")).toBe(true)
    expect(url.searchParams.get("query")).toBe("8 Example Lane, #02-01, Singapore 069000")
    // The unit number's # must be encoded, or everything after it becomes a fragment.
    expect(url.hash).toBe("")
    expect(href).toContain("%2302-01")
  })
})
