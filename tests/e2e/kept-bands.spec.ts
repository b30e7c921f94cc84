import { expect, test, type Page } from "@playwright/test"
import { pageFolders } from "../../src/content/routes"
import { waitForHydration } from "./support/hydration"
import { ROUTES, ROUTE_PATHS } from "./support/routes"
import { readContent } from "./support/yaml-content"

/*
 * On a page's first load React hydrates only the bands that hold a control; a band of words,
 * pictures and links is left as the server drew it (src/ui/server-markup.ts), and its links still
 * open pages as Gatsby's Link does. Read from React's own marks: every node it has claimed carries
 * a `__reactProps$…` key.
 */

// What needs script to work: a form control, a button, a frame, the booking link that opens the calendar.
const CONTROL = "button, input, select, textarea, iframe, form, dialog, [role='button'], [data-booking]"

interface Band {
  name: string
  /** Nothing inside: what a kept band would be if React had drawn the page again after a hydration error. */
  empty: boolean
  claimed: boolean
  controls: number
  pageLinks: string[]
}

const readBands = (control: string): Band[] =>
  [...document.querySelectorAll("main > section")].map(band => ({
    name: band.getAttribute("aria-labelledby") ?? band.querySelector("h1, h2")?.textContent ?? "",
    empty: band.childElementCount === 0,
    claimed: [...band.querySelectorAll("*")].some(node =>
      Object.keys(node).some(key => key.startsWith("__reactProps$"))
    ),
    controls: band.querySelectorAll(control).length,
    pageLinks: [...band.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].map(link => link.pathname),
  }))

async function bandsOf(page: Page, path: string): Promise<Band[]> {
  await page.goto(path)
  await waitForHydration(page)
  return page.evaluate(readBands, CONTROL)
}

for (const path of ROUTE_PATHS) {
  test(`${path}: React hydrates the bands that hold a control, and leaves the others as drawn`, async ({
    page,
  }) => {
    const bands = await bandsOf(page, path)
    expect(bands.length).toBeGreaterThan(0)
    for (const band of bands) {
      expect(band.empty, `band "${band.name}" is empty`).toBe(false)
      expect(band.claimed, `band "${band.name}" (${band.controls} controls)`).toBe(band.controls > 0)
    }
  })
}

test("a link in a band React left as drawn opens its page without a page load", async ({ page }) => {
  const bands = await bandsOf(page, "/")
  const target = bands
    .filter(band => !band.claimed)
    .flatMap(band => band.pageLinks)
    .find(pathname => pathname !== "/")
  expect(target, "a link to another page in a band left as drawn").toBeDefined()
  const route = ROUTES.find(candidate => candidate.path === target)!
  await page.evaluate(() => ((window as Window & { firstLoad?: boolean }).firstLoad = true))

  await page.locator(`main > section a[href='${target}']`).first().click()

  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1)
  expect(await page.evaluate(() => (window as Window & { firstLoad?: boolean }).firstLoad)).toBe(true)
  // Mounted after the first hydration, the new page's bands are React's like any other.
  const after = await page.evaluate(readBands, CONTROL)
  expect(after.every(band => band.claimed)).toBe(true)
})

test("a page linked only from bands React left as drawn is fetched once its link comes into view", async ({
  page,
}) => {
  // The index of a folder of pages (the guides) links to pages that nothing else on it links to.
  const index = pageFolders().find(folder => folder.listedAt !== undefined)!.listedAt!
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  await page.goto(index)
  await waitForHydration(page)

  const onlyInKeptBands = await page.evaluate(() => {
    const claimed = (node: Element) => Object.keys(node).some(key => key.startsWith("__reactProps$"))
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")]
    const elsewhere = new Set(links.filter(claimed).map(link => link.pathname))
    return [...document.querySelectorAll("main > section")]
      .filter(band => ![...band.querySelectorAll("*")].some(claimed))
      .flatMap(band => [...band.querySelectorAll<HTMLAnchorElement>("a[href^='/']")])
      .map(link => link.pathname)
      .filter(pathname => !elsewhere.has(pathname) && pathname !== location.pathname)
  })
  expect(onlyInKeptBands.length).toBeGreaterThan(0)

  for (const pathname of new Set(onlyInKeptBands)) {
    await page.locator(`main a[href='${pathname}']`).first().scrollIntoViewIfNeeded()
    // Gatsby's loader fetches what its links queue four at a time, three seconds apart.
    await expect.poll(() => requested, { timeout: 15_000 }).toContain(`/page-data${pathname}page-data.json`)
  }
})

test("the footer is left as drawn on a first load, and after a client-side navigation it is the new page's own", async ({
  page,
  browser,
}) => {
  /** The footer's links as a visitor's browser has them: where each goes, which is the current page's. */
  const footerLinks = (of: Page) =>
    of.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("footer a[href]")].map(link => ({
        href: link.href,
        current: link.getAttribute("aria-current"),
        claimed: Object.keys(link).some(key => key.startsWith("__reactProps$")),
      }))
    )
  await page.goto("/")
  await waitForHydration(page)
  const first = await footerLinks(page)
  expect(first.length).toBeGreaterThan(0)
  expect(first.filter(link => link.claimed)).toEqual([])

  const target = first
    .map(link => new URL(link.href))
    .find(url => url.origin === new URL(page.url()).origin && url.pathname !== "/")!.pathname
  await page.evaluate(() => ((window as Window & { firstLoad?: boolean }).firstLoad = true))
  await page.locator(`footer a[href='${target}']`).first().click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  expect(await page.evaluate(() => (window as Window & { firstLoad?: boolean }).firstLoad)).toBe(true)

  // The same page loaded afresh: its current-page link and its WhatsApp message are what the footer now has.
  const fresh = await browser.newPage()
  await fresh.goto(target)
  await waitForHydration(fresh)
  const drawn = (links: Awaited<ReturnType<typeof footerLinks>>) =>
    links.map(({ href, current }) => ({ href, current }))
  expect(drawn(await footerLinks(fresh)).some(link => link.current === "page")).toBe(true)
  expect(drawn(await footerLinks(page))).toEqual(drawn(await footerLinks(fresh)))
  await fresh.close()
})

// A legal page whose copy holds the consent control: its band is React's, but only for that control.
for (const route of ROUTES.filter(({ file }) => file.startsWith("legal/"))) {
  const doc = readContent(route.file as `legal/${string}.yaml`)
  const withControl = doc.sections.filter(section => section.consentSettings).map(section => section.heading)
  if (withControl.length === 0) continue
  test(`${route.path}: React claims the section with the consent control, and leaves the other words as drawn`, async ({
    page,
  }) => {
    await page.goto(route.path)
    await waitForHydration(page)
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll("main section section")].map(part => ({
        heading: part.querySelector("h2")?.textContent ?? "",
        claimed: [part, ...part.querySelectorAll("*")].some(node =>
          Object.keys(node).some(key => key.startsWith("__reactProps$"))
        ),
      }))
    )
    expect(parts.map(part => part.heading)).toEqual(doc.sections.map(section => section.heading))
    expect(parts.filter(part => part.claimed).map(part => part.heading)).toEqual(withControl)
    // The introduction too, and the date it last changed.
    const introClaimed = await page.evaluate(() =>
      [...document.querySelectorAll("main time")].some(node =>
        Object.keys(node).some(key => key.startsWith("__reactProps$"))
      )
    )
    expect(introClaimed).toBe(false)
  })
}
