/*
 * Internal links across all content files must lead to a page that exists,
 * and legal pages must not take a route another page already has. These are
 * checks across files, so they run after each file has passed its schema.
 */

import { valuesIn, type Path } from "./content-tree"

export interface FoundLink {
  path: Path
  href: string
}

const MARKDOWN_LINK = /\[[^\]]+\]\(([^)]*)\)/g

/** Every internal href in a document: link `to` fields, WhatsApp message `path`s and [label](href) in text. */
export function internalLinks(data: unknown): FoundLink[] {
  return valuesIn(data).flatMap(({ path: at, value }) => {
    if (typeof value !== "string") return []
    const key = at.at(-1)
    const isTarget = key === "to" || (key === "path" && at.slice(0, -1).includes("messages"))
    if (isTarget) return value.startsWith("/") ? [{ path: at, href: value }] : []
    return [...value.matchAll(MARKDOWN_LINK)]
      .map(([, href]) => ({ path: at, href }))
      .filter(({ href }) => !/^https:\/\//.test(href))
  })
}

/** Why `href` does not lead to a page, or null if it does. */
export function brokenLinkReason(href: string, routes: ReadonlySet<string>): string | null {
  const [pathname] = href.split("#")
  if (!/^\/([a-z0-9-]+\/)*$/.test(pathname))
    return `link "${href}" must be a path ending in /, such as /contact-us/`
  if (!routes.has(pathname))
    return `link "${href}" leads to no page (pages: ${[...routes].sort().join(", ")})`
  return null
}
