import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { TEST_IDS, configureTracking, stubPixels } from "./support/third-parties"

/* Runs on both projects; what matters most is the phone. */

test("the consent notice covers neither the navigation nor the hero's call to action", async ({ page }) => {
  await stubPixels(page)
  await configureTracking(page, TEST_IDS)
  await page.goto("/")
  // The notice is drawn by React: on a loaded machine hydration alone can take longer than an expect's 5 s.
  await waitForHydration(page)
  const notice = page.getByRole("region", { name: "Advertising cookies" })
  await expect(notice).toBeVisible()
  const box = await notice.boundingBox()
  const nav = await page.getByRole("navigation", { name: "Main" }).boundingBox()
  const cta = await page.locator("#hero-heading ~ div a").first().boundingBox()
  expect(box && nav && cta).toBeTruthy()
  if (!box || !nav || !cta) return
  const overlaps = (a: typeof box, b: typeof box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  expect(overlaps(box, nav), "covers the navigation").toBe(false)
  expect(overlaps(box, cta), "covers the call to action").toBe(false)
  // Not a wall: the page behind stays usable.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click()
  await expect(page).toHaveURL("/contact-us/")
})

test("with no pixel configured (as shipped) there is no notice at all", async ({ page }) => {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  await expect(page.getByRole("region", { name: "Advertising cookies" })).toHaveCount(0)
})
