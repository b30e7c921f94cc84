import { waitForHydration } from "./support/hydration"
import { settled } from "./support/settled"
import { expect, test, type Page } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { privacyRoute } from "./support/tracking"
import {
  META_HOST,
  TEST_IDS,
  TEST_TRACKING,
  TIKTOK_HOST,
  configureTracking,
  consentCalls,
  pageViewCounts,
  recordThirdPartyRequests,
  stubPixels,
  withGlobalPrivacyControl,
  withStoredChoice,
} from "./support/third-parties"

const site = readContent("site.yaml")
const pixelRequests = (requests: { url(): string }[]) =>
  requests.filter(request => [META_HOST, TIKTOK_HOST].includes(new URL(request.url()).hostname))

/** The pages the main navigation leads to besides home (its links, then its button), each once. */
const [FIRST, SECOND, THIRD] = [
  ...new Set([...site.navigation.links, site.navigation.cta].map(link => link.to)),
].filter(to => to !== "/")

/** A client-side navigation, as a visitor clicking the main navigation's link to `path` (the logo for home). */
async function navigate(page: Page, path: string) {
  await page.getByRole("navigation", { name: "Main" }).locator(`a[href="${path}"]`).first().click()
  await expect(page).toHaveURL(path)
}

const expectCounts = (page: Page, expected: number) =>
  expect.poll(() => pageViewCounts(page), { timeout: 5000 }).toEqual({ meta: expected, tiktok: expected })

test.describe("page views", () => {
  test("one page view per pixel per page: first load, three client-side navigations and Back", async ({
    page,
  }) => {
    // Five pages, each page view sent when the browser is idle: on a host busy with a second test
    // run, more than the default 30 s.
    test.slow()
    await stubPixels(page)
    await configureTracking(page, TEST_TRACKING)
    const requests = recordThirdPartyRequests(page)
    await page.goto("/")
    await expectCounts(page, 1)
    await navigate(page, FIRST)
    await expectCounts(page, 2)
    await navigate(page, SECOND)
    await expectCounts(page, 3)
    await navigate(page, THIRD)
    await expectCounts(page, 4)
    await page.goBack()
    await expect(page).toHaveURL(SECOND)
    await expectCounts(page, 5)
    // Still five a moment later: no late duplicate from a pixel's own history listener.
    await settled(page)
    expect(await pageViewCounts(page)).toEqual({ meta: 5, tiktok: 5 })
    // Each base script was requested once, however many pages were shown.
    const scripts = pixelRequests(requests).map(request => new URL(request.url()).hostname)
    expect(scripts.sort()).toEqual([META_HOST, TIKTOK_HOST].sort())
    expect(await page.evaluate(() => window.fbq?.disablePushState)).toBe(true)
  })

  test("no pixel script and no request when no id is configured", async ({ page }) => {
    // Served as a build without ids would be, whatever this build's own are.
    await configureTracking(page, { metaPixelId: null, tiktokPixelId: null })
    const requests = recordThirdPartyRequests(page)
    await page.goto("/")
    await navigate(page, FIRST)
    await settled(page)
    expect(pixelRequests(requests)).toHaveLength(0)
    expect(await page.evaluate(() => [typeof window.fbq, typeof window.ttq])).toEqual([
      "undefined",
      "undefined",
    ])
    await expect(page.getByRole("region", { name: "Advertising cookies" })).toHaveCount(0)
  })

  test("an in-page link (the skip link) is not a new page view", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, TEST_TRACKING)
    await page.goto("/services/")
    await expectCounts(page, 1)
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/services/#main")
    await settled(page)
    expect(await pageViewCounts(page)).toEqual({ meta: 1, tiktok: 1 })
  })

  test("only the configured pixel loads", async ({ page }) => {
    await stubPixels(page)
    await configureTracking(page, { ...TEST_TRACKING, tiktokPixelId: null })
    const requests = recordThirdPartyRequests(page)
    await page.goto("/")
    await expect.poll(() => pageViewCounts(page)).toEqual({ meta: 1, tiktok: 0 })
    expect(pixelRequests(requests).map(request => new URL(request.url()).hostname)).toEqual([META_HOST])
  })
})

