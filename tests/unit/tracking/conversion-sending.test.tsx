import type { Conversion } from "../../../src/tracking/conversion"
import { IDS, cleanWindow, idleAtOnce, runIdleWorkAtOnce } from "../support/fresh-page"

/*
 * A conversion reaches each configured pixel once, with its id, under the
 * same consent as the page views; the listeners see each click and each
 * message once, however often the layout asks for them. Each test is a fresh
 * page load (modules loaded anew), as in page-views.test.ts.
 */

type PageViews = typeof import("../../../src/tracking/page-views")
type Conversions = typeof import("../../../src/tracking/conversions")
type Consent = typeof import("../../../src/tracking/consent")

let tracking: PageViews
let conversions: Conversions
let consent: Consent

const CONTACT: Conversion = {
  meta: "Contact",
  tiktok: "Contact",
  params: { channel: "phone", page: "/" },
  id: "id-1",
}

runIdleWorkAtOnce()

beforeEach(() => {
  cleanWindow()
  jest.resetModules()
  tracking = require("../../../src/tracking/page-views") as PageViews
  conversions = require("../../../src/tracking/conversions") as Conversions
  consent = require("../../../src/tracking/consent") as Consent
})
afterEach(() => {
  tracking.resetTracking()
  cleanWindow()
})

/** What each pixel's queue holds for an event name (the vendor scripts never load in jsdom). */
const sent = (name: string) => ({
  meta: (window.fbq?.queue ?? []).filter(entry => Array.isArray(entry) && entry[1] === name),
  tiktok: (window.ttq ? Array.from(window.ttq) : []).filter(
    entry => Array.isArray(entry) && entry[0] === "track" && entry[1] === name
  ),
})

function start(settings: Partial<Parameters<PageViews["startTracking"]>[0]> = {}) {
  tracking.startTracking({ ...IDS, consentMode: "notice", ...settings })
  tracking.recordPageView()
}

describe("recordConversion", () => {
  it("sends one event to each pixel, each with the one id where its API looks for it", () => {
    start()
    tracking.recordConversion(CONTACT)

    expect(sent("Contact")).toEqual({
      meta: [["track", "Contact", CONTACT.params, { eventID: "id-1" }]],
      tiktok: [["track", "Contact", CONTACT.params, { event_id: "id-1" }]],
    })
  })

  it("sends a form as Lead to Meta and SubmitForm to TikTok", () => {
    start()
    tracking.recordConversion({ ...CONTACT, meta: "Lead", tiktok: "SubmitForm" })

    expect(sent("Lead").meta).toHaveLength(1)
    expect(sent("SubmitForm").tiktok).toHaveLength(1)
    expect(sent("Lead").tiktok).toHaveLength(0)
  })

  it("counts a page view still waiting for idle before the event", () => {
    Object.defineProperty(window, "requestIdleCallback", {
      configurable: true,
      writable: true,
      value: () => 1,
    })
    try {
      tracking.recordPageView()
      tracking.startTracking({ ...IDS, consentMode: "notice" })
      expect(window.fbq).toBeUndefined()
      tracking.recordConversion(CONTACT)
      const names = (window.fbq?.queue ?? []).map(entry => (entry as unknown[])[1])
      expect(names.filter(name => name === "PageView" || name === "Contact")).toEqual(["PageView", "Contact"])
    } finally {
      idleAtOnce()
    }
  })

  it("sends only to the configured pixel", () => {
    start({ tiktokPixelId: null })
    tracking.recordConversion(CONTACT)

    expect(sent("Contact").meta).toHaveLength(1)
    expect(window.ttq).toBeUndefined()
  })

  it("sends nothing before the ids arrive, and nothing with none", () => {
    tracking.recordConversion(CONTACT)
    start({ metaPixelId: null, tiktokPixelId: "" })
    tracking.recordConversion(CONTACT)

    expect(window.fbq).toBeUndefined()
    expect(window.ttq).toBeUndefined()
  })

  it("opt-in: nothing before Accept, and the earlier action is not sent later", () => {
    start({ consentMode: "opt-in" })
    tracking.recordConversion(CONTACT)
    expect(window.fbq).toBeUndefined()

    consent.saveChoice("granted")
    expect(sent("Contact")).toEqual({ meta: [], tiktok: [] })

    tracking.recordConversion({ ...CONTACT, id: "id-2" })
    expect(sent("Contact").meta).toHaveLength(1)
  })

  it("nothing after a decline, nor under Global Privacy Control", () => {
    start()
    consent.saveChoice("denied")
    tracking.recordConversion(CONTACT)
    expect(sent("Contact")).toEqual({ meta: [], tiktok: [] })

    consent.saveChoice("granted")
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: true })
    tracking.recordConversion(CONTACT)
    expect(sent("Contact")).toEqual({ meta: [], tiktok: [] })
  })

  it("a pixel that throws stops neither the other pixel nor the caller", () => {
    start()
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const fbq = window.fbq
    Object.assign(window, {
      fbq: () => {
        throw new Error("blocked")
      },
    })
    expect(() => tracking.recordConversion(CONTACT)).not.toThrow()
    expect(sent("Contact").tiktok).toHaveLength(1)
    Object.assign(window, { fbq })
    warn.mockRestore()
  })
})

describe("listenForConversions", () => {
  const FORM_ID = "TESTFORM1"

  it("sees each click and each message once, however often it is called, and never blocks the link", () => {
    start()
    conversions.listenForConversions(FORM_ID)
    conversions.listenForConversions(FORM_ID)
    document.body.innerHTML = `<footer><a href="mailto:someone@example.com"><span>Email</span></a></footer>`
    let blocked: boolean | null = null
    const keepPage = (event: Event) => {
      blocked = event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener("click", keepPage)
    document.querySelector("span")?.click()
    window.removeEventListener("click", keepPage)

    expect(blocked).toBe(false)
    expect(sent("Contact").meta).toEqual([
      ["track", "Contact", { channel: "email", page: "/" }, { eventID: expect.any(String) as string }],
    ])
    expect(sent("Contact").tiktok).toHaveLength(1)

    const data = JSON.stringify({ event: "Tally.FormSubmitted", payload: { formId: FORM_ID } })
    window.dispatchEvent(new MessageEvent("message", { origin: "https://tally.so", data }))
    window.dispatchEvent(new MessageEvent("message", { origin: "https://example.com", data }))
    expect(sent("Lead").meta).toHaveLength(1)
    expect(sent("SubmitForm").tiktok).toHaveLength(1)
  })
})
