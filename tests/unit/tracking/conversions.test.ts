import { TALLY_ORIGIN } from "../../../src/providers/tally"
import { channelOf, contactEvent, leadEvent, newEventId } from "../../../src/tracking/conversions"

/*
 * What counts as a conversion and what each pixel is sent for it. The links
 * and form id here are made up: the builders take them as arguments, and the
 * browser tests (tests/e2e/conversions.spec.ts) use the site's own.
 */

const FORM_ID = "TESTFORM1"
const submitted = (payload: object, event = "Tally.FormSubmitted") => JSON.stringify({ event, payload })

describe("channelOf", () => {
  it.each([
    ["https://wa.me/6500000000?text=Hello", "whatsapp"],
    ["tel:+6500000000", "phone"],
    ["mailto:someone@example.com", "email"],
  ])("%s opens %s", (href, channel) => expect(channelOf(href)).toBe(channel))

  it.each([
    "/contact-us/",
    "https://www.google.com/maps/search/?api=1&query=x",
    "https://example.com/wa.me/1",
    "",
  ])("%j is not a contact link", href => expect(channelOf(href)).toBeNull())
})

describe("contactEvent", () => {
  it("is a Contact for both pixels, with the channel, the page and the id", () => {
    expect(contactEvent("tel:+6500000000", "/services/", "id-1")).toEqual({
      meta: "Contact",
      tiktok: "Contact",
      params: { channel: "phone", page: "/services/" },
      id: "id-1",
    })
  })

  it("is nothing for any other link", () => expect(contactEvent("/process/", "/")).toBeNull())

  it("gives every event an id of its own", () => {
    const ids = new Set(Array.from({ length: 50 }, () => contactEvent("tel:+6500000000", "/")?.id))
    expect(ids.size).toBe(50)
    expect([...ids].every(id => typeof id === "string" && id.length >= 16)).toBe(true)
  })

  it("still makes distinct ids without crypto.randomUUID (an insecure context)", () => {
    // An own property hides the prototype's method; deleting it brings the method back.
    Object.defineProperty(crypto, "randomUUID", { configurable: true, value: undefined })
    try {
      expect(newEventId()).not.toBe(newEventId())
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID")
    }
    expect(typeof crypto.randomUUID).toBe("function")
  })
})

describe("leadEvent", () => {
  const message = (data: unknown, origin = TALLY_ORIGIN) => ({ origin, data })

  it("is a Lead for Meta and a SubmitForm for TikTok when our form is sent", () => {
    expect(leadEvent(message(submitted({ formId: FORM_ID })), FORM_ID, "/contact-us/", "id-2")).toEqual({
      meta: "Lead",
      tiktok: "SubmitForm",
      params: { channel: "form", page: "/contact-us/" },
      id: "id-2",
    })
  })

  it("takes Tally's submission id as the event id when the message carries one", () => {
    const lead = leadEvent(message(submitted({ formId: FORM_ID, id: "sub123" })), FORM_ID, "/", "id-3")
    expect(lead?.id).toBe("sub123")
  })

  it.each([
    ["another origin", message(submitted({ formId: FORM_ID }), "https://evil.example")],
    ["a look-alike origin", message(submitted({ formId: FORM_ID }), "https://tally.so.evil.example")],
    ["another form", message(submitted({ formId: "OTHERFORM" }))],
    ["no form id", message(submitted({}))],
    ["no payload", message(JSON.stringify({ event: "Tally.FormSubmitted" }))],
    ["another Tally event", message(submitted({ formId: FORM_ID }, "Tally.FormLoaded"))],
    ["malformed JSON", message(`Tally.FormSubmitted{"payload":`)],
    ["JSON null", message("null")],
    ["an object, not a string", message({ event: "Tally.FormSubmitted", payload: { formId: FORM_ID } })],
    ["no data", message(undefined)],
  ])("ignores %s, without an error", (_, event) => {
    expect(leadEvent(event, FORM_ID, "/contact-us/")).toBeNull()
  })
})
