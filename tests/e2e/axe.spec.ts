import { arrived } from "./support/settled"
import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { expectPictures, layoutShift, watchLayoutShift } from "./support/pictures"
import { TEST_TRACKING, configureTracking, stubPixels, withStoredChoice } from "./support/third-parties"
import { BROWSER_PATHS_AND_MISSING, EVERY_ROUTE, TEMPLATE_PATHS_AND_MISSING } from "./support/routes"

/*
 * Every route on the desktop (1280 px): its words and pictures are its own (of the commissions' pieces,
 * the template's: BROWSER_PATHS_AND_MISSING). On the phone (Pixel 7,
 * 412 px), one route per template: what the narrow layout changes, a template decides. One page load
 * a route holds both what differs per route and needs a browser: axe, and the pictures and layout
 * shift (tests/e2e/support/pictures.ts).
 */

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

for (const route of BROWSER_PATHS_AND_MISSING) {
  const tag = TEMPLATE_PATHS_AND_MISSING.includes(route) ? [] : [EVERY_ROUTE]
  test(
    `${route}: every picture loads, has alt text, comes in AVIF and WebP; nothing shifts; no WCAG 2.2 A/AA violations`,
    { tag },
    async ({ page }) => {
      await watchLayoutShift(page)
      await page.goto(route)
      await waitForHydration(page)
      await test.step("pictures", () => expectPictures(page, route))
      await test.step("layout shift", async () => expect(await layoutShift(page)).toBeLessThanOrEqual(0.01))
      await test.step("axe", async () => {
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
        const summary = results.violations.map(
          v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`
        )
        expect(summary).toEqual([])
      })
    }
  )
}

test("the consent notice and an open menu pass axe too", async ({ page, isMobile }) => {
  await stubPixels(page)
  await configureTracking(page, TEST_TRACKING)
  await page.goto("/")
  await waitForHydration(page)
  await expect(page.getByRole("region", { name: "Advertising cookies" })).toBeVisible()
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click()
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  expect(results.violations.map(v => v.id)).toEqual([])
})

test("the phone's WhatsApp button passes axe where it floats over a page", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the floating button is for phones")
  // It steps aside while a consent notice is open (a build with pixels shows one): the visitor has chosen.
  await withStoredChoice(page, "denied")
  await page.goto("/services/")
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
  await expect(page.getByRole("link", { name: /^Chat on / })).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)).toEqual(
    []
  )
})

test.describe("keyboard", () => {
  test.skip(({ isMobile }) => isMobile, "keyboard walk-through is a desktop concern")

  test("Tab reaches every link and button in order, each with a visible focus ring", async ({ page }) => {
    await page.goto("/")
    await arrived(page)
    const expected = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, summary, [tabindex]:not([tabindex='-1'])")]
        .filter(element => element.offsetParent !== null || getComputedStyle(element).position === "fixed")
        .map(element => element.outerHTML.slice(0, 80))
    )
    await page.locator("body").focus()
    const reached: string[] = []
    for (let i = 0; i < expected.length + 1; i++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        const style = getComputedStyle(element)
        return {
          html: element.outerHTML.slice(0, 80),
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        }
      })
      if (!focused) break
      expect(focused.outline, `focus ring on ${focused.html}`).toBe(true)
      reached.push(focused.html)
    }
    // The skip link comes first and is only visible when focused; the rest follow document order.
    expect(reached[0]).toContain("Skip to content")
    expect(reached.slice(1, expected.length)).toEqual(
      expected.filter(html => !html.includes("Skip to content"))
    )
  })

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/services/")
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })

  test("the menu opens and closes from the keyboard on a narrow window", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto("/")
    await waitForHydration(page)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    // The menu's first link, whatever site.yaml calls it.
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("list").getByRole("link").first()
    ).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })
})
