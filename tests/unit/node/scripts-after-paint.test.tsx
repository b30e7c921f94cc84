import crypto from "node:crypto"
import fs from "node:fs"
import { policyFor } from "../../../src/node/content-security-policy"
import { afterPaintLoader, loadBundlesAfterPaint } from "../../../src/node/scripts-after-paint"

const SOURCES = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]
const TAIL =
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  SOURCES.map(src => `<script src="${src}" async></script>`).join("") +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><main>Hello</main>${TAIL}`

/** The swap gatsby-plugin-image writes after every picture, as the installed plugin spells it. */
const PICTURE_SWAP = /type:"module",dangerouslySetInnerHTML:\{__html:'([^']+)'/.exec(
  fs.readFileSync(require.resolve("gatsby-plugin-image/dist/gatsby-image.js"), "utf8")
)![1]
const PICTURE = (name: string) =>
  `<div data-gatsby-image-wrapper=""><div data-placeholder-image=""></div><picture>` +
  `<source type="image/avif" data-srcset="/${name}.avif 480w"/>` +
  `<img data-gatsby-image-ssr="" data-main-image="" loading="lazy" data-src="/${name}.jpg" data-srcset="/${name}.jpg 480w" alt=""/>` +
  `</picture></div><script type="module">${PICTURE_SWAP}</script>`

describe("the built page", () => {
  const rewritten = loadBundlesAfterPaint(PAGE)

  test("loses its async bundle tags for one loader, inside Gatsby's slice markers so a re-stitch replaces both", () => {
    expect(rewritten).not.toMatch(/<script src=/)
    expect(rewritten).toMatch(
      /<script id="gatsby-chunk-mapping">[^<]*<\/script><script>\(function\(s\)[\s\S]*?<\/script><!-- slice-end/
    )
    expect(rewritten).toContain(JSON.stringify(SOURCES))
  })

  test("loses gatsby-plugin-image's picture swaps, which the loader does after the first paint", () => {
    const withPictures = PAGE.replace("Hello", `${PICTURE("ring")}${PICTURE("band")}`)
    const once = loadBundlesAfterPaint(withPictures)
    expect(once).not.toContain(PICTURE_SWAP)
    expect(once).toContain('data-srcset="/ring.avif 480w"')
    expect(loadBundlesAfterPaint(once)).toBe(once)
  })

  test("is left alone when there is nothing to rewrite, so a second pass changes nothing", () => {
    expect(loadBundlesAfterPaint(rewritten)).toBe(rewritten)
    expect(loadBundlesAfterPaint("<html><body>No scripts</body></html>")).toBe(
      "<html><body>No scripts</body></html>"
    )
  })

  test("allows the loader by its hash in the Content-Security-Policy", () => {
    const hash = crypto.createHash("sha256").update(afterPaintLoader(SOURCES), "utf8").digest("base64")
    expect(policyFor(rewritten, {})).toContain(`'sha256-${hash}'`)
  })
})

describe("the loader in the browser", () => {
  type Callback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void }
  ) => void
  let observed: Callback | null
  let disconnected: boolean

  class FakePaintObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"]
    constructor(private callback: Callback) {}
    observe() {
      observed = this.callback
    }
  }
  const paint = (name: string) =>
    observed?.(
      { getEntriesByName: wanted => (wanted === name ? [{ name }] : []) },
      { disconnect: () => (disconnected = true) }
    )
  const inserted = () =>
    [...document.querySelectorAll<HTMLScriptElement>("body script[src]")].map(script => ({
      src: script.getAttribute("src"),
      async: script.async,
    }))
  // The loader ships as inline source text; running that very text is what is under test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const runLoader = () => (new Function(afterPaintLoader(SOURCES)) as () => void)()

  beforeEach(() => {
    jest.useFakeTimers()
    document.head.innerHTML = ""
    document.body.innerHTML = ""
    observed = null
    disconnected = false
    Object.defineProperty(window, "PerformanceObserver", {
      value: FakePaintObserver,
      configurable: true,
      writable: true,
    })
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
  })
  afterEach(() => jest.useRealTimers())

  test("adds the bundles, in order and run in order, only after the first contentful paint", () => {
    runLoader()
    paint("first-paint")
    jest.advanceTimersByTime(100)
    expect(inserted()).toEqual([])
    paint("first-contentful-paint")
    expect(inserted()).toEqual([])
    jest.advanceTimersByTime(0)
    expect(inserted()).toEqual(SOURCES.map(src => ({ src, async: false })))
    expect(disconnected).toBe(true)
  })

  test("adds them once, even when the fallback timer fires later", () => {
    runLoader()
    paint("first-contentful-paint")
    jest.advanceTimersByTime(5000)
    expect(inserted()).toHaveLength(3)
  })

  test("does not wait for ever: with no contentful paint in 3 s it loads them anyway", () => {
    runLoader()
    jest.advanceTimersByTime(2999)
    expect(inserted()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(inserted()).toHaveLength(3)
  })

  test("loads them at once in a background tab, which paints nothing", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    runLoader()
    expect(inserted()).toHaveLength(3)
  })

  test("loads them at once in a browser without paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", {
      value: undefined,
      configurable: true,
      writable: true,
    })
    runLoader()
    expect(inserted()).toHaveLength(3)
  })

  test("lets in the later head and the pictures' sources with the bundles, not before", () => {
    document.head.innerHTML =
      '<noscript data-after-paint=""><link rel="manifest" href="/manifest.webmanifest"></noscript>'
    document.body.innerHTML = PICTURE("ring").replace(/<script[\s\S]*<\/script>/, "")
    const img = document.querySelector("img")!
    const source = document.querySelector("source")!
    // jsdom has no native lazy loading, which the swap (as the plugin's) waits for.
    Object.defineProperty(HTMLImageElement.prototype, "loading", { value: "lazy", configurable: true })
    runLoader()
    expect(document.querySelector('link[rel="manifest"]')).toBeNull()
    expect(img.getAttribute("srcset")).toBeNull()
    paint("first-contentful-paint")
    jest.advanceTimersByTime(0)
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/manifest.webmanifest"
    )
    expect(document.querySelector("noscript")).toBeNull()
    expect(source.getAttribute("srcset")).toBe("/ring.avif 480w")
    expect(img.getAttribute("srcset")).toBe("/ring.jpg 480w")
    expect(img.getAttribute("src")).toBe("/ring.jpg")
    expect(img.hasAttribute("data-srcset")).toBe(false)
  })
})
