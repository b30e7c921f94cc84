import { expect, type Locator, type Page } from "@playwright/test"
import { literally } from "./facts"
import { SITE_URL, seoDescription, type RouteSpec } from "./routes"

const headMeta = (page: Page, key: string): Locator =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`)

async function expectSingleMeta(page: Page, key: string, content: string | RegExp) {
  await expect(headMeta(page, key), `one ${key} meta tag`).toHaveCount(1)
  await expect(headMeta(page, key)).toHaveAttribute("content", content)
}

/**
 * After hydration, what the server wrote still stands: Gatsby's Head re-renders <head> in the
 * browser, and React the page; the title, description, canonical and share tags, one h1 and the
 * sections in order are the route's (every route's server HTML is read in pages.spec.ts).
 */
export async function expectHydratedMetadataAndOutline(page: Page, route: RouteSpec): Promise<void> {
  const canonical = `${SITE_URL}${route.path}`
  const description = seoDescription(route)

  await expect(page).toHaveTitle(route.title)
  await expectSingleMeta(page, "description", description)
  const canonicalLink = page.locator('head link[rel="canonical"]')
  await expect(canonicalLink, "one canonical link").toHaveCount(1)
  await expect(canonicalLink).toHaveAttribute("href", canonical)
  await expectSingleMeta(page, "og:title", route.title)
  await expectSingleMeta(page, "og:description", description)
  await expectSingleMeta(page, "og:url", canonical)
  await expectSingleMeta(page, "og:type", "website")
  await expectSingleMeta(page, "og:image", new RegExp(`^${literally(SITE_URL)}/\\S+\\.(jpe?g|png|webp)$`))
  await expectSingleMeta(page, "twitter:card", "summary_large_image")

  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toHaveCount(1)
  await expect(h1).toHaveText(route.h1)
  await expect(h1).toBeVisible()
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(route.h2)
}
