import { devices, expect, test, type Page } from "@playwright/test"
import { TEMPLATE_PATHS } from "./support/routes"

/*
 * On a phone, the picture a page opens with is its largest paint: it must be in the HTML with
 * `loading="eager"` and `fetchpriority="high"`, never waiting for the lazy loader's script. Runs in
 * the desktop project, as a phone (Lighthouse's mobile viewport is about as tall).
 */
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"]
const phone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }
test.use(phone)

interface FirstViewPicture {
  /** The picture's own folder under /static/ (one per source picture, whatever the size or format). */
  folder: string
  loading: string | null
  fetchpriority: string | null
  src: string | null
  area: number
}

/** The page's pictures that show in the first screen, largest visible area first. Runs in the page. */
const firstViewPictures = (): FirstViewPicture[] =>
  // gatsby-plugin-image's pictures, and the builder's own (already encoded: src/content/design-pictures.ts)
  [...document.querySelectorAll<HTMLImageElement>("img[data-main-image], img[data-design-picture]")]
    .filter(img => !img.closest("noscript"))
    .map(img => {
      const box = img.getBoundingClientRect()
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0)
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)
      // the file the browser chose: a picture framed for the phone (art direction) is a <source> of its own
      const url = img.currentSrc || (img.getAttribute("src") ?? img.getAttribute("data-src") ?? "")
      return {
        folder: new URL(url, location.href).pathname.match(/\/static\/(design\/)?[0-9a-f]+\//)?.[0] ?? url,
        loading: img.getAttribute("loading"),
        fetchpriority: img.getAttribute("fetchpriority"),
        src: img.getAttribute("src"),
        area: Math.max(width, 0) * Math.max(height, 0),
      }
    })
    .filter(picture => picture.area > 0)
    .sort((a, b) => b.area - a.area)

/** Records every largest-contentful-paint candidate from the start (they are not in the performance timeline). */
const recordLargestPaint = () => {
  const win = window as unknown as { __lcp: { tag: string; url: string }[] }
  win.__lcp = []
  new PerformanceObserver(list => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[])
      win.__lcp.push({ tag: entry.element?.tagName ?? "", url: entry.url })
  }).observe({ type: "largest-contentful-paint", buffered: true })
}

/** The candidates Chromium has reported so far. */
const largestPaints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lcp: { tag: string; url: string }[] }).__lcp)

for (const route of TEMPLATE_PATHS) {
  test(`${route}: on a phone, the largest picture of the first screen loads at once and is the largest paint`, async ({
    browser,
    page,
  }) => {
    // The HTML as served, before any script: what the browser's preload scanner sees.
    const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false })
    const htmlPage = await noScript.newPage()
    await htmlPage.goto(route)
    const pictures = await htmlPage.evaluate(firstViewPictures)
    await noScript.close()

    const [largest] = pictures
    if (largest) {
      expect(largest.loading, largest.folder).toBe("eager")
      expect(largest.fetchpriority, largest.folder).toBe("high")
      expect(largest.src, largest.folder).toBeTruthy()
    }

    await page.addInitScript(recordLargestPaint)
    await page.goto(route)
    if (largest) {
      // The picture the HTML fetches first is the one Chromium reports as the largest paint (once it is drawn).
      await expect
        .poll(
          async () => {
            const last = (await largestPaints(page)).at(-1)
            // A candidate may come before its image's URL is known (an empty url, seen once on a busy host): poll on.
            return (
              last?.tag === "IMG" && new URL(last.url || "/", page.url()).pathname.startsWith(largest.folder)
            )
          },
          { message: route }
        )
        .toBe(true)
    } else {
      // No picture on the first screen: once the page has loaded, the largest paint is text.
      await page.waitForLoadState("load")
      await expect.poll(async () => (await largestPaints(page)).length, { message: route }).toBeGreaterThan(0)
      expect((await largestPaints(page)).map(paint => paint.tag)).not.toContain("IMG")
    }
  })
}
