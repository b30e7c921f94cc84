import { devices, expect, test, type Locator, type Page } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { FACTS } from "./support/facts"
import { waitForHydration } from "./support/hydration"
import { privacyRoute } from "./support/tracking"
import {
  META_HOST,
  TALLY_SCRIPT,
  TEST_IDS,
  TEST_TRACKING,
  TIKTOK_HOST,
  configureTracking,
  conversionCalls,
  keepLinksOnPage,
  linksBlocked,
  pageViewCounts,
  recordThirdPartyRequests,
  stubPixels,
  stubTally,
  withGlobalPrivacyControl,
  withStoredChoice,
} from "./support/third-parties"

/*
 * The conversions the ads are bought for, as each pixel receives them: a tap
 * on a WhatsApp, phone or email link is a Contact, a sent contact form a Lead
 * (Meta) and a SubmitForm (TikTok). The pixels are the local stubs, which
 * record every call in window.__calls; Tally's "form sent" message is posted
 * by the test, as Tally's frame would post it.
 */

const site = readContent("site.yaml")
const TALLY = "https://tally.so"
const submitted = (formId: string, event = "Tally.FormSubmitted") =>
  JSON.stringify({ event, payload: { formId, id: "test-submission" } })

const CONTACT_LINKS = [
  { channel: "whatsapp", selector: 'a[href^="https://wa.me/"]' },
  { channel: "phone", selector: 'a[href^="tel:"]' },
  { channel: "email", selector: 'a[href^="mailto:"]' },
] as const

function post(page: Page, origin: string, data: unknown): Promise<void> {
  return page.evaluate(
    ([origin, data]) => void window.dispatchEvent(new MessageEvent("message", { origin, data })),
    [origin, data] as const
  )
}

/** Once the page view is counted, the tracker has its settings and its listeners. */
const pixelsReady = (page: Page) =>
  expect.poll(() => pageViewCounts(page), { timeout: 5000 }).toEqual({ meta: 1, tiktok: 1 })

const errorsOn = (page: Page) => {
  const errors: Error[] = []
  page.on("pageerror", error => errors.push(error))
  return errors
}

/** The one conversion each pixel got, checked against what both must say, and its id. */
function expectOne(
  calls: { meta: unknown[][]; tiktok: unknown[][] },
  meta: string,
  tiktok: string,
  params: object
) {
  expect(calls.meta).toEqual([["track", meta, params, { eventID: expect.any(String) }]])
  expect(calls.tiktok).toEqual([["track", tiktok, params, { event_id: expect.any(String) }]])
  const metaId = (calls.meta[0][3] as { eventID: string }).eventID
  expect((calls.tiktok[0][3] as { event_id: string }).event_id).toBe(metaId)
  return metaId
}

test.describe("Contact", () => {
  test.beforeEach(async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, TEST_TRACKING)
    await keepLinksOnPage(page)
  })

  test("each WhatsApp, phone and email link sends one Contact per pixel, with its channel and page, and still opens", async ({
    page,
  }) => {
    // Tally blocked: what stands in the form's place offers WhatsApp, the phone and email too.
    await page.route(TALLY_SCRIPT, route => route.abort("blockedbyclient"))
    await page.goto("/contact-us/")
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible()
    await pixelsReady(page)

    const ids = new Set<string>()
    const clicked: string[] = []
    for (const { channel, selector } of CONTACT_LINKS) {
      // Those a visitor can tap here (the phone's menu holds them too, closed on a desktop).
      const links = page.locator(selector).filter({ visible: true })
      for (const link of await links.all()) {
        const before = await conversionCalls(page)
        await link.click()
        const after = await conversionCalls(page)
        const id = expectOne(
          { meta: after.meta.slice(before.meta.length), tiktok: after.tiktok.slice(before.tiktok.length) },
          "Contact",
          "Contact",
          { channel, page: "/contact-us/" }
        )
        ids.add(id)
        clicked.push(`${channel}: ${await where(link)}`)
      }
    }
    // The footer, the contact cards and the form's fallback: every place the page offers a channel.
    expect(clicked).toEqual(
      expect.arrayContaining([
        "whatsapp: contentinfo",
        "whatsapp: main",
        "whatsapp: form fallback",
        "phone: contentinfo",
        "phone: main",
        "phone: form fallback",
        "email: main",
        "email: form fallback",
      ])
    )
    expect(ids.size).toBe(clicked.length)
    expect(await linksBlocked(page)).toEqual(clicked.map(() => false))
  })

  test("a middle click (a new tab) counts too; another link does not", async ({ page }) => {
    await page.goto("/services/")
    await pixelsReady(page)
    const footer = page.getByRole("contentinfo")
    await footer.locator(`a[href="${FACTS.tel}"]`).click({ button: "middle" })
    await footer.locator('a[href^="https://www.google.com/maps/"]').click()
    const calls = await conversionCalls(page)
    expectOne(calls, "Contact", "Contact", { channel: "phone", page: "/services/" })
    expect(await linksBlocked(page)).toEqual([false, false])
  })

  test("after client-side navigation, still one event per tap, with the page it was on", async ({ page }) => {
    await page.goto("/")
    await pixelsReady(page)
    // Two pages of the main navigation, there and back: three client-side navigations.
    const [there, back] = [
      ...new Set([...site.navigation.links, site.navigation.cta].map(link => link.to)),
    ].filter(to => to !== "/")
    for (const path of [there, back, there]) {
      await page.getByRole("navigation", { name: "Main" }).locator(`a[href="${path}"]`).first().click()
      await expect(page).toHaveURL(path)
    }
    await expect.poll(() => pageViewCounts(page)).toEqual({ meta: 4, tiktok: 4 })
    await page.getByRole("contentinfo").locator(`a[href="${FACTS.tel}"]`).click()
    expectOne(await conversionCalls(page), "Contact", "Contact", { channel: "phone", page: there })
  })

  test.describe("on a phone", () => {
    // A describe may not switch browser type, only the device's context options.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"]
    test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })

    test("a tap on the floating WhatsApp button is a Contact", async ({ page }) => {
      // The button steps aside while the consent notice is open.
      await withStoredChoice(page, "granted")
      await page.goto("/engagement-rings/")
      await waitForHydration(page)
      await pixelsReady(page)
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
      const button = page.getByRole("link", { name: `Chat on ${site.whatsapp.label}`, exact: true })
      await button.tap()
      expectOne(await conversionCalls(page), "Contact", "Contact", {
        channel: "whatsapp",
        page: "/engagement-rings/",
      })
      expect(await linksBlocked(page)).toEqual([false])
    })
  })
})

