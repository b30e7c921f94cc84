import { expect, type Page } from "@playwright/test"
import { readPage } from "../../../src/content/read-content"
import { ROUTES, relatedCount } from "./routes"
import { pictureCount, turntableStills } from "./yaml-content"

/**
 * Every route, with how many pictures its YAML shows (a piece's page shows its related pieces' too)
 * and the still of each turntable. A filter page of /commissions/ shows other pages' pictures only.
 */
export const PICTURES = new Map(
  ROUTES.map(route => {
    const doc = readPage(route.file)
    const own = route.facet ? 0 : pictureCount(doc)
    const related = route.file.startsWith("commissions/") ? relatedCount(route.file) : 0
    return [route.path, { expected: own + related, turntables: turntableStills(doc) }]
  })
)

/** Adds up the page's layout shifts without recent input from its first paint on (read with `layoutShift`). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { __cls: number }
    win.__cls = 0
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) win.__cls += entry.value
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls)

/**
 * Every picture of the route's <main> (as many as its YAML gives) loads, has alt text, comes in AVIF and WebP, and says its
 * sizes; each is scrolled to in turn, as a visitor reading down the page.
 */
export async function expectPictures(page: Page, route: string): Promise<void> {
  const { expected, turntables } = PICTURES.get(route) ?? { expected: 0, turntables: [] }
  // A turntable's viewer loads while the ring is near the screen and the page is idle, so the
  // scroll may pass it by, as a visitor's quick fling would; bring each ring back and wait for
  // its viewer, which draws over the still, before looking at the pictures.
  for (const [index, still] of turntables.entries()) {
    await page.getByRole("img", { name: still }).scrollIntoViewIfNeeded()
    await expect(page.getByRole("slider").nth(index)).toBeVisible()
  }

  const pictures = page.locator("main img[data-main-image]")
  // As many as the YAML gives; a page whose own YAML gives none may show other pages' (/guides/ shows
  // each guide's), and those are checked as they are.
  if (expected > 0) await expect(pictures).toHaveCount(expected)
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveAttribute("alt", /\w{3,}.*\w{3,}/)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const sources = await picture.evaluate((img: HTMLImageElement) =>
      [...(img.parentElement?.querySelectorAll("source") ?? [])].map(source => source.type)
    )
    expect(sources).toEqual(expect.arrayContaining(["image/avif", "image/webp"]))
    await expect(picture).toHaveAttribute("sizes", /.+/)
  }
}
