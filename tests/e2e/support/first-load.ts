import { expect, type Page } from "@playwright/test"
import { BUNDLE } from "./hydration"
import { arrived } from "./settled"

/*
 * How a page arrives: the text and the hero paint from the HTML first, then the bundles load and
 * React takes over. Read in the page from its performance entries.
 */

export interface Timings {
  fcp: number | null
  bundles: { name: string; startTime: number }[]
  fonts: { name: string; size: number }[]
}

/** Runs in the page, so the bundle pattern comes in as its source text. */
export const readTimings = (bundlePattern: string): Timings => ({
  fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  bundles: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter(entry => new RegExp(bundlePattern).test(entry.name))
    .map(({ name, startTime }) => ({ name, startTime })),
  fonts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter(entry => entry.name.endsWith(".woff2"))
    .map(({ name, encodedBodySize }) => ({ name, size: encodedBodySize })),
})

/** Runs in the page: what was requested before the first contentful paint that the first screen does not draw with. */
const requestedTooEarly = (): string[] => {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0
  const needed = new Set<string>()
  // The faces it preloads, and the italic where the first screen draws with it.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'))
    needed.add(link.href)
  const italicAtTop = [...document.querySelectorAll("body *")].some(
    element =>
      element.childElementCount === 0 &&
      getComputedStyle(element).fontStyle === "italic" &&
      element.getBoundingClientRect().top < innerHeight
  )
  // Its pictures: every picture that is not lazy (the hero; the brand mark when the logo is a PNG).
  for (const img of document.querySelectorAll("img"))
    if (img.loading !== "lazy" && img.currentSrc) needed.add(img.currentSrc)
  return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter(entry => entry.startTime < fcp)
    .map(entry => entry.name)
    .filter(url => !needed.has(url) && !(italicAtTop && /italic[^/]*\.woff2$/.test(url)))
}

/** On a page that has hydrated: Gatsby's three bundles were each requested once, after the first paint. */
export async function expectBundlesAfterFirstPaint(page: Page): Promise<void> {
  const { fcp, bundles } = await page.evaluate(readTimings, BUNDLE.source)
  expect(fcp).not.toBeNull()
  // Each once. (Resource entries are listed as responses finish, not as requests start; the order the
  // bundles run in is the loader's `async = false`, covered in tests/unit/scripts-after-paint.test.ts.)
  expect(bundles.map(bundle => bundle.name.match(BUNDLE)?.[1]).sort()).toEqual([
    "app",
    "framework",
    "webpack-runtime",
  ])
  for (const bundle of bundles) expect(bundle.startTime, bundle.name).toBeGreaterThanOrEqual(fcp ?? Infinity)
}

/**
 * Scrolled through, so every lazy picture is requested: nothing the first screen does not draw with
 * was requested before the first paint; the manifest came after it, and the tab icon is in the page
 * (`iconRequests`: the icon files the page asked for, which must be none).
 */
export async function expectNothingElseBeforeFirstPaint(page: Page, iconRequests: string[]): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await arrived(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await page.evaluate(requestedTooEarly)).toEqual([])
  await expect(page.locator('head > link[rel="manifest"]')).toHaveCount(1)
  const icons = await page
    .locator('link[rel="icon"]')
    .evaluateAll(links => links.map(link => link.getAttribute("href")))
  expect(icons).toContainEqual(expect.stringMatching(/^data:image\/(svg\+xml|png)[,;]/))
  expect(iconRequests.filter(url => !url.includes("/icons/icon-144x144"))).toEqual([])
}

/** Records the icon files the page asks for (the tab icon is in the HTML: there should be none). */
export function recordIconRequests(page: Page): string[] {
  const requests: string[] = []
  page.on("request", request => {
    if (/favicon|\/icons\//.test(request.url())) requests.push(request.url())
  })
  return requests
}
