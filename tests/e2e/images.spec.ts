import { expect, test } from "@playwright/test"
import { readPage } from "../../src/content/read-content"
import { waitForHydration } from "./support/hydration"
import { EVERY_ROUTE, ROUTES, TEMPLATE_PATHS, relatedCount } from "./support/routes"
import { pictureCount, turntableStills } from "./support/yaml-content"

/* Every route with pictures on the desktop (its pictures are its own); on the phone, one route per template. */

// Every page whose YAML shows pictures, with how many: a piece's page shows its related pieces' too.
const PICTURE_ROUTES = ROUTES.map(route => {
  const doc = readPage(route.file)
  const related = route.file.startsWith("commissions/") ? relatedCount(route.file) : 0
  return { route: route.path, expected: pictureCount(doc) + related, turntables: turntableStills(doc) }
}).filter(({ expected }) => expected > 0)

for (const { route, expected, turntables } of PICTURE_ROUTES) {
  const tag = TEMPLATE_PATHS.includes(route) ? [] : [EVERY_ROUTE]
  test(
    `${route}: every picture loads, has alt text, comes in AVIF and WebP, and shifts nothing`,
    { tag },
    async ({ page }) => {
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
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      // A turntable's viewer loads while the ring is near the screen and the page is idle, so the
      // scroll may pass it by, as a visitor's quick fling would; bring each ring back and wait for
      // its viewer, which draws over the still, before looking at the pictures.
      for (const [index, still] of turntables.entries()) {
        await page.getByRole("img", { name: still }).scrollIntoViewIfNeeded()
        await expect(page.getByRole("slider").nth(index)).toBeVisible()
      }

      const pictures = page.locator("main img[data-main-image]")
      await expect(pictures).toHaveCount(expected)
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

      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThanOrEqual(0.01)
    }
  )
}

test("the hero picture is fetched first; the others wait until they are near", async ({ page }) => {
  await page.goto("/")
  const pictures = page.locator("main img[data-main-image]")
  await expect(pictures.first()).toHaveAttribute("loading", "eager")
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high")
  const rest = await pictures.evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.slice(1).map(img => img.getAttribute("loading"))
  )
  expect(rest.length).toBeGreaterThan(0)
  expect(new Set(rest)).toEqual(new Set(["lazy"]))
})

/*
 * gatsby-plugin-image draws a picture that the server did not (one on a page
 * reached by a client-side link) with react-dom/server, from a 72 KB chunk of
 * its own. patches/gatsby-plugin-image asks for that chunk only then: pictures
 * in the built HTML need no script.
 */
const drawsPictures = (body: string) => body.includes("renderToStaticMarkup")

test("pictures in the HTML need no script of their own; a page reached by a link draws its pictures with one", async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on("response", response => {
    if (response.request().resourceType() === "script") scripts.push(response.text())
  })
  await page.goto("/")
  await waitForHydration(page)
  await page.waitForLoadState("networkidle")
  await expect(page.locator("main img[data-main-image]").first()).toBeVisible()
  expect((await Promise.all(scripts)).filter(drawsPictures)).toEqual([])

  await page.locator('main a[href="/services/"]').first().click()
  await expect(page).toHaveURL(/\/services\/$/)
  const pictures = page.locator("main img[data-main-image]")
  await expect(pictures).toHaveCount(
    PICTURE_ROUTES.find(({ route }) => route === "/services/")?.expected ?? -1
  )
  await pictures.first().scrollIntoViewIfNeeded()
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  expect((await Promise.all(scripts)).filter(drawsPictures)).toHaveLength(1)
})
