import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { mainText, readRawPage } from "./support/raw-html"
import { HOME_TITLE, ROUTES } from "./support/routes"
import { MISSING_PATH as MISSING } from "../../src/content/routes"
import { readContent } from "./support/yaml-content"

/*
 * Any unknown path: a real 404 status for crawlers, the page's words (its
 * YAML's) and a way home for visitors, the home metadata without being
 * indexed, and the unknown path logged to the console.
 */

const notFound = readContent("pages/not-found.yaml")
/** The page its button leads to (home, in the sample content). */
const destination = ROUTES.find(route => route.path === notFound.cta.to)

test("an unknown path answers 404 with the not-found page in its HTML", async ({ request }) => {
  const response = await request.get(MISSING)
  expect(response.status()).toBe(404)
  const html = await response.text()
  const raw = readRawPage(html, response.status())
  expect(raw.title).toBe(HOME_TITLE)
  expect(raw.meta.get("robots")?.[0]).toMatch(/^noindex\b/)
  expect(mainText(html)).toContain(notFound.subheading)
  expect(mainText(html)).toContain(notFound.body)
  expect(raw.links).toContainEqual({ text: notFound.cta.label, href: notFound.cta.to })
  // And the way on, beside the way home: each page a lost visitor most likely wanted, as a plain link.
  for (const link of notFound.wayOn?.links ?? [])
    expect(raw.links).toContainEqual({
      text: expect.stringContaining(link.label) as unknown as string,
      href: link.to,
    })
  expect(notFound.wayOn?.links.length ?? 0).toBeGreaterThan(0)
})

test("shows its big heading, one h1 and a way home, is not indexed, and logs the path", async ({ page }) => {
  const logged = page.waitForEvent("console", {
    predicate: message => message.type() === "error" && message.text().includes(MISSING),
    timeout: 10_000,
  })
  const response = await page.goto(MISSING)
  expect(response?.status()).toBe(404)

  const main = page.getByRole("main")
  await expect(main.getByText(notFound.heading, { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
  // The big heading is read out before the h1's words, so a screen reader hears both.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${notFound.heading}: ${notFound.subheading}`
  )
  await expect(main).toContainText(notFound.body)
  const way = main.getByRole("link", { name: notFound.cta.label, exact: true })
  await expect(way).toBeVisible()
  await expect(way).toHaveAttribute("href", notFound.cta.to)

  await expect(page).toHaveTitle(HOME_TITLE)
  const robots = page.locator('head meta[name="robots"]')
  await expect(robots).toHaveCount(1)
  await expect(robots).toHaveAttribute("content", /^noindex\b/)

  const message = await logged
  expect(message.text()).toContain(MISSING)
})

test("its button leads to the page it names", async ({ page }) => {
  expect(destination, `${notFound.cta.to} is a page`).toBeDefined()
  await page.goto(MISSING)
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: notFound.cta.label, exact: true }).click()
  await expect(page).toHaveURL(notFound.cta.to)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(destination?.h1 ?? "")
  await expect(page).toHaveTitle(destination?.title ?? "")
})
