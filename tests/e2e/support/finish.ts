import { expect, type Page } from "@playwright/test"
import { mainNav } from "./nav-and-footer"

/*
 * The finish a jeweller's site is held to at every width a visitor brings, on one load of each
 * template (templates.spec.ts): what a designer's eye catches and a machine can measure.
 */

export const FINISH_WIDTHS = [320, 390, 768, 1280, 1920]

/** What the page breaks at the current width, each as a line to read. */
const faultsHere = () =>
  ((): string[] => {
    const faults: string[] = []
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden"
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`
    /** How many lines a range's boxes stand on: tops a few pixels apart (a span's box and its text's) are one line. */
    const lines = (range: Range) =>
      [...range.getClientRects()]
        .filter(rect => rect.width > 0)
        .map(rect => rect.top)
        .sort((a, b) => a - b)
        .reduce((count, top, index, tops) => (index > 0 && top - tops[index - 1] > 4 ? count + 1 : count), 1)

    // A price or a price range on one line: "S$3,000–" and "6,000" on two read as two prices.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      for (const match of text.matchAll(/S\$\d[\d,]*(?:\u2013\u2060?\d[\d,]*)?/g)) {
        if (!node.parentElement || !visible(node.parentElement)) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        if (lines(range) > 1) faults.push(`the price ${match[0]} breaks across lines`)
      }
    }

    // A button's words on one line: the site's buttons are pills (buttonStyles).
    for (const el of document.querySelectorAll("a, button, summary")) {
      const style = getComputedStyle(el)
      if (!visible(el) || parseFloat(style.borderTopLeftRadius) < 100 || style.textTransform !== "uppercase")
        continue
      const range = document.createRange()
      range.selectNodeContents(el)
      if (lines(range) > 1) faults.push(`the button ${describe(el)} wraps`)
    }

    // No card alone on a row beside fuller rows.
    for (const list of document.querySelectorAll("main ul, main ol")) {
      if (getComputedStyle(list).display !== "grid" || !visible(list)) continue
      const items = [...list.children].filter(visible)
      if (items.length < 3) continue
      const rows = new Map<number, number>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, (rows.get(top) ?? 0) + 1)
      }
      const counts = [...rows.values()]
      if (counts.at(-1) === 1 && counts.some(count => count > 1))
        faults.push(`${describe(items.at(-1) as Element)} is alone on its row (rows of ${counts.join(", ")})`)
    }

    // A display heading never ends on a word alone.
    for (const heading of document.querySelectorAll("main h1, main h2, main h3")) {
      if (!visible(heading)) continue
      const words: { top: number; width: number }[] = []
      const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement
        if (!parent || !visible(parent)) continue
        // Words, and the parts of a hyphenated one, which a line may end between.
        for (const word of (node.textContent ?? "").matchAll(/[^\s-]+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const rect = range.getClientRects()[0]
          if (rect) words.push({ top: Math.round(rect.top), width: rect.width })
        }
      }
      const tops = [...new Set(words.map(word => word.top))]
      const alone = tops.length > 1 && words.filter(word => word.top === tops.at(-1)).length === 1
      // Unless the last two words could not share a line at this width and size.
      const [before, lastWord] = words.slice(-2)
      const fit =
        before && lastWord && before.width + lastWord.width + 8 <= heading.getBoundingClientRect().width
      if (alone && fit) faults.push(`the heading ${describe(heading)} ends on a word alone`)
    }

    // Every table fits the page: none scrolls sideways in its frame.
    for (const frame of document.querySelectorAll("[data-table-frame]"))
      if (visible(frame) && frame.scrollWidth > frame.clientWidth + 1)
        faults.push(
          `${describe(frame)} is wider than the page (${frame.scrollWidth} px in ${frame.clientWidth})`
        )

    // A chosen filter is on screen, whole, and can be taken away.
    for (const chosen of document.querySelectorAll("[data-filter-chosen]")) {
      const box = chosen.getBoundingClientRect()
      if (box.left < 0 || box.right > document.documentElement.clientWidth || box.top > innerHeight)
        faults.push(`the chosen filter ${describe(chosen)} is off the first screen`)
      if (!chosen.matches("a[href]") && !chosen.querySelector("a[href]"))
        faults.push(`the chosen filter ${describe(chosen)} has no way to remove it`)
    }
    // Every disclosure of a row of them (the filters' facets), opened, fits the page.
    for (const details of document.querySelectorAll<HTMLDetailsElement>("details[name]")) {
      if (!visible(details)) continue
      const open = details.open
      details.open = true
      for (const part of details.querySelectorAll("ul, a"))
        if (visible(part) && part.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          faults.push(`${describe(part)}, in the open ${describe(details)}, runs off the page`)
      details.open = open
    }
    return faults
  })()

/** The finish at each of FINISH_WIDTHS; at a wide screen, the header's links side by side on one row. */
export async function expectFinish(page: Page, path: string): Promise<void> {
  for (const width of FINISH_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await page.evaluate(faultsHere), `${path} at ${width} px`).toEqual([])
    if (width >= 1024) {
      const tops = await mainNav(page)
        .locator("[data-menu-panel] > ul:first-child a")
        .evaluateAll(links =>
          links.map(link => (link.checkVisibility() ? Math.round(link.getBoundingClientRect().top) : -1))
        )
      expect(new Set(tops), `${path}: the header's links, on one row at ${width} px`).toEqual(
        new Set([tops[0]])
      )
      expect(tops[0]).toBeGreaterThanOrEqual(0)
    }
  }
}