for (const consentMode of ["notice", "opt-in"] as const) {
  test.describe(`consent in ${consentMode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await stubPixels(page)
      await configureTracking(page, { ...TEST_IDS, consentMode })
    })

    test("a stored Decline means no pixel script at all, on any page", async ({ page }) => {
      await withStoredChoice(page, "denied")
      const requests = recordThirdPartyRequests(page)
      await page.goto("/")
      await navigate(page, FIRST)
      await settled(page)
      expect(pixelRequests(requests)).toHaveLength(0)
      await expect(page.getByRole("region", { name: "Advertising cookies" })).toHaveCount(0)
    })

    test("Global Privacy Control counts as a decline, even over a stored Accept", async ({ page }) => {
      await withGlobalPrivacyControl(page)
      await withStoredChoice(page, "granted")
      const requests = recordThirdPartyRequests(page)
      await page.goto("/")
      await navigate(page, FIRST)
      await settled(page)
      expect(pixelRequests(requests)).toHaveLength(0)
      await expect(page.getByRole("region", { name: "Advertising cookies" })).toHaveCount(0)
    })

    test("clicking Decline stops page views and revokes consent", async ({ page }) => {
      const requests = recordThirdPartyRequests(page)
      await page.goto("/")
      await waitForHydration(page)
      const notice = page.getByRole("region", { name: "Advertising cookies" })
      await expect(notice).toBeVisible()
      if (consentMode === "notice") await expectCounts(page, 1)
      await notice.getByRole("button", { name: site.consent.decline, exact: true }).click()
      await expect(notice).toHaveCount(0)
      await navigate(page, FIRST)
      await navigate(page, "/")
      await settled(page)
      if (consentMode === "opt-in") {
        expect(pixelRequests(requests)).toHaveLength(0)
      } else {
        expect(await pageViewCounts(page)).toEqual({ meta: 1, tiktok: 1 })
        const revoked = await consentCalls(page)
        expect(revoked.meta).toContainEqual(["consent", "revoke"])
        expect(revoked.tiktok).toContainEqual(["revokeConsent"])
      }
      // The choice persists to the next visit.
      await page.reload()
      await expect(notice).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem("ad-consent"))).toBe("denied")
    })

    test("Accept counts the current page once and every page after it", async ({ page }) => {
      const requests = recordThirdPartyRequests(page)
      await page.goto("/")
      if (consentMode === "opt-in") {
        await settled(page)
        expect(pixelRequests(requests)).toHaveLength(0)
      }
      await page
        .getByRole("region", { name: "Advertising cookies" })
        .getByRole("button", { name: site.consent.accept, exact: true })
        .click()
      await expectCounts(page, 1)
      await navigate(page, FIRST)
      await expectCounts(page, 2)
    })
  })
}

test("the privacy page shows the choice and lets the visitor change it", async ({ page }) => {
  await stubPixels(page)
  await configureTracking(page, TEST_TRACKING)
  await withStoredChoice(page, "denied")
  await page.goto(privacyRoute().path)
  const control = page.getByRole("group", { name: "Your advertising-cookie choice" })
  await expect(control).toContainText("You have declined advertising cookies.")
  await control.getByRole("button", { name: "Accept advertising cookies" }).click()
  await expect(control).toContainText("You have accepted advertising cookies.")
  await expectCounts(page, 1)
  expect(await page.evaluate(() => localStorage.getItem("ad-consent"))).toBe("granted")
})

test("with both pixels configured, the privacy page names both and says what happens by default", async ({
  page,
}) => {
  await stubPixels(page)
  await configureTracking(page, { ...TEST_IDS, consentMode: "opt-in" })
  const privacy = privacyRoute()
  await page.goto(privacy.path)
  const section = page.getByRole("region", { name: privacy.disclosureHeading, exact: true })
  await expect(section).toContainText("the Meta Pixel from Meta Platforms and the TikTok Pixel from TikTok")
  await expect(section).toContainText(`Until you choose “${site.consent.accept}”, the pixels stay off`)
  await expect(section).toContainText("Global Privacy Control")
})
