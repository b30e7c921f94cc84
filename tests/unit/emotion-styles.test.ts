import createCache from "@emotion/cache"
import { hoistEmotionStyles } from "../../src/root/emotion-styles"

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

describe("the hoisted sheet in the browser", () => {
  afterEach(() => {
    document.head.innerHTML = ""
  })

  it("is adopted by Emotion's cache as it stands: every id known, no style moved or duplicated", () => {
    const { styles } = hoistEmotionStyles(page)
    document.head.innerHTML = styles
      .map(({ dataEmotion, css }) => `<style data-emotion="${dataEmotion}" data-s="">${css}</style>`)
      .join("")
    const sheet = document.head.querySelector('style[data-emotion^="css "]')

    const cache = createCache({ key: "css" })

    expect(Object.keys(cache.inserted).sort()).toEqual(["x1", "x2", "y1"])
    expect(cache.sheet.tags).toEqual([sheet])
    expect(document.querySelectorAll("style")).toHaveLength(2)
  })
})
