import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support/hydration"

/*
 * How a page arrives: the text and the hero paint from the HTML first, then
 * the bundles load and React takes over. These are the orderings the
 * Lighthouse budget depends on, checked in a real browser on every run.
 */

const ROUTES = ["/", "/engagement-rings/", "/services/", "/process/", "/stories/", "/contact-us/", "/terms/", "/privacy/"]
const BUNDLE = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

interface Timings {
  fcp: number | null
  bundles: { name: string; startTime: number }[]
  fonts: { name: string; size: number }[]
}

/** Runs in the page, so the bundle pattern comes in as its source text. */
const readTimings = (bundlePattern: string): Timings => ({
  fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  bundles: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter(entry => new RegExp(bundlePattern).test(entry.name))
    .map(({ name, startTime }) => ({ name, startTime })),
  fonts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter(entry => entry.name.endsWith(".woff2"))
    .map(({ name, encodedBodySize }) => ({ name, size: encodedBodySize })),
})

for (const route of ROUTES) {
  test(`${route}: the page paints before its bundles are requested, then hydrates`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    const { fcp, bundles } = await page.evaluate(readTimings, BUNDLE.source)
    expect(fcp).not.toBeNull()
    // Each once. (Resource entries are listed as responses finish, not as requests start; the order the
    // bundles run in is the loader's `async = false`, covered in tests/unit/scripts-after-paint.test.ts.)
    expect(bundles.map(bundle => bundle.name.match(BUNDLE)?.[1]).sort()).toEqual(["app", "framework", "webpack-runtime"])
    for (const bundle of bundles) expect(bundle.startTime, bundle.name).toBeGreaterThanOrEqual(fcp ?? Infinity)
  })
}

test("the built HTML has no script that runs before the first paint", async ({ request }) => {
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text()
    expect(html, route).not.toMatch(/<script src="[^"]*" async/)
    expect(html, route).toContain('"/app-')
  }
})

test("at most three font files, each under 16 KiB, and only the two faces above the fold preloaded", async ({ page, request }) => {
  const html = await (await request.get("/")).text()
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(([, href]) => href)
  expect(preloads).toHaveLength(2)
  for (const route of ["/", "/stories/"]) {
    await page.goto(route)
    await page.waitForLoadState("networkidle")
    const { fonts } = await page.evaluate(readTimings, BUNDLE.source)
    expect(fonts.length, route).toBeGreaterThanOrEqual(2)
    expect(fonts.length, route).toBeLessThanOrEqual(3)
    for (const font of fonts) expect(font.size, font.name).toBeLessThan(16 * 1024)
  }
})

test("the hero picture is shown the moment it loads, without waiting for a script to fade it in", async ({ page }) => {
  // A slow hero: it arrives after gatsby-plugin-image's inline scripts have run.
  await page.route(/home-hero\.(avif|webp|jpg)$/, async route => {
    await new Promise(resolve => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.addInitScript(() => {
    // Load events do not reach window; capture on document runs before the plugin's listener on <body>.
    document.addEventListener(
      "load",
      event => {
        const img = event.target
        if (img instanceof HTMLImageElement && img.dataset.mainImage !== undefined && img.closest("section[aria-labelledby='hero-heading']")) {
          document.documentElement.dataset.heroOpacityAtLoad = getComputedStyle(img).opacity
        }
      },
      true
    )
  })
  await page.goto("/")
  await expect(page.locator("html")).toHaveAttribute("data-hero-opacity-at-load", "1")
})
