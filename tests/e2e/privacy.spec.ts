import { expect, test } from "@playwright/test"
import { TALLY_SCRIPT } from "../../src/providers/tally"
import { readContent } from "../../src/content/read-content"
import { waitForHydration } from "./support/hydration"
import { COMPANIES, builtTracking, disclosureParagraphs, privacyRoute } from "./support/tracking"
import {
  META_HOST,
  TEST_IDS,
  TEST_TRACKING,
  configureTracking,
  recordThirdPartyRequests,
  stubPixels,
  stubTally,
} from "./support/third-parties"

/*
 * The privacy page says exactly what runs: every entry the site keeps in the
 * browser, only the pixels that are configured, nothing a pixel collects on
 * its own, and the form provider's script on the one page that loads it.
 */

const site = readContent("site.yaml")
/** The legal page that holds the consent control: the privacy policy. */
const PRIVACY = privacyRoute().path

test("as built, the privacy page's pixel paragraphs follow this build's ids: only a configured pixel's company is named", async ({
  page,
}) => {
  const privacy = privacyRoute()
  await page.goto(privacy.path)
  const paragraphs = page.getByRole("region", { name: privacy.disclosureHeading, exact: true }).locator("p")
  const written = disclosureParagraphs()
  const tracking = builtTracking()
  for (const [i, paragraph] of written.entries()) {
    await expect(paragraphs.nth(i)).toHaveText(paragraph)
    for (const [key, company] of Object.entries(COMPANIES))
      if (!tracking[key as PixelKey]) await expect(paragraphs.nth(i)).not.toContainText(company)
  }
})

type PixelKey = keyof typeof COMPANIES
const CONFIGURATIONS: PixelKey[][] = [["metaPixelId"], ["tiktokPixelId"], ["metaPixelId", "tiktokPixelId"]]

for (const configured of CONFIGURATIONS) {
  test(`the consent notice names only the configured pixels: ${configured.join(" and ")}`, async ({
    page,
  }) => {
    await stubPixels(page)
    await configureTracking(page, {
      metaPixelId: configured.includes("metaPixelId") ? TEST_IDS.metaPixelId : null,
      tiktokPixelId: configured.includes("tiktokPixelId") ? TEST_IDS.tiktokPixelId : null,
    })
    await page.goto("/")
    const notice = page.getByRole("region", { name: "Advertising cookies" })
    await expect(notice).toBeVisible()
    for (const [key, company] of Object.entries(COMPANIES))
      if (configured.includes(key as PixelKey)) await expect(notice).toContainText(company)
      else await expect(notice).not.toContainText(company)
  })
}

test("Meta's automatic event collection is switched off before the pixel starts", async ({ page }) => {
  await stubPixels(page)
  await configureTracking(page, { ...TEST_TRACKING, tiktokPixelId: null })
  const requests = recordThirdPartyRequests(page)
  await page.goto("/")
  await expect.poll(() => requests.some(request => new URL(request.url()).hostname === META_HOST)).toBe(true)
  const calls = await page.evaluate(
    () => (window as unknown as { __calls: { meta: unknown[][] } }).__calls.meta
  )
  const at = (call: unknown[]) => calls.findIndex(args => JSON.stringify(args) === JSON.stringify(call))
  const autoConfig = at(["set", "autoConfig", false, TEST_IDS.metaPixelId])
  expect(autoConfig).toBeGreaterThanOrEqual(0)
  expect(autoConfig).toBeLessThan(at(["init", TEST_IDS.metaPixelId]))
})

test("the privacy page names every entry the site keeps in the browser, and where", async ({ page }) => {
  await stubPixels(page)
  await stubTally(page)
  await configureTracking(page, TEST_TRACKING)
  await page.goto("/engagement-rings/")
  await waitForHydration(page)
  await page
    .getByRole("region", { name: "Advertising cookies" })
    .getByRole("button", { name: site.consent.accept })
    .click()
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: site.navigation.cta.label, exact: true })
    .click()
  await expect(page).toHaveURL(site.navigation.cta.to)
  const kept = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
  expect(kept.local.length + kept.session.length).toBeGreaterThan(0)

  await page.goto(PRIVACY)
  for (const [where, keys] of [
    ["local storage", kept.local],
    ["session storage", kept.session],
  ] as const)
    for (const key of keys) {
      // Gatsby keeps each page's scroll position as its own "@@scroll|<path>|<key>" entry.
      // Quoted as the page sets quotes (typography.ts).
      const named = key.startsWith("@@scroll|") ? "@@scroll" : `“${key}”`
      const paragraph = page.getByRole("main").locator("p, li", { hasText: named })
      await expect(paragraph, `${where} entry ${key}`).toHaveCount(1)
    }
})

test("the privacy page describes the form provider's script, which only the contact page loads", async ({
  page,
}) => {
  const host = new URL(TALLY_SCRIPT).hostname
  await stubTally(page)
  const requests = recordThirdPartyRequests(page)
  await page.goto(PRIVACY)
  await expect(page.getByRole("main")).toContainText(host)
  expect(requests.filter(request => new URL(request.url()).hostname === host)).toEqual([])

  await page.goto("/contact-us/")
  await expect.poll(() => requests.map(request => request.url())).toContain(TALLY_SCRIPT)
})
