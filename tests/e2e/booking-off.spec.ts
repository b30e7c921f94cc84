import { expect, test } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { waitForHydration } from "./support/hydration"
import { ROUTE_PATHS, ROUTES } from "./support/routes"
import { stubTally } from "./support/third-parties"

/*
 * A site without a booking setting (the owner's to remove) carries no trace of
 * booking: no button, no Calendly in any policy or link, no booking code in
 * any script, and no privacy section about it. The sample content has one, so
 * this runs where an owner removed it (and in `npm run rehearse:owner`, which
 * does); booking.spec.ts tests booking when it is on.
 */

const site = readContent("site.yaml")
/** The legal pages, each with the sections its YAML gives to booking. */
const legal = ROUTES.filter(route => route.file.startsWith("legal/")).map(route => ({
  path: route.path,
  about: readContent(route.file as `legal/${string}.yaml`).sections.filter(
    section => section.bookingDisclosure
  ),
}))
test.skip(!!site.booking, "content/site.yaml has a booking setting: booking.spec.ts tests it")

test("no page offers booking, allows Calendly or ships booking code", async ({ page }) => {
  await stubTally(page)
  const scripts: Promise<string>[] = []
  page.on("response", response => {
    if (response.request().resourceType() === "script" && response.ok()) scripts.push(response.text())
  })
  for (const route of ROUTE_PATHS) {
    const response = await page.goto(route)
    await waitForHydration(page)
    expect(response?.headers()["content-security-policy"], route).not.toMatch(/calendly/i)
    await expect(page.locator("[data-booking], a[href*='calendly' i]"), route).toHaveCount(0)
  }
  const code = await Promise.all(scripts)
  expect(code.length).toBeGreaterThan(0)
  expect(code.filter(text => /calendly|booking/i.test(text))).toEqual([])
})

test("no legal page shows its section about booking, and none names a booking provider", async ({ page }) => {
  expect(legal.some(({ about }) => about.length > 0)).toBe(true)
  for (const { path, about } of legal) {
    await page.goto(path)
    for (const section of about)
      await expect(page.getByRole("heading", { name: section.heading })).toHaveCount(0)
    await expect(page.getByRole("main")).not.toContainText(/calendly|"Schedule"/i)
  }
})
