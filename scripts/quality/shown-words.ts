import fs from "node:fs"
import path from "node:path"
import { pageRoutes } from "../../src/content/routes"

/*
 * Whether the built site shows what the content says: each string is looked
 * for in the HTML of the page its file feeds (site.yaml's in any page), then
 * in that page's data and the site-wide query data, which hold what is drawn
 * after hydration or on demand (the other frames of a turntable, the consent
 * notice, a toast). Text is compared as a reader sees it: tags and entities
 * undone, markdown links reduced to their labels, whitespace collapsed.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
    code[0] === "#"
      ? String.fromCodePoint(
          code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
        )
      : (ENTITIES[code.toLowerCase()] ?? whole)
  )
const normal = (text: string) => text.replace(/\s+/g, " ").trim()
const plain = (text: string) => normal(text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, "$1"))

/** What a reader or crawler can read in a page: its text, its attributes, the messages its links carry. */
function pageText(html: string): string {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => {
    try {
      return decodeURIComponent(decode(href).replace(/\+/g, " "))
    } catch {
      return ""
    }
  })
  return normal([decode(html.replace(/<[^>]+>/g, "")), decode(html), ...hrefs].join(" \n "))
}

/** Every string in a JSON file, joined. */
function dataText(file: string): string {
  if (!fs.existsSync(file)) return ""
  const strings: string[] = []
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(normal(value))
    else if (value && typeof value === "object") Object.values(value).forEach(collect)
  }
  collect(JSON.parse(fs.readFileSync(file, "utf8")))
  return strings.join(" \n ")
}

export interface Expected {
  file: string
  path: (string | number)[]
  /** As a visitor reads it: facts filled in. */
  text: string
}

export function shownWords(
  publicDir: string,
  contentDir: string,
  expected: Expected[]
): { shown: number; inData: number; missing: Expected[] } {
  const routes = pageRoutes(contentDir)
  const htmlOf = (route: string) =>
    path.join(publicDir, route === "404" ? "404.html" : route, route === "404" ? "" : "index.html")
  const dataOf = (route: string) =>
    path.join(
      publicDir,
      "page-data",
      route === "/" ? "index" : route === "404" ? "404" : route.slice(1, -1),
      "page-data.json"
    )
  const staticData = fs
    .readdirSync(path.join(publicDir, "page-data/sq/d"))
    .map(file => dataText(path.join(publicDir, "page-data/sq/d", file)))
    .join(" \n ")
  const pagesOf = (file: string): string[] =>
    file === "pages/not-found.yaml"
      ? ["404"]
      : file === "site.yaml"
        ? [...routes.map(route => route.path), "404"]
        : routes.filter(route => route.file === file).map(route => route.path)
  const cache = new Map<string, { html: string; data: string }>()
  const read = (route: string) => {
    if (!cache.has(route))
      cache.set(route, {
        html: fs.existsSync(htmlOf(route)) ? pageText(fs.readFileSync(htmlOf(route), "utf8")) : "",
        data: dataText(dataOf(route)),
      })
    return cache.get(route)!
  }
  let shown = 0
  let inData = 0
  const missing: Expected[] = []
  for (const item of expected) {
    const text = plain(item.text)
    const pages = pagesOf(item.file).map(read)
    if (pages.some(page => page.html.includes(text))) shown++
    else if (pages.some(page => page.data.includes(text)) || staticData.includes(text)) inData++
    else missing.push(item)
  }
  return { shown, inData, missing }
}
