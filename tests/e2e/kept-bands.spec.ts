import { expect, test, type Page } from "@playwright/test"
import { pageFolders } from "../../src/content/routes"
import { waitForHydration } from "./support/hydration"
import { ROUTES } from "./support/routes"
import { readBands, type Band } from "./support/bands"

/*
 * A band of words, pictures and links left as the server drew it (support/bands.ts): its links still
 * open pages as Gatsby's Link does. That each template hydrates only its bands with a control is
 * checked in the template's first load (templates.spec.ts).
 */
async function bandsOf(page: Page, path: string): Promise<Band[]> {
  await page.goto(path)
  await waitForHydration(page)
  return readBands(page)
}

test("a link in a band React left as drawn opens its page without a page load", async ({ page }) => {
  const bands = await bandsOf(page, "/")
  const target = bands
    .filter(band => band.kept)
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
  const after = await readBands(page)
  expect(after.some(band => band.kept)).toBe(false)
})

test("a page linked only from bands React left as drawn is fetched once its link comes into view", async ({
  page,
}) => {
  // The index of a folder of pages (the guides) links to pages that nothing else on it links to.
  const index = pageFolders().find(folder => folder.listedAt !== undefined)!.listedAt!
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  // The page's timers under the test's hand, so the loader's pause between batches is run on, not waited out.
  await page.clock.install()
  await page.goto(index)
  await waitForHydration(page)

  const onlyInKeptBands = await page.evaluate(() => {
    const inKept = (link: Element) => link.closest("[data-kept]") !== null
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")]
    const elsewhere = new Set(links.filter(link => !inKept(link)).map(link => link.pathname))
    return [...document.querySelectorAll("main > section[data-kept]")]
      .flatMap(band => [...band.querySelectorAll<HTMLAnchorElement>("a[href^='/']")])
      .map(link => link.pathname)
      .filter(pathname => !elsewhere.has(pathname) && pathname !== location.pathname)
  })
  expect(onlyInKeptBands.length).toBeGreaterThan(0)

  for (const pathname of new Set(onlyInKeptBands)) {
    await page.locator(`main a[href='${pathname}']`).first().scrollIntoViewIfNeeded()
    // Gatsby's loader fetches what its links queue four at a time, three seconds apart.
    await expect
      .poll(async () => {
        await page.clock.runFor(3000)
        return requested
      })
      .toContain(`/page-data${pathname}page-data.json`)
  }
})
