import { arrived } from "./support/settled"
import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { TEST_TRACKING, configureTracking, stubPixels } from "./support/third-parties"
import { builtCompanies, runsPixels } from "./support/tracking"
import { readContent } from "../../src/content/read-content"

const { navigation } = readContent("site.yaml")

/* Runs on both projects; what matters most is the phone. */

test("the consent notice covers neither the navigation nor the hero's call to action", async ({
  page,
  isMobile,
}) => {
  await stubPixels(page)
  await configureTracking(page, TEST_TRACKING)
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
  if (isMobile && overlaps(box, cta)) {
    // A phone's hero is its picture first, at least 40% of the screen (images.spec), so its call to
    // action sits at the screen's foot, where the notice is: it must come clear with a scroll.
    await page
      .locator("#hero-heading ~ div a")
      .first()
      .evaluate(link => link.scrollIntoView({ block: "center" }))
    const scrolled = await page.locator("#hero-heading ~ div a").first().boundingBox()
    expect(scrolled && overlaps(box, scrolled), "covers the call to action once scrolled to").toBe(false)
  } else expect(overlaps(box, cta), "covers the call to action").toBe(false)
  // Not a wall: the page behind stays usable.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: navigation.cta.label, exact: true })
    .click()
  await expect(page).toHaveURL(navigation.cta.to)
})

test("as this build is configured: a notice naming its pixels' companies, or with no pixel none at all", async ({
  page,
}) => {
  await stubPixels(page)
  await page.goto("/")
  await waitForHydration(page)
  await arrived(page)
  const notice = page.getByRole("region", { name: "Advertising cookies" })
  await expect(notice).toHaveCount(runsPixels() ? 1 : 0)
  if (runsPixels()) await expect(notice).toContainText(builtCompanies())
})
