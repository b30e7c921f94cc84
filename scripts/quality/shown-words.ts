import fs from "node:fs"
import path from "node:path"
import { plainText } from "../../src/content/text/linked-text"
import { pageRoutes } from "../../src/content/routes"
import { pdfText } from "./pdf-text"

/*
 * Whether the built site shows what the content says: each string is looked
 * for in the HTML of the page its file feeds (site.yaml's in any page), then
 * in that page's data and the site-wide query data, which hold what is drawn
 * after hydration or on demand (the other frames of a turntable, the consent
 * notice, a toast). A file's words may also be shown by pages it does not
 * feed (the ring-size table's on its guide, the guides' shared labels on
 * each guide) or drawn into a PDF (the printable sizer): a string found on
 * none of its own pages is looked for on every page, then in the built PDFs,
 * and reported with where it was found. Found nowhere, it is missing. Text is
 * compared as a reader sees it: tags and entities undone (an inline
 * element's tags read through, a block's as a break), markdown links
 * reduced to their labels, whitespace collapsed (in a PDF, left out: a line
 * may break after a hyphen or a dash where the copy has no space).
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
// Links reduced to their labels by the parser the pages draw them with (src/ui/rich-text.tsx).
const plain = (text: string) => normal(plainText(text))

/*
 * Elements that sit inside a line of text: a reader reads across their tags with no break ("write to
 * <a>x@y.z</a>, or" is "write to x@y.z, or"). Every other tag (a paragraph, a heading, a list item,
 * a line break) ends the words before it ("</h2><p>Our" is two words, not "usOur").
 */
const INLINE =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|label|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\b[^>]*>|<!--[\s\S]*?-->/gi

/** What a reader or crawler can read in a page: its text, its attributes, the messages its links carry. */
function pageText(html: string): string {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => {
    try {
      return decodeURIComponent(decode(href).replace(/\+/g, " "))
    } catch {
      return ""
    }
  })
  // Read three ways, as neither alone reads every page: as a reader does (inline tags dropped, the
  // others as spaces), every tag dropped (a word split by markup, whatever the element) and every tag
  // as a space (spans the styles lay out as blocks: the wordmark's two names, a quote's name and
  // role). Then the markup itself (attributes) and links.
  const text = (between: string, markup = html) => decode(markup.replace(/<[^>]+>/g, between))
  const read = text(" ", html.replace(INLINE, ""))
  return normal([read, text(""), text(" "), decode(html), ...hrefs].join(" \n "))
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

export interface Elsewhere {
  item: Expected
  /** The pages (routes) or PDFs (paths in the build) that show it. */
  at: string[]
}

const WORD = /[\p{L}\p{N}]/u

/**
 * Whether `text` occurs in `within` as whole words: a short label ("US") found only inside a longer
 * word ("BUSY") of some other page is not the label shown.
 */
export function hasWords(within: string, text: string): boolean {
  const bounded = (char: string | undefined, edge: string) => !WORD.test(edge) || !char || !WORD.test(char)
  for (let at = within.indexOf(text); at >= 0; at = within.indexOf(text, at + 1)) {
    if (bounded(within[at - 1], text[0]) && bounded(within[at + text.length], text[text.length - 1]))
      return true
  }
  return false
}

export function shownWords(
  publicDir: string,
  contentDir: string,
  expected: Expected[]
): { shown: number; inData: number; elsewhere: Elsewhere[]; missing: Expected[] } {
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
  const everyPage = [...routes.map(route => route.path), "404"]
  const pagesOf = (file: string): string[] =>
    file === "pages/not-found.yaml"
      ? ["404"]
      : file === "site.yaml"
        ? everyPage
        : routes.filter(route => route.file === file).map(route => route.path)
  const squeezed = (text: string) => text.replace(/\s+/g, "")
  const pdfs = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter(file => file.endsWith(".pdf"))
    .sort()
    .map(file => ({ file, text: squeezed(pdfText(fs.readFileSync(path.join(publicDir, file))).join("")) }))
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
  const elsewhere: Elsewhere[] = []
  const missing: Expected[] = []
  for (const item of expected) {
    const text = plain(item.text)
    const pages = pagesOf(item.file).map(read)
    if (pages.some(page => hasWords(page.html, text))) shown++
    else if (pages.some(page => hasWords(page.data, text)) || hasWords(staticData, text)) inData++
    else {
      const at = everyPage.filter(
        route => hasWords(read(route).html, text) || hasWords(read(route).data, text)
      )
      if (at.length === 0)
        at.push(...pdfs.filter(pdf => pdf.text.includes(squeezed(text))).map(pdf => pdf.file))
      if (at.length > 0) elsewhere.push({ item, at })
      else missing.push(item)
    }
  }
  return { shown, inData, elsewhere, missing }
}
