import { expect, test, type Page } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { META_CSP } from "../../src/providers/meta"
import { TIKTOK_CSP } from "../../src/providers/tiktok"
import { waitForHydration } from "./support/hydration"
import { settled } from "./support/settled"
import {
  META_HOST,
  TIKTOK_HOST,
  consentCalls,
  pageViewCounts,
  recordThirdPartyRequests,
  stubPixels,
  withGlobalPrivacyControl,
  withStoredChoice,
} from "./support/third-parties"
import { builtTracking } from "./support/tracking"

/*
 * The site as the owner runs it: a real build with both pixels' ids (npm run test:owner builds it,
 * scripts/quality/owner-checks.ts), served as the CDN serves it, nothing rewritten on the way. The rest
 * of the suite runs on the build as the repository ships it and serves other settings by rewriting
 * responses; this holds the real thing: the ids reach the pages, the policy lets the pixels in, and
 * they load when the consent mode says, never before the first paint. The pixels' hosts are stubbed.
 */

const site = readContent("site.yaml")
const tracking = builtTracking()
const PIXEL_SCRIPTS = [META_HOST, TIKTOK_HOST]

test.beforeAll(() => {
  // Against a build without them, every test here would pass for the wrong reason or fail for one.
  expect(tracking.metaPixelId && tracking.tiktokPixelId, "this build has both pixels' ids").toBeTruthy()
})

/** The pages the main navigation leads to besides home. */
const [FIRST] = site.navigation.links.map(link => link.to).filter(to => to !== "/")

async function navigate(page: Page, path: string) {
  await page.getByRole("navigation", { name: "Main" }).locator(`a[href="${path}"]`).first().click()
  await expect(page).toHaveURL(path)
}

/** When each pixel's script was asked for, and when the page first painted (ms since navigation). */
const timings = (page: Page) =>
  page.evaluate(hosts => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null
    const scripts = performance
      .getEntriesByType("resource")
      .filter(entry => hosts.includes(new URL(entry.name).host))
      .map(entry => entry.startTime)
    return { paint, scripts }
  }, PIXEL_SCRIPTS)

const OWNER = { tag: "@owner" }

test(
  "one page view per pixel on the first load and on a client-side navigation, the scripts asked for after the first paint",
  OWNER,
  async ({ page }) => {
    await stubPixels(page)
    const requests = recordThirdPartyRequests(page)
    await page.goto("/")
    await waitForHydration(page)
    const notice = page.getByRole("region", { name: "Advertising cookies" })
    await expect(notice).toBeVisible()
    if (tracking.consentMode === "opt-in") {
      // Nothing until the visitor accepts.
      await settled(page)
      expect(requests.filter(request => PIXEL_SCRIPTS.includes(new URL(request.url()).host))).toEqual([])
      await notice.getByRole("button", { name: site.consent.accept, exact: true }).click()
    }
    await expect.poll(() => pageViewCounts(page)).toEqual({ meta: 1, tiktok: 1 })
    const { paint, scripts } = await timings(page)
    expect(paint).not.toBeNull()
    expect(scripts).toHaveLength(2)
    for (const start of scripts) expect(start).toBeGreaterThan(paint ?? Infinity)
    await navigate(page, FIRST)
    await expect.poll(() => pageViewCounts(page)).toEqual({ meta: 2, tiktok: 2 })
    // Each base script once, however many pages were shown; the ids as the build was given them.
    expect(requests.map(request => new URL(request.url()).host).sort()).toEqual([...PIXEL_SCRIPTS].sort())
    expect(requests.find(request => request.url().includes(TIKTOK_HOST))?.url()).toContain(
      `sdkid=${tracking.tiktokPixelId}`
    )
    expect((await page.evaluate(() => window.fbq?.queue.length)) ?? 0).toBe(0)
  }
)

test(
  "Decline stops the page views and revokes both pixels' consent; the choice holds on the next visit",
  OWNER,
  async ({ page }) => {
    await stubPixels(page)
    await page.goto("/")
    await waitForHydration(page)
    const notice = page.getByRole("region", { name: "Advertising cookies" })
    await notice.getByRole("button", { name: site.consent.decline, exact: true }).click()
    await expect(notice).toHaveCount(0)
    await navigate(page, FIRST)
    await settled(page)
    const counted = tracking.consentMode === "notice" ? 1 : 0
    expect(await pageViewCounts(page)).toEqual({ meta: counted, tiktok: counted })
    if (counted) {
      const calls = await consentCalls(page)
      expect(calls.meta).toContainEqual(["consent", "revoke"])
      expect(calls.tiktok).toContainEqual(["revokeConsent"])
    }
    await page.reload()
    await waitForHydration(page)
    await expect(notice).toHaveCount(0)
  }
)

test("Global Privacy Control: no pixel script at all, and no notice to answer", OWNER, async ({ page }) => {
  await stubPixels(page)
  await withGlobalPrivacyControl(page)
  const requests = recordThirdPartyRequests(page)
  await page.goto("/")
  await navigate(page, FIRST)
  await settled(page)
  expect(requests.filter(request => PIXEL_SCRIPTS.includes(new URL(request.url()).host))).toEqual([])
  await expect(page.getByRole("region", { name: "Advertising cookies" })).toHaveCount(0)
})

test("the policy lets both pixels in, and they run without a violation", OWNER, async ({ page }) => {
  await stubPixels(page)
  // Accepted, so that they run in either consent mode.
  await withStoredChoice(page, "granted")
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener("securitypolicyviolation", event => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const response = await page.goto("/")
  const header = response?.headers()["content-security-policy"] ?? ""
  for (const source of [...META_CSP.script, ...TIKTOK_CSP.script]) expect(header).toContain(source)
  await expect.poll(() => pageViewCounts(page)).toEqual({ meta: 1, tiktok: 1 })
  await settled(page)
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    []
  )
})
