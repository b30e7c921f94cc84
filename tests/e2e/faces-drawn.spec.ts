import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import * as fontkit from "fontkit"
import { fontSubsets } from "../../src/theme/font-subset-settings"
import { waitForHydration } from "./support/hydration"
import { TEMPLATE_PATHS_AND_MISSING } from "./support/routes"
import { theme } from "../../src/theme/tokens"

/*
 * Text set in a web face is drawn with it, not with its fallback. A face with font-display: optional
 * is used only if it is ready when the first paint needs it, so every face the first screen draws
 * with must be declared in the HTML and preloaded (checked from the markup: whether Chromium's
 * window is met on a busy host is timing, not a fact). A face the first paint does not wait for (the
 * italic, which its text takes after the paint) must swap in when it arrives, and that is checked as drawn: an optional one there kept the
 * fallback serif for the page's life, which this test found on the home page's quotes.
 */

interface Face {
  family: string
  style: string
  display: string
  url: string
  atOnce: boolean
}

/** The @font-face rules of the HTML as served: in its head at once, or in the after-paint <noscript>. */
function facesOf(html: string): Face[] {
  const head = html.split("</head>")[0]
  const later = (head.match(/<noscript[\s\S]*?<\/noscript>/g) ?? []).join("")
  const rules = (markup: string) => markup.match(/@font-face\s*\{[^}]*\}/g) ?? []
  const field = (rule: string, name: string) =>
    new RegExp(`${name}:\\s*"?([^";]+)"?`).exec(rule)?.[1]?.trim() ?? ""
  const face = (rule: string, atOnce: boolean): Face => ({
    family: field(rule, "font-family"),
    style: field(rule, "font-style") || "normal",
    display: field(rule, "font-display") || "auto",
    url: /url\("?([^")]+)"?\)/.exec(rule)?.[1] ?? "",
    atOnce,
  })
  return [
    ...rules(head.replace(/<noscript[\s\S]*?<\/noscript>/g, "")).map(rule => face(rule, true)),
    ...rules(later).map(rule => face(rule, false)),
  ].filter(({ url }) => url !== "")
}

/** Runs in the page: the face (first family, style) of every piece of text, each marked for CDP if asked. */
const facesDrawn = ({ firstScreen, mark }: { firstScreen: boolean; mark?: string }) => {
  const drawn: { family: string; style: string; id: string; text: string }[] = []
  if (mark) for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark)
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || parent.closest("script, style, noscript, svg")) continue
    const box = parent.getBoundingClientRect()
    if (box.width === 0 || (firstScreen && (box.top >= innerHeight || box.bottom <= 0))) continue
    const style = getComputedStyle(parent)
    const id = String(drawn.length)
    if (mark) parent.setAttribute(mark, [parent.getAttribute(mark), id].filter(Boolean).join(" "))
    drawn.push({
      family: style.fontFamily.split(",")[0].replace(/"/g, "").trim(),
      style: style.fontStyle === "normal" ? "normal" : "italic",
      id,
      text: node.textContent,
    })
  }
  return drawn
}

const sources = new Map<string, fontkit.Font>()

/**
 * Whether the file a served face is cut from can draw `text`. A character it lacks (π: Inter's Latin
 * file from Fontsource has no Greek) is drawn by the system whatever the cut; what is held here is
 * that the cut keeps every character of its source that a page sets in it.
 */
function sourceDraws(url: string, text: string): boolean {
  const subset = fontSubsets.find(({ file }) => path.basename(url).startsWith(path.basename(file, ".woff2")))
  if (!subset) throw new Error(`${url} is not a file font-subset-settings.ts cuts`)
  if (!sources.has(subset.source))
    sources.set(subset.source, fontkit.create(fs.readFileSync(path.join("node_modules", subset.source))))
  const font = sources.get(subset.source)
  return [...text].every(ch => /\s/.test(ch) || font?.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0))
}

