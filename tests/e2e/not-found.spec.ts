import { expect, test } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { mainText, readRawPage } from "./support/raw-html"
import { HOME_TITLE } from "./support/routes"

/*
 * Any unknown path: a real 404 status for crawlers, the spec's words and a
 * way home for visitors, the home metadata without being indexed, and the
 * unknown path logged to the console.
 */

const MISSING = "/no-such-page/"

test("an unknown path answers 404 with the not-found page in its HTML", async ({ request }) => {
  const response = await request.get(MISSING)
  expect(response.status()).toBe(404)
  const html = await response.text()
  const raw = readRawPage(html, response.status())
  expect(raw.title).toBe(HOME_TITLE)
  expect(raw.meta.get("robots")?.[0]).toMatch(/^noindex\b/)
  expect(mainText(html)).toContain("Oops! Page not found")
  expect(raw.links).toContainEqual({ text: "Return to Home", href: "/" })
})

test("shows 404, 'Oops! Page not found' and a way home, is not indexed, and logs the path", async ({
  page,
}) => {
  const logged = page.waitForEvent("console", {
    predicate: message => message.type() === "error" && message.text().includes(MISSING),
    timeout: 10_000,
  })
  const response = await page.goto(MISSING)
  expect(response?.status()).toBe(404)

  const main = page.getByRole("main")
  await expect(main.getByText("404", { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found")
  const home = main.getByRole("link", { name: "Return to Home", exact: true })
  await expect(home).toBeVisible()
  await expect(home).toHaveAttribute("href", "/")

  await expect(page).toHaveTitle(HOME_TITLE)
  const robots = page.locator('head meta[name="robots"]')
  await expect(robots).toHaveCount(1)
  await expect(robots).toHaveAttribute("content", /^noindex\b/)

  const message = await logged
  expect(message.text()).toContain(MISSING)
})

test("'Return to Home' leads to the home page", async ({ page }) => {
  await page.goto(MISSING)
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: "Return to Home", exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Your Moment Deserves More Than "Close Enough"'
  )
  await expect(page).toHaveTitle(HOME_TITLE)
})
