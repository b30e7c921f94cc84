import createCache from "@emotion/cache"
import { insertStyles } from "@emotion/utils"
import {
  adoptServerSheet,
  hoistEmotionStyles,
  SERVER_SHEET,
  sheetAttributes,
} from "../../src/root/emotion-styles"

const page = [
  '<div id="___gatsby">',
  '<style data-emotion="css-global 1abc">body{margin:0;}</style>',
  '<style data-emotion="css x1 x2">.css-x1{color:red;}.css-x2{color:blue;}</style><nav class="css-x1">',
  '<style data-emotion="css y1">.css-y1{display:grid;}</style><main class="css-y1">',
  "<style>.not-emotion{}</style>",
  "</main></nav></div>",
].join("")

describe("hoistEmotionStyles", () => {
  it("takes every Emotion style out of the body and keeps the rest of the markup as it was", () => {
    const { html } = hoistEmotionStyles(page)
    expect(html).toBe(
      '<div id="___gatsby"><nav class="css-x1"><main class="css-y1"><style>.not-emotion{}</style></main></nav></div>'
    )
  })

  it("merges class styles in document order into one sheet per key, and keeps each Global style whole", () => {
    expect(hoistEmotionStyles(page).styles).toEqual([
      { dataEmotion: "css-global 1abc", css: "body{margin:0;}" },
      { dataEmotion: "css x1 x2 y1", css: ".css-x1{color:red;}.css-x2{color:blue;}.css-y1{display:grid;}" },
    ])
  })

  it("leaves a page without Emotion styles alone", () => {
    expect(hoistEmotionStyles("<p>plain</p>")).toEqual({ html: "<p>plain</p>", styles: [] })
  })
})

describe("the hoisted sheets in the browser", () => {
  beforeEach(() => {
    const { styles } = hoistEmotionStyles(page)
    document.head.innerHTML = styles
      .map(style => {
        const attributes = Object.entries(sheetAttributes(style))
          .map(([name, value]) => `${name}="${value}"`)
          .join(" ")
        return `<style ${attributes}>${style.css}</style>`
      })
      .join("")
  })
  afterEach(() => {
    document.head.innerHTML = ""
  })

  it("are not Emotion's own cache's to move: it adopts nothing", () => {
    const cache = createCache({ key: "css" })
    expect(cache.inserted).toEqual({})
    expect(cache.sheet.tags).toEqual([])
  })

  it("are adopted where they stand: every id known, nothing moved or duplicated, new rules after them", () => {
    const sheet = document.head.querySelector(`style[${SERVER_SHEET}]`)
    // Records are read synchronously below (takeRecords), before any callback could run.
    const observer = new MutationObserver(() => undefined)
    observer.observe(document.head, { childList: true })

    const cache = adoptServerSheet()
    // What a styled element does as it renders: the server's x1 is skipped, a new z9 is inserted.
    insertStyles(cache, { name: "x1", styles: "color:red;", next: undefined }, false)
    insertStyles(cache, { name: "z9", styles: "color:green;", next: undefined }, false)

    expect(observer.takeRecords().flatMap(r => [...r.removedNodes])).toEqual([])
    expect(Object.keys(cache.inserted).sort()).toEqual(["x1", "x2", "y1", "z9"])
    const styles = [...document.head.querySelectorAll("style")]
    expect(styles).toHaveLength(3)
    expect(styles[1]).toBe(sheet)
    expect(cache.sheet.tags[0]).toBe(sheet)
    // The new rule went into a sheet of its own after the adopted one (jsdom keeps inserted rules in the CSSOM).
    expect([...(styles[2].sheet?.cssRules ?? [])].map(rule => rule.cssText)).toEqual([
      ".css-z9 {color: green;}",
    ])
  })
})
