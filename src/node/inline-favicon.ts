import fs from "node:fs/promises"
import path from "node:path"
import { htmlFiles } from "./html-files"

/*
 * A browser fetches the icon a page names when the page has loaded, and the
 * pages load before they are first painted (their scripts wait for that paint):
 * so the tab icon was a request on the way to the first screen, over a
 * connection of its own on HTTP/1.1. Written into the page as a data URL it
 * costs no request and about 1.3 KiB of HTML. The file stays in public/
 * (gatsby-plugin-manifest draws it from the brand mark); iOS and Google Search
 * read the apple-touch-icon links, which nothing fetches while a page loads.
 */
const ICON_LINK = /<link rel="icon" href="(\/[^"]+\.png)" type="image\/png"\/>/

/** The page with its PNG icon link inlined, given a reader of files under public/; unchanged if it has none. */
export async function inlineFavicon(html: string, read: (file: string) => Promise<Buffer>): Promise<string> {
  const link = ICON_LINK.exec(html)
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
