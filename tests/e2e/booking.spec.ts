import { arrived } from "./support/settled"
import AxeBuilder from "@axe-core/playwright"
import { devices, expect, test, type Page } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { waitForHydration } from "./support/hydration"
import { privacyRoute } from "./support/tracking"
import {
  CALENDLY_SCRIPT,
  TEST_TRACKING,
  configureTracking,
  conversionCalls,
  pageViewCounts,
  recordThirdPartyRequests,
  stubCalendly,
  stubPixels,
  stubTally,
} from "./support/third-parties"

/*
 * Booking, with Calendly stubbed (support/third-parties.ts): its
 * script defines Calendly.initInlineWidget, which puts a frame addressed to
 * the scheduling page where it is told. The "booked" message is posted by
 * the test, as Calendly's frame would post it. The sample content has a
 * booking setting; without one (an owner may remove it), these tests are
 * skipped and booking-off.spec.ts holds the site to leaving no trace of it.
 */

const site = readContent("site.yaml")
const contactPage = readContent("pages/contact-us.yaml")
test.skip(!site.booking, "content/site.yaml has no booking setting: booking-off.spec.ts tests that")
// Read only inside tests, which the line above skips without one.
const booking = site.booking ?? ({} as NonNullable<typeof site.booking>)
const CALENDLY = "https://calendly.com"
const WA_ME = "https://wa.me/"
const scheduled = (invitee: string) => ({
  event: "calendly.event_scheduled",
  payload: {
    event: { uri: `${CALENDLY}/scheduled_events/E1` },
    invitee: { uri: `${CALENDLY}/invitees/${invitee}` },
  },
})

const isCalendly = (url: string) => /(^|\.)calendly\.com$/.test(new URL(url).hostname)
const dialog = (page: Page) => page.getByRole("dialog", { name: booking.title })
const bookIn = (page: Page, landmark: "main" | "contentinfo") =>
  page.getByRole(landmark).getByRole("link", { name: booking.label, exact: true }).first()

function post(page: Page, origin: string, data: unknown): Promise<void> {
  return page.evaluate(
    ([origin, data]) => void window.dispatchEvent(new MessageEvent("message", { origin, data })),
    [origin, data] as const
  )
}

test.beforeEach(async ({ page }) => {
  await stubTally(page)
})

test("nothing comes from Calendly until a visitor asks; then the calendar opens in a window, and Esc gives focus back", async ({
  page,
}) => {
  await stubCalendly(page)
  const requests = recordThirdPartyRequests(page)
  await page.goto("/contact-us/")
  await waitForHydration(page)
  await arrived(page)
  expect(requests.map(request => request.url()).filter(isCalendly)).toEqual([])
  await expect(page.locator("iframe[data-calendly-stub]")).toHaveCount(0)

  // Beside the form, and next to the appointment note in the details and the footer.
  const form = page.getByRole("region", { name: contactPage.form.heading })
  await expect(form.getByRole("link", { name: booking.label, exact: true })).toHaveAttribute(
    "href",
    booking.url
  )
  for (const landmark of ["main", "contentinfo"] as const) {
    const note = page.getByRole(landmark).getByText(site.address.appointmentNote, { exact: true })
    await expect(
      note.locator("xpath=..").getByRole("link", { name: booking.label, exact: true })
    ).toBeVisible()
  }

  const button = bookIn(page, "main")
  await button.click()
  await expect(dialog(page)).toBeVisible()
  await expect(page).toHaveURL("/contact-us/")
  const frame = dialog(page).locator("iframe[data-calendly-stub]")
  await expect(frame).toHaveAttribute("data-calendly-stub", booking.url)
  await expect(frame).toHaveAttribute("title", booking.title)
  expect(requests.map(request => request.url()).filter(isCalendly)).toEqual([CALENDLY_SCRIPT])
  await expect
    .poll(() => dialog(page).evaluate(element => element.contains(document.activeElement)))
    .toBe(true)

  await page.keyboard.press("Escape")
  await expect(dialog(page)).toHaveCount(0)
  await expect(button).toBeFocused()

  // Again, from the footer: the script is not fetched a second time.
  await bookIn(page, "contentinfo").click()
  await expect(dialog(page).locator("iframe[data-calendly-stub]")).toHaveCount(1)
  await dialog(page).getByRole("button", { name: "Close" }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(bookIn(page, "contentinfo")).toBeFocused()
  expect(requests.map(request => request.url()).filter(isCalendly)).toEqual([CALENDLY_SCRIPT])
})

test("the window moves nothing on the page: no layout shift from opening the calendar", async ({ page }) => {
  await stubCalendly(page)
  await page.goto("/contact-us/")
  await waitForHydration(page)
  await page.evaluate(() => {
    const shifts: number[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: "layout-shift" })
  })
  await bookIn(page, "main").click()
  await expect(dialog(page).locator("iframe[data-calendly-stub]")).toHaveCount(1)
  // Layout shifts are reported after the frame that made them: the calendar's frame drawn, and the
  // browser idle after it, every one is in.
  await expect(dialog(page).locator("iframe[data-calendly-stub]")).toBeVisible()
  await page.evaluate(() => new Promise(done => requestIdleCallback(done)))
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
})

