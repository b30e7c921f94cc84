import { expect, test, type Page } from "@playwright/test"
import { PHONE_WORDMARK, wordmarkWidth } from "../../src/theme/wordmark"
import { waitForHydration } from "./support/hydration"
import { readContent } from "./support/yaml-content"

/*
 * Names grow: the header keeps the brand on one line and keeps its height at every phone width
 * from 320 to 430 px (and on a laptop), for the name content/site.yaml holds and for a
 * 32-character one. The long name is put into the built header the way the build writes a name
 * (a span per name with its width, the full name first, the phones' short name last), so the
 * site's own stylesheet is what holds it; the fictional names are the test's.
 */

const site = readContent("site.yaml")
const LONG = { name: "Atelier des Fixtures Imaginaires", shortName: "Imaginaires" }
const PHONES = [320, 340, 359, 360, 375, 390, 414, 430]
const LAPTOPS = [768, 1024, 1280]

interface Measure {
  header: number
  /** The header's own height: its bar's least height and its bottom border. */
  designed: number
  shown: { text: string; lines: number; clipped: boolean; right: number; fontPx: number }[]
  /** Where the first thing right of the name begins (the header's button, or the page links). */
  nextLeft: number
}

const measure = (page: Page): Promise<Measure> =>
  page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')
    const header = nav?.closest("header")
    if (!nav || !header) throw new Error("no main navigation")
    const lines = (element: Element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size
    }
    const shown = [...nav.querySelectorAll<HTMLElement>("[data-wordmark]")]
      .filter(element => getComputedStyle(element).display !== "none")
      .map(element => ({
        text: element.textContent ?? "",
        lines: lines(element),
        clipped: element.scrollWidth > element.clientWidth + 1,
        right: element.getBoundingClientRect().right,
        fontPx: parseFloat(getComputedStyle(element).fontSize),
      }))
    const next = [...nav.children]
      .filter(child => !child.contains(nav.querySelector("[data-wordmark]")))
      .map(child => child.getBoundingClientRect())
      .filter(rect => rect.width > 0)
      .map(rect => rect.left)
    const style = getComputedStyle(header)
    return {
      header: header.getBoundingClientRect().height,
      designed: parseFloat(getComputedStyle(nav).minHeight) + parseFloat(style.borderBottomWidth),
      shown,
      nextLeft: Math.min(...next),
    }
  })

/** Puts names into the built header as the build writes them (src/layout/brand.tsx). */
async function useNames(page: Page, { name, shortName }: { name: string; shortName?: string }) {
  const names = [name, ...(shortName ? [shortName] : [])].map(text => ({ text, width: wordmarkWidth(text) }))
  await page.evaluate(names => {
    const link = document.querySelector('nav[aria-label="Main"] a[aria-label]')
    const spans = [...(link?.querySelectorAll<HTMLElement>("[data-wordmark]") ?? [])]
    if (!link || spans.length === 0) throw new Error("the header has no wordmark")
    for (const extra of spans.slice(1)) extra.remove()
    names.forEach(({ text, width }, index) => {
      const span = index === 0 ? spans[0] : (link.appendChild(spans[0].cloneNode()) as HTMLElement)
      span.textContent = text
      span.style.setProperty("--wordmark-width", String(width))
      span.style.setProperty("--wordmark-characters", String([...text].length))
    })
  }, names)
}

function expectOneLine(measured: Measure, width: number, phoneShows: string, fullName: string, whole = true) {
  const at = `at ${width} px`
  expect(measured.header, `${at}: the header keeps its height`).toBeCloseTo(measured.designed, 0)
  expect(
    measured.shown.map(shown => shown.text),
    at
  ).toEqual([width < 768 ? phoneShows : fullName])
  const [shown] = measured.shown
  expect(shown.lines, `${at}: one line`).toBe(1)
  if (whole) expect(shown.clipped, `${at}: the whole name shows`).toBe(false)
  expect(shown.right, `${at}: the name stops before the next item`).toBeLessThanOrEqual(measured.nextLeft)
}

test.describe("the brand in the header", () => {
  test("the name content/site.yaml holds stays on one line, at the header's height, at every phone width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: PHONES[0], height: 700 })
    await page.goto("/")
    await expect(page.getByRole("link", { name: `${site.name}, home` })).toBeVisible()
    for (const width of [...PHONES, ...LAPTOPS]) {
      await page.setViewportSize({ width, height: 700 })
      expectOneLine(await measure(page), width, site.shortName ?? site.name, site.name)
    }
  })

  test("a 32-character name with a short name for phones stays on one line, at the header's height", async ({
    page,
  }) => {
    expect(LONG.name).toHaveLength(32)
    await page.setViewportSize({ width: PHONES[0], height: 700 })
    await page.goto("/")
    await waitForHydration(page)
    await useNames(page, LONG)
    for (const width of [...PHONES, ...LAPTOPS]) {
      await page.setViewportSize({ width, height: 700 })
      const measured = await measure(page)
      expectOneLine(measured, width, LONG.shortName, LONG.name)
      // A size people can read on a phone (the content check asks for a short name below it).
      if (width >= 360 && width < 768)
        expect(measured.shown[0].fontPx).toBeGreaterThanOrEqual(PHONE_WORDMARK.leastPx)
    }
  })

  // The content check asks for a short name long before this; if one is missing all the same, the
  // header still neither wraps nor grows: the name is set smaller, and past the browser's least
  // size it ends in an ellipsis.
  test("even a 32-character name with no short name holds the header: one line, its height", async ({
    page,
  }) => {
    await page.setViewportSize({ width: PHONES[0], height: 700 })
    await page.goto("/")
    await waitForHydration(page)
    await useNames(page, { name: LONG.name })
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 })
      expectOneLine(await measure(page), width, LONG.name, LONG.name, false)
    }
  })
})
