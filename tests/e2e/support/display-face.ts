import { expect, type Page } from "@playwright/test"
import { displayStrings } from "../../../src/content/text/display-text"
import { DISPLAY_EXTRAS } from "../../../src/theme/font-subset-settings"

/*
 * Each style of the display face is a file holding the glyphs of the content's words in that style
 * (the fields marked face: "display" or "display-italic") and of its DISPLAY_EXTRAS, and no others.
 * So whatever a page sets in a style must be those words, or part of them, or made of those
 * characters: a component that set other words in it (a paragraph, a label) would draw letters the
 * file may lack. The test checks where the words come from, not which letters they have, so it
 * holds for whatever the editors write.
 */

const STYLES = { normal: "display", italic: "display-italic" } as const
type Style = keyof typeof STYLES

const tidy = (text: string) => text.replace(/\s+/g, " ").trim()
export const sources: Record<Style, string[]> = {
  normal: displayStrings(STYLES.normal).flatMap(text => [tidy(text), tidy(text).toUpperCase()]),
  italic: displayStrings(STYLES.italic).flatMap(text => [tidy(text), tidy(text).toUpperCase()]),
}
const fromMarkedWords = (text: string, style: Style) =>
  sources[style].some(source => source.includes(text)) ||
  [...text].every(ch => ch === " " || DISPLAY_EXTRAS[STYLES[style]].includes(ch))

interface Drawn {
  text: string
  style: Style
  where: string
}

/** Runs in the page: every piece of text set in the display face, as drawn (capitals included). */
const drawnInDisplayFace = (family: string): Drawn[] => {
  const inFace = (style: CSSStyleDeclaration) => style.fontFamily.replace(/"/g, "").startsWith(family)
  const styleOf = (style: CSSStyleDeclaration): Style => (style.fontStyle === "italic" ? "italic" : "normal")
  const cased = (text: string, style: CSSStyleDeclaration) =>
    style.textTransform === "uppercase" ? text.toUpperCase() : text
  const drawn: Drawn[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || parent.closest("script, style, noscript")) continue
    const style = getComputedStyle(parent)
    if (inFace(style))
      drawn.push({
        text: cased(node.textContent, style),
        style: styleOf(style),
        where: parent.tagName.toLowerCase(),
      })
  }
  for (const element of document.body.querySelectorAll("*"))
    for (const pseudo of ["::before", "::after"]) {
      const style = getComputedStyle(element, pseudo)
      const content = /^"(.*)"$/.exec(style.content)?.[1]
      if (content?.trim() && inFace(style))
        drawn.push({
          text: cased(content, style),
          style: styleOf(style),
          where: `${element.tagName.toLowerCase()}${pseudo}`,
        })
    }
  return drawn
}

/** A hydrated page sets in the display face only the content's words marked for it and the components' own characters. */
export async function expectOnlyMarkedWordsInDisplayFace(page: Page): Promise<void> {
  const drawn = await page.evaluate(drawnInDisplayFace, "Cormorant Garamond")
  expect(drawn.length).toBeGreaterThan(0)
  const strays = drawn
    .map(({ text, style, where }) => ({ text: tidy(text), style, where }))
    .filter(({ text, style }) => !fromMarkedWords(text, style))
  expect(strays).toEqual([])
}
