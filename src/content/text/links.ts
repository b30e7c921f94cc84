/*
 * Links in the content, read as the pages read them. A field that names a page (`to:`, a WhatsApp
 * message's `path`) holds a page of this site and nothing else; text the pages render with links
 * (the schema's `linkedText`) may hold [label](target) links to a page, https:, mailto: or tel:,
 * split by the same parser as the pages (linked-text.ts); any other text holds none, since it
 * would show the brackets. Whether a page exists is a check across files (the legal pages' slugs
 * are routes too), so the pages named are returned for it.
 */

import type { z } from "zod"
import { valuesIn, type Path } from "../content-tree"
import { hostProblem, labelAddressProblem } from "../addresses"
import { PAGE_TARGET, linksIn, strayLinks, targetKind, targetProblem } from "./linked-text"
import { metaOf, schemaAt } from "../generate/zod-walk"

export interface FoundLink {
  path: Path
  href: string
}

const LINK_FORM = "write a link as [label](/path/), with no space between ] and ( and none in the address"

/** The pages a document names (for the check across files), and the links it may not hold. */
export function linksInDocument(
  data: unknown,
  schema: z.ZodType
): { pages: FoundLink[]; problems: { path: Path; message: string }[] } {
  const pages: FoundLink[] = []
  const problems: { path: Path; message: string }[] = []
  for (const { path: at, value } of valuesIn(data)) {
    if (typeof value !== "string") continue
    const field = schemaAt(schema, at)
    const meta = field ? metaOf(field) : {}
    if (meta.page) {
      // A malformed one is the schema's to refuse.
      if (PAGE_TARGET.test(value)) pages.push({ path: at, href: value })
      continue
    }
    const links = linksIn(value)
    const strays = strayLinks(value)
    if (!meta.links) {
      if (links.length > 0 || strays.length > 0)
        problems.push({
          path: at,
          message: `shows its text as written, so a link here would appear in brackets: write the words alone (links work only in fields whose hint says so)`,
        })
      continue
    }
    for (const { label, target } of links) {
      const problem = targetProblem(target) ?? hostProblem(target) ?? labelAddressProblem(label, target)
      if (problem) problems.push({ path: at, message: `link [${label}](${target}) ${problem}` })
      else if (targetKind(target) === "page") pages.push({ path: at, href: target })
    }
    for (const { label, target } of strays) {
      // A target with parentheses (javascript:alert(1)) is cut short here, but still says what it is.
      const problem = /\s/.test(target) ? undefined : targetProblem(target)
      problems.push({
        path: at,
        message: problem
          ? `link [${label}](${target}…) ${problem}`
          : `has brackets that look like a link but are not read as one: ${LINK_FORM}`,
      })
    }
  }
  return { pages, problems }
}

/** Why `href` (a page's path) does not lead to a page, or null if it does. */
export function brokenLinkReason(href: string, routes: ReadonlySet<string>): string | null {
  const [pathname] = href.split("#")
  if (!/^\/([a-z0-9-]+\/)*$/.test(pathname))
    return `link "${href}" must be a path ending in /, such as /contact-us/`
  if (!routes.has(pathname))
    return `link "${href}" leads to no page (pages: ${[...routes]
      // Not every filter page of /commissions/ (/commissions/metal/platinum/): they follow from the pieces.
      .filter(route => route.split("/").length <= 4)
      .sort()
      .join(", ")})`
  return null
}