test("a booking sends one Schedule per pixel and a polite confirmation; a forged message sends nothing", async ({
  page,
}) => {
  await stubCalendly(page)
  await stubPixels(page)
  await configureTracking(page, TEST_TRACKING)
  await page.goto("/process/")
  await waitForHydration(page)
  await expect.poll(() => pageViewCounts(page), { timeout: 5000 }).toEqual({ meta: 1, tiktok: 1 })

  // The process page's call to action points at the booking: it opens the calendar where it is.
  const closing = readContent("pages/process.yaml").closing
  await page.getByRole("main").getByRole("link", { name: closing.cta.label, exact: true }).click()
  await expect(dialog(page).locator("iframe[data-calendly-stub]")).toHaveCount(1)
  await expect(page).toHaveURL("/process/")

  await post(page, "https://calendly.com.evil.example", scheduled("FORGED"))
  await post(page, "https://evil.example", scheduled("FORGED"))
  await post(page, CALENDLY, { event: "calendly.date_and_time_selected", payload: {} })
  expect(await conversionCalls(page)).toEqual({ meta: [], tiktok: [] })
  await expect(dialog(page).getByRole("status")).toBeEmpty()

  await post(page, CALENDLY, scheduled("INVITEE1"))
  // Calendly posting the same booking again counts it once.
  await post(page, CALENDLY, scheduled("INVITEE1"))
  const params = { channel: "booking", page: "/process/" }
  await expect
    .poll(() => conversionCalls(page))
    .toEqual({
      meta: [["track", "Schedule", params, { eventID: "INVITEE1" }]],
      tiktok: [["track", "Schedule", params, { event_id: "INVITEE1" }]],
    })
  await expect(dialog(page).getByRole("status")).toHaveText(booking.booked)

  await page.keyboard.press("Escape")
  const toasts = page.getByRole("region", { name: "Notifications" })
  await expect(toasts.getByText(booking.booked)).toBeVisible()
  await expect(toasts.getByText(booking.booked)).toHaveCount(1)
})

test("when Calendly's script cannot load, the window offers the scheduling page, WhatsApp and the phone", async ({
  page,
}) => {
  await page.route(CALENDLY_SCRIPT, route => route.abort("blockedbyclient"))
  await page.goto("/contact-us/")
  await waitForHydration(page)
  await bookIn(page, "main").click()
  const alert = dialog(page).getByRole("alert")
  await expect(alert).toContainText(booking.unavailable)
  await expect(alert.getByRole("link", { name: booking.label })).toHaveAttribute("href", booking.url)
  await expect(alert.locator(`a[href^="${WA_ME}"]`)).toHaveCount(1)
  await expect(alert.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1)
  await expect(dialog(page).locator("iframe")).toHaveCount(0)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every booking button is a plain link to the scheduling page", async ({ page }) => {
    await page.goto("/contact-us/")
    const links = page.getByRole("link", { name: booking.label, exact: true })
    expect(await links.count()).toBeGreaterThanOrEqual(3)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", booking.url)
  })
})

test("the page's policy allows Calendly where booking is offered; the privacy page names it", async ({
  page,
}) => {
  const response = await page.goto("/contact-us/")
  const header = response?.headers()["content-security-policy"] ?? ""
  expect(header).toContain("https://assets.calendly.com")
  expect(header).toMatch(/frame-src [^;]*https:\/\/calendly\.com/)
  await page.goto(privacyRoute().path)
  await expect(page.getByRole("main")).toContainText("provided by Calendly")
})

for (const device of ["desktop", "phone"] as const) {
  test.describe(`on a ${device}`, () => {
    if (device === "phone") {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"]
      test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
    }

    test("axe finds nothing with the calendar open, and the window fits the screen", async ({ page }) => {
      await stubCalendly(page)
      await page.goto("/contact-us/")
      await waitForHydration(page)
      await bookIn(page, "main").click()
      await expect(dialog(page).locator("iframe[data-calendly-stub]")).toHaveCount(1)
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze()
      expect(
        results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)
      ).toEqual([])
      const box = await dialog(page).boundingBox()
      const viewport = page.viewportSize()
      expect(box && viewport && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width).toBe(true)
      expect(box && viewport && box.y + box.height <= viewport.height).toBe(true)
      const frameBox = await dialog(page).locator("iframe").boundingBox()
      expect(frameBox?.height).toBeGreaterThan(300)
    })
  })
}
