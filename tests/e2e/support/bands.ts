import { expect, type Page } from "@playwright/test"
import { NEEDS_SCRIPT as CONTROL } from "../../../src/ui/needs-script"

/*
 * On a page's first load React hydrates only the bands that hold a control; a band of words,
 * pictures and links is left as the server drew it (src/ui/server-markup.ts), and its links still
 * open pages as Gatsby's Link does. Section marks a band it leaves so with `data-kept`.
 */

export interface Band {
  name: string
  /** Nothing inside: what a kept band would be if React had drawn the page again after a hydration error. */
  empty: boolean
  kept: boolean
  controls: number
  pageLinks: string[]
}

const readBandsInPage = (control: string): Band[] =>
  [...document.querySelectorAll("main > section")].map(band => ({
    name: band.getAttribute("aria-labelledby") ?? band.querySelector("h1, h2")?.textContent ?? "",
    empty: band.childElementCount === 0,
    kept: band.hasAttribute("data-kept"),
    controls: band.querySelectorAll(control).length,
    pageLinks: [...band.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].map(link => link.pathname),
  }))

/** The bands of the page's main content, as they stand. */
export const readBands = (page: Page): Promise<Band[]> => page.evaluate(readBandsInPage, CONTROL)

/** On a hydrated first load: React hydrated the bands that hold a control, and left the others as drawn. */
export async function expectOnlyBandsWithControlsHydrated(page: Page): Promise<void> {
  const bands = await readBands(page)
  expect(bands.length).toBeGreaterThan(0)
  for (const band of bands) {
    expect(band.empty, `band "${band.name}" is empty`).toBe(false)
    expect(band.kept, `band "${band.name}" (${band.controls} controls)`).toBe(band.controls === 0)
  }
}

/** Every element of the page outside the bands kept as the server drew them: what React hydrated. */
export const hydratedElements = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const root = document.getElementById("___gatsby")
    if (!root) return 0
    const kept = [...root.querySelectorAll("[data-kept]")].filter(
      band => !band.parentElement?.closest("[data-kept]")
    )
    return (
      root.querySelectorAll("*").length -
      kept.reduce((sum, band) => sum + band.querySelectorAll("*").length, 0)
    )
  })

/** The page hydrates no more elements than its template's budget (scripts/quality/budgets.ts). */
export async function expectHydrationWithinBudget(page: Page, budget: number | undefined) {
  const hydrated = await hydratedElements(page)
  expect(
    budget,
    `no budget of hydrated elements for this template (HYDRATED_ELEMENTS): it hydrates ${hydrated}`
  ).toBeDefined()
  expect(hydrated).toBeLessThanOrEqual(budget ?? 0)
}