/** Which landmark a link sits in, as a visitor would say where it is. */
const where = (link: Locator) =>
  link.evaluate(node => {
    // What stands in the contact form's place when it cannot load.
    if (node.closest("[data-form-fallback]")) return "form fallback"
    return node.closest("footer") ? "contentinfo" : node.closest("main") ? "main" : "elsewhere"
  })

test.describe("Lead", () => {
  test("a sent form is one Lead (Meta) and one SubmitForm (TikTok); forged and malformed messages are ignored", async ({
    page,
  }) => {
    await stubPixels(page)
    await stubTally(page)
    await configureTracking(page, TEST_TRACKING)
    const errors = errorsOn(page)
    await page.goto("/contact-us/")
    await pixelsReady(page)

    // What anything but our form on Tally might post.
    await post(page, "https://evil.example", submitted(FACTS.formId))
    await post(page, "https://tally.so.evil.example", submitted(FACTS.formId))
    await post(page, "http://tally.so", submitted(FACTS.formId))
    await post(page, TALLY, submitted(`${FACTS.formId}x`))
    await post(page, TALLY, submitted(FACTS.formId, "Tally.FormLoaded"))
    await post(page, TALLY, `Tally.FormSubmitted{"payload":{"formId":`)
    await post(page, TALLY, { event: "Tally.FormSubmitted", payload: { formId: FACTS.formId } })
    await post(page, TALLY, null)
    expect(await conversionCalls(page)).toEqual({ meta: [], tiktok: [] })

    await post(page, TALLY, submitted(FACTS.formId))
    const id = expectOne(await conversionCalls(page), "Lead", "SubmitForm", {
      channel: "form",
      page: "/contact-us/",
    })
    // Tally's submission id, so a server told of the submission by Tally can send the same one.
    expect(id).toBe("test-submission")
    expect(errors).toEqual([])
  })
})