/** The fonts the HTML preloads. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .filter(([link]) => /as="font"/.test(link))
    .map(([link]) => /href="([^"]+)"/.exec(link)?.[1])

const ITALIC_FACE = /<style[^>]*>@font-face\{[^}]*font-style:italic[^}]*\}/g
const MARK = "data-face-drawn"
const faceName = (face: { family: string; style: string }) => `${face.family} ${face.style}`

// The first screen is read before hydration, so it is not marked: React would find attributes it did not write.
async function drawnWith(page: Page, firstScreen: boolean) {
  return page.evaluate(facesDrawn, { firstScreen, mark: firstScreen ? undefined : MARK })
}

for (const route of TEMPLATE_PATHS_AND_MISSING) {
  test(`${route}: every face its first screen draws with is declared in the HTML and preloaded, on a phone and a laptop`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route, { failOnStatusCode: false })).text()
    const faces = facesOf(html)
    const preloaded = preloadsOf(html)
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      // A fresh load at each size: the first screen is what the HTML and its CSS lay out there.
      await page.setViewportSize(viewport)
      await page.goto(route)
      const webFaces = (await drawnWith(page, true)).filter(drawn =>
        faces.some(face => face.family === drawn.family)
      )
      expect(webFaces.length, `${viewport.width} px: text in a web face`).toBeGreaterThan(0)
      for (const name of new Set(webFaces.map(faceName))) {
        const face = faces.find(candidate => faceName(candidate) === name)
        expect(face, `${viewport.width} px: ${name} has a @font-face in the HTML`).toBeDefined()
        expect(face?.atOnce, `${viewport.width} px: ${name} is declared at once, not after the paint`).toBe(
          true
        )
        expect(preloaded, `${viewport.width} px: ${name} is preloaded`).toContain(face?.url)
      }
    }
  })

  test(`${route}: text set in a web face is drawn with it: every face is declared in the HTML, none after the first paint (which would lay out the whole page again); the italic text takes the italic face; a face the first paint does not wait for swaps in on a first visit, and, loaded again, every character is in its file`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route, { failOnStatusCode: false })).text()
    const head = html.split("</head>")[0]
    const afterPaint = /<noscript data-after-paint[^>]*>([\s\S]*?)<\/noscript>/.exec(head)?.[1] ?? ""
    const atOnce = head.replace(/<noscript[\s\S]*?<\/noscript>/g, "")
    // Once, in the head Gatsby leaves alone: a Head API <style> is taken out and put back as the page
    // hydrates, and text drawn in the fallback while the font was on its way then swaps and moves.
    const italic = atOnce.match(ITALIC_FACE) ?? []
    expect(italic).toHaveLength(1)
    expect(italic[0]).not.toContain("data-gatsby-head")
    expect(afterPaint).not.toContain("@font-face")
    // The faces the first paint does not wait for: declared after it, or declared at once but not
    // preloaded (the italic, which its text takes after the first paint).
    const later = facesOf(html).filter(face => !face.atOnce || !preloadsOf(html).includes(face.url))
    for (const face of later) expect(face.display, `${faceName(face)}: font-display`).toBe("swap")
    // A first visit: on the next one the face would come from the cache in time, whatever its display.
    await scrolledThrough(page, () => page.goto(route))
    // The loader has added what waited for the paint, and no face with it.
    await expect(page.locator('head > link[rel="manifest"]')).toHaveCount(1)
    const declared = await page.evaluate(
      () =>
        [...document.styleSheets]
          .flatMap(sheet => [...sheet.cssRules])
          .filter(rule => rule instanceof CSSFontFaceRule).length
    )
    expect(declared).toBe(atOnce.match(/@font-face/g)?.length)
    // Text in the display face set in italic is drawn with the italic's own family once the page has
    // painted (before, the upright face slanted), here and in every band below.
    const italicFamily = /font-family:"([^"]+)"/.exec(italic[0] ?? "")?.[1]
    const italicText = await page.evaluate(
      display =>
        [...document.querySelectorAll("body *")]
          .map(element => getComputedStyle(element))
          .filter(style => style.fontStyle === "italic" && style.fontFamily.includes(display))
          .map(style => style.fontFamily.split(",")[0].replace(/"/g, "")),
      theme.fonts.display.split(",")[0] ?? ""
    )
    for (const family of italicText) expect(family).toBe(italicFamily)
    await expect.poll(() => drawnWithFallbacks(page, later), "first visit, faces declared later").toEqual([])
    // Every face: an optional one may miss a busy host's first paint; from the cache it is ready for it.
    await scrolledThrough(page, () => page.reload())
    await expect.poll(() => drawnWithFallbacks(page, facesOf(html)), "loaded again, every face").toEqual([])
  })
}

/** The page on a phone, hydrated, scrolled through, every face it asked for arrived. */
async function scrolledThrough(page: Page, load: () => Promise<unknown>) {
  await page.setViewportSize({ width: 412, height: 823 })
  await load()
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Which text set in one of `faces` Chromium drew, wholly or in part, with a system font instead: a
 * face that never swapped in, or a character its file does not hold.
 */
async function drawnWithFallbacks(page: Page, faces: Face[]) {
  const drawn = (await drawnWith(page, false)).filter(text =>
    faces.some(face => faceName(face) === faceName(text) && sourceDraws(face.url, text.text))
  )
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const left: string[] = []
  for (const text of drawn) {
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[${MARK}~="${text.id}"]`,
    })
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
    const system = fonts.filter(font => !font.isCustomFont).map(font => font.familyName)
    if (system.length > 0)
      left.push(`${faceName(text)} drawn with ${system.join(", ")}: "${text.text.trim().slice(0, 40)}"`)
  }
  await cdp.detach()
  return [...new Set(left)]
}
