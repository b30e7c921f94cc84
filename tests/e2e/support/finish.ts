import { expect, type Page } from "@playwright/test"
import { mainNav } from "./nav-and-footer"

/*
 * The finish a jeweller's site is held to at every width a visitor brings, on one load of each
 * template (templates.spec.ts): what a designer's eye catches and a machine can measure.
 */

export const FINISH_WIDTHS = [320, 390, 768, 1280, 1920]
/** Where headings also break differently (a phone, a small tablet, a laptop, a wide laptop): their words alone. */
const HEADING_WIDTHS = [360, 480, 1024, 1440]

/**
 * Headings that strand a word: a line of one word where the heading's words could have been set in
 * as many lines or fewer, each within its width, with fewer such lines (three words in two lines
 * leave one alone whatever is done, and are let be); and a last word alone where the two before
 * could share the line. A word broken after its hyphen ("Lab-" and "Grown") stands on both lines.
 */
const strandedWords = () =>
  ((): string[] => {
    const faults: string[] = []
    for (const heading of document.querySelectorAll("main h1, main h2, main h3")) {
      const box = heading.getBoundingClientRect()
      if (box.width === 0 || getComputedStyle(heading).visibility === "hidden") continue
      // The parts a line may end after (words, and the halves of a hyphenated one), and the words.
      const parts: number[] = []
      const words: number[] = []
      let inWord = false
      const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.textContent ?? ""
        if (!node.parentElement || node.parentElement.getBoundingClientRect().width === 0) continue
        for (const part of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange()
          range.setStart(node, part.index)
          range.setEnd(node, part.index + part[0].length)
          const rect = [...range.getClientRects()].find(candidate => candidate.width > 0)
          if (!rect) continue
          parts.push(rect.top)
          const startsWord = !inWord || (part.index > 0 && /\s/.test(text[part.index - 1]))
          if (startsWord || words.length === 0) words.push(rect.width)
          else words[words.length - 1] += rect.width
          inWord = part[0].endsWith("-")
        }
      }
      // Lines: parts whose tops are a few pixels apart stand on one.
      const lines: number[] = []
      parts.forEach((top, index) => {
        if (index > 0 && Math.abs(top - parts[index - 1]) <= 4) lines[lines.length - 1]++
        else lines.push(1)
      })
      const alone = lines.filter(count => count === 1).length
      if (lines.length < 2 || alone === 0) continue
      const style = getComputedStyle(heading)
      const room = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 0.5
      const space = parseFloat(style.fontSize) * 0.25
      const fits = (from: number, to: number) =>
        words.slice(from, to).reduce((sum, width) => sum + width, 0) + space * (to - from - 1) <= room
      // The fewest lines of one word that any setting in at most as many lines has, line by line.
      let fewest = [0, ...words.map(() => Infinity)]
      let best = Infinity
      for (let line = 0; line < lines.length; line++) {
        const next = [Infinity, ...words.map(() => Infinity)]
        for (let to = 1; to <= words.length; to++)
          for (let from = 0; from < to; from++)
            if (fewest[from] < Infinity && fits(from, to))
              next[to] = Math.min(next[to], fewest[from] + (to - from === 1 ? 1 : 0))
        fewest = next
        best = Math.min(best, fewest[words.length])
      }
      const name = `the heading ${heading.tagName.toLowerCase()} "${(heading.textContent ?? "").trim().slice(0, 40)}"`
      if (best < alone) faults.push(`${name} strands a word (lines of ${lines.join(", ")} words)`)
      else if (lines.at(-1) === 1 && words.length >= 2 && fits(words.length - 2, words.length))
        faults.push(`${name} ends on a word alone`)
    }
    return faults
  })()

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

    // No card alone on a row beside fuller rows; a shorter last row in the middle, not flush to one side;
    // and the cards of a row alike in height (a tile whose words wrap leaves no shorter neighbour).
    for (const list of document.querySelectorAll("main ul, main ol, main dl")) {
      if (getComputedStyle(list).display !== "grid" || !visible(list)) continue
      const items = [...list.children].filter(visible)
      if (items.length < 2) continue
      const rows = new Map<number, Element[]>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), item])
      }
      const counts = [...rows.values()].map(row => row.length)
      // A list of facts (dl) may end short: it reads across, as text does; its boxes are alike all the same.
      const cards = list.tagName !== "DL"
      if (cards && items.length >= 3 && counts.at(-1) === 1 && counts.some(count => count > 1))
        faults.push(`${describe(items.at(-1) as Element)} is alone on its row (rows of ${counts.join(", ")})`)
      const last = [...rows.values()].at(-1) ?? []
      if (cards && last.length < Math.max(...counts)) {
        const box = list.getBoundingClientRect()
        const left = Math.min(...last.map(item => item.getBoundingClientRect().left)) - box.left
        const right = box.right - Math.max(...last.map(item => item.getBoundingClientRect().right))
        if (Math.abs(left - right) > 2)
          faults.push(
            `${describe(list)}: its last row of ${last.length} is not centred under rows of ${Math.max(...counts)}`
          )
      }
      // What a visitor sees as the card: the item, or the one box it holds.
      const card = (item: Element) => (item.children.length === 1 ? item.children[0] : item)
      for (const row of rows.values()) {
        const heights = row.map(item => Math.round(card(item).getBoundingClientRect().height))
        if (Math.max(...heights) - Math.min(...heights) > 1)
          faults.push(`${describe(row[0])} and its row differ in height (${heights.join(", ")} px)`)
      }
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

/**
 * The finish at each of FINISH_WIDTHS, and the headings at HEADING_WIDTHS too; at a wide screen, the
 * header's links side by side on one row.
 */
export async function expectFinish(page: Page, path: string): Promise<void> {
  for (const width of HEADING_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    expect(await page.evaluate(strandedWords), `${path} at ${width} px`).toEqual([])
  }
  for (const width of FINISH_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    const faults = [...(await page.evaluate(faultsHere)), ...(await page.evaluate(strandedWords))]
    expect(faults, `${path} at ${width} px`).toEqual([])
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