test.describe("no event without consent or without a pixel", () => {
  /** Taps the footer's phone link and posts a genuine "form sent" message. */
  async function act(page: Page) {
    await page.getByRole("contentinfo").locator(`a[href="${FACTS.tel}"]`).click()
    await post(page, TALLY, submitted(FACTS.formId))
  }

  test("opt-in: nothing before Accept, and what was done before is not sent after it", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, { ...TEST_IDS, consentMode: "opt-in" })
    await keepLinksOnPage(page)
    await page.goto("/contact-us/")
    await waitForHydration(page)
    await act(page)
    expect(await page.evaluate(() => [typeof window.fbq, typeof window.ttq])).toEqual([
      "undefined",
      "undefined",
    ])

    await page
      .getByRole("region", { name: "Advertising cookies" })
      .getByRole("button", { name: site.consent.accept, exact: true })
      .click()
    await pixelsReady(page)
    expect(await conversionCalls(page)).toEqual({ meta: [], tiktok: [] })
    await act(page)
    const calls = await conversionCalls(page)
    expect([calls.meta.map(call => call[1]), calls.tiktok.map(call => call[1])]).toEqual([
      ["Contact", "Lead"],
      ["Contact", "SubmitForm"],
    ])
  })

  test("notice mode: nothing after Decline", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, TEST_TRACKING)
    await keepLinksOnPage(page)
    await page.goto("/contact-us/")
    await pixelsReady(page)
    await page
      .getByRole("region", { name: "Advertising cookies" })
      .getByRole("button", { name: site.consent.decline, exact: true })
      .click()
    await act(page)
    expect(await conversionCalls(page)).toEqual({ meta: [], tiktok: [] })
    expect(await linksBlocked(page)).toEqual([false])
  })

  for (const [refusal, arrange] of [
    ["Global Privacy Control", withGlobalPrivacyControl],
    ["a stored Decline", (page: Page) => withStoredChoice(page, "denied")],
  ] as const) {
    test(`${refusal}: no pixel, no event, no error`, async ({ page }) => {
      await stubPixels(page)
      await configureTracking(page, TEST_TRACKING)
      await keepLinksOnPage(page)
      await arrange(page)
      const errors = errorsOn(page)
      const requests = recordThirdPartyRequests(page)
      // Not the contact page: withStoredChoice's init script runs in every frame, and reading
      // localStorage throws in the form's frame, which the test would count as the page's error.
      await page.goto("/services/")
      await waitForHydration(page)
      await act(page)
      expect(await page.evaluate(() => [typeof window.fbq, typeof window.ttq])).toEqual([
        "undefined",
        "undefined",
      ])
      expect(
        requests.filter(request => [META_HOST, TIKTOK_HOST].includes(new URL(request.url()).hostname))
      ).toEqual([])
      expect(await linksBlocked(page)).toEqual([false])
      expect(errors).toEqual([])
    })
  }

  test("only the configured pixel gets the events", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, { ...TEST_TRACKING, tiktokPixelId: null })
    await keepLinksOnPage(page)
    const errors = errorsOn(page)
    await page.goto("/contact-us/")
    await expect.poll(() => pageViewCounts(page)).toEqual({ meta: 1, tiktok: 0 })
    await act(page)
    const calls = await conversionCalls(page)
    expect(calls.meta.map(call => call[1])).toEqual(["Contact", "Lead"])
    expect(await page.evaluate(() => typeof window.ttq)).toBe("undefined")
    expect(errors).toEqual([])
  })

  test("with both pixel scripts blocked: nothing leaves, nothing breaks, the link still opens", async ({
    page,
  }) => {
    await page.route(`https://${META_HOST}/**`, route => route.abort("blockedbyclient"))
    await page.route(`https://${TIKTOK_HOST}/**`, route => route.abort("blockedbyclient"))
    await configureTracking(page, TEST_TRACKING)
    await keepLinksOnPage(page)
    const errors = errorsOn(page)
    const requests = recordThirdPartyRequests(page)
    await page.goto("/contact-us/")
    await waitForHydration(page)
    await expect.poll(() => page.evaluate(() => typeof window.fbq)).toBe("function")
    await act(page)
    const pixelRequests = requests.filter(request =>
      [META_HOST, TIKTOK_HOST].includes(new URL(request.url()).hostname)
    )
    // Only the two blocked script requests: the events wait in the snippets' queues, unsent.
    expect(pixelRequests.map(request => new URL(request.url()).pathname).sort()).toEqual(
      ["/en_US/fbevents.js", "/i18n/pixel/events.js"].sort()
    )
    expect(await linksBlocked(page)).toEqual([false])
    expect(errors).toEqual([])
  })

  test("with no pixel configured: the links work and nothing is listened for", async ({ page }) => {
    await configureTracking(page, { metaPixelId: null, tiktokPixelId: null })
    await keepLinksOnPage(page)
    const errors = errorsOn(page)
    await page.goto("/contact-us/")
    await waitForHydration(page)
    await act(page)
    expect(await page.evaluate(() => [typeof window.fbq, typeof window.ttq])).toEqual([
      "undefined",
      "undefined",
    ])
    expect(await linksBlocked(page)).toEqual([false])
    expect(errors).toEqual([])
  })
})

test.describe("the privacy page", () => {
  const privacy = privacyRoute()
  const section = (page: Page) => page.getByRole("region", { name: privacy.disclosureHeading, exact: true })

  test("names the events each configured pixel receives", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, TEST_TRACKING)
    await page.goto(privacy.path)
    await expect(section(page)).toContainText(
      "when you tap a WhatsApp, phone or email link (the “Contact” event)"
    )
    await expect(section(page)).toContainText("(“Lead” for Meta Platforms and “SubmitForm” for TikTok)")
  })

  test("with only TikTok, names TikTok's event alone", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, { ...TEST_TRACKING, metaPixelId: null })
    await page.goto(privacy.path)
    await expect(section(page)).toContainText("when you send the contact form (“SubmitForm”)")
    await expect(section(page)).not.toContainText("Lead")
  })

  test("with no pixel, names no event", async ({ page }) => {
    await configureTracking(page, { metaPixelId: null, tiktokPixelId: null })
    await page.goto(privacy.path)
    await expect(section(page)).toContainText("This site runs no advertising pixel")
    await expect(section(page)).not.toContainText(/Contact"|Lead|SubmitForm/)
  })
})
