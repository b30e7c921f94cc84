import fs from "node:fs/promises"
import path from "node:path"
import { inlineMark } from "../content/outputs/inline-mark"
import { htmlFiles } from "./html-files"

/*
 * A browser fetches the icon a page names when the page has loaded, and the
 * pages load before they are first painted (their scripts wait for that paint):
 * so the tab icon was a request on the way to the first screen, over a
 * connection of its own on HTTP/1.1. Written into the page as a data URL it
 * costs no request. An SVG logo gives an SVG icon, which browsers take before
 * the PNG: that one is written in, first (about 1 KiB, most of it the same
 * drawing as the header's, which compression then mostly finds twice), and the
 * PNG stays a file after it, with its size, for a browser that draws no SVG icon. A PNG logo's 32 px icon is written
 * in itself (about 1.3 KiB). iOS and Google Search read the apple-touch-icon
 * links, which nothing fetches while a page loads.
 */
const PNG_ICON_LINK = /<link rel="icon" href="(\/[^"]+\.png)" type="image\/png"\/>/
const SVG_ICON_LINK = /<link rel="icon" href="(\/[^"]+\.svg)" type="image\/svg\+xml"\/>/

/**
 * An SVG as a data URL in an attribute: only what a URL or the attribute's quotes cannot hold is
 * escaped, the angle brackets, the quotes and the spaces among it (a URL may hold none of them: the
 * W3C's checker refused the tags, then the drawing's own double quotes, as written).
 */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg
    .replace(/%/g, "%25")
    .replace(/#/g, "%23")
    .replace(/'/g, "%27")
    .replace(/"/g, "%22")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E")
    .replace(/\s+/g, "%20")}`

/** The page with its icon link inlined, given a reader of files under public/; unchanged if it has none. */
export async function inlineFavicon(html: string, read: (file: string) => Promise<Buffer>): Promise<string> {
  // A page Gatsby did not render again keeps what the last build wrote in.
  if (html.includes(`<link rel="icon" href="data:image/svg+xml,`)) return html
  const svgLink = SVG_ICON_LINK.exec(html)
  if (svgLink) {
    const { svg } = inlineMark((await read(svgLink[1])).toString("utf8"))
    if (svg) {
      // A drawing on its own (not inside a page) needs its namespace; the page's copy is hidden, this one is the icon.
      const icon = svg
        .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ')
        .replace(' aria-hidden="true"', "")
      const inlined = `<link rel="icon" href="${svgDataUrl(icon)}" type="image/svg+xml"/>`
      const pngLink = PNG_ICON_LINK.exec(html)
      if (!pngLink) return html.replace(svgLink[0], inlined)
      // Chromium fetches a PNG icon of unknown size, even beside an SVG: the PNG says its size, after the SVG.
      const png = await read(pngLink[1])
      const sized = pngLink[0].replace("/>", ` sizes="${png.readUInt32BE(16)}x${png.readUInt32BE(20)}"/>`)
      return html.replace(svgLink[0], "").replace(pngLink[0], inlined + sized)
    }
  }
  const link = PNG_ICON_LINK.exec(html)
  if (!link) return html
  const data = (await read(link[1])).toString("base64")
  return html.replace(link[0], `<link rel="icon" href="data:image/png;base64,${data}" type="image/png"/>`)
}

export async function inlineFavicons(publicDir = path.resolve("public")): Promise<void> {
  const read = (file: string) => fs.readFile(path.join(publicDir, file))
  for (const file of await htmlFiles(publicDir)) {
    const html = await fs.readFile(file, "utf8")
    const rewritten = await inlineFavicon(html, read)
    if (rewritten !== html) await fs.writeFile(file, rewritten)
  }
}
