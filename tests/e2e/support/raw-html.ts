/*
 * A deliberately small reader for the server-rendered HTML: what a crawler
 * gets before any JavaScript runs. The build's markup is React's, so a few
 * regular expressions are enough; no DOM is involved.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return String.fromCodePoint(n)
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** Text content of a fragment of markup: no scripts, styles, comments or tags; whitespace collapsed. */
export function textOf(markup: string): string {
  return decodeEntities(
    markup
      .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
      .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
  )
    .replace(/\s+/g, " ")
    .trim()
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? "")
  return attrs
}

export interface RawPage {
  status: number
  htmlAttrs: Record<string, string>
  /** The document's <title> (not an SVG's). */
  title: string | undefined
  /** `name` or `property` → every `content` given for it. */
  meta: Map<string, string[]>
  canonical: string[]
  headings: { level: number; text: string }[]
  links: { href: string; text: string }[]
  /** Everything a reader could read in <body>, as one line. */
  bodyText: string
}

export function readRawPage(html: string, status: number): RawPage {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ""
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? ""

  const meta = new Map<string, string[]>()
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(m[0])
    const key = a.name ?? a.property
    if (key) meta.set(key, [...(meta.get(key) ?? []), a.content ?? ""])
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map(m => attributes(m[0]))
    .filter(a => a.rel === "canonical")
    .map(a => a.href)
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)

  return {
    status,
    htmlAttrs: attributes(/<html\b([^>]*)>/i.exec(html)?.[1] ?? ""),
    title: titleMatch ? textOf(titleMatch[1]) : undefined,
    meta,
    canonical,
    headings: [...body.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map(m => ({
      level: Number(m[1]),
      text: textOf(m[2]),
    })),
    links: [...body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map(m => ({
      href: attributes(m[1]).href ?? "",
      text: textOf(m[2]),
    })),
    bodyText: textOf(body),
  }
}

/** The markup inside <main>, as served. */
export const mainHtml = (html: string): string => /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? ""

/** The part of the body inside <main>, as text. */
export function mainText(html: string): string {
  return textOf(mainHtml(html))
}

/** Headings inside <main> only (the footer has its own h2s). */
export function mainHeadings(html: string): { level: number; text: string }[] {
  return [...mainHtml(html).matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map(m => ({
    level: Number(m[1]),
    text: textOf(m[2]),
  }))
}
