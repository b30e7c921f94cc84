/*
 * The one reading of links written in copy: [label](target). The content check, the pages
 * (src/ui/rich-text.tsx), the CMS preview and the tests all split text with this module, so the
 * link a visitor gets is the link the check read, and a target the check would refuse never
 * becomes an href, even if the check was skipped. A target is a page of this site (/contact-us/,
 * optionally with #section), or an https:, mailto: or tel: address; nothing else.
 */

import { HTTPS_ADDRESS, MAILTO_ADDRESS, PAGE_ADDRESS, TEL_ADDRESS } from "../addresses"

export type Segment = { text: string } | { label: string; target: string }

/** A link: a label without brackets, then an address without spaces or parentheses. */
export const LINK_PATTERN = /\[([^[\]]+)\]\(([^()\s]*)\)/

/** Copy split into plain runs and links, in order. */
export function linkedText(text: string): Segment[] {
  const segments: Segment[] = []
  const links = new RegExp(LINK_PATTERN.source, "g")
  let last = 0
  for (const match of text.matchAll(links)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) })
    segments.push({ label: match[1], target: match[2] })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last) })
  return segments
}

/** The text as a reader sees it: each link reduced to its label. */
export const plainText = (text: string): string =>
  linkedText(text)
    .map(segment => ("label" in segment ? segment.label : segment.text))
    .join("")

/** The links in a text, in order. */
export const linksIn = (text: string): { label: string; target: string }[] =>
  linkedText(text).filter((segment): segment is { label: string; target: string } => "label" in segment)

export type TargetKind = "page" | "https" | "mailto" | "tel"

/** A page of the site: its path with the trailing slash, optionally with #section. */
export const PAGE_TARGET = PAGE_ADDRESS

// Each kind's allow-list lives in addresses.ts, the one place for them.
const KINDS: [TargetKind, RegExp][] = [
  ["page", PAGE_ADDRESS],
  ["https", HTTPS_ADDRESS],
  ["mailto", MAILTO_ADDRESS],
  ["tel", TEL_ADDRESS],
]

/** What kind of target this is, or undefined if a link may not lead there. */
export const targetKind = (target: string): TargetKind | undefined =>
  KINDS.find(([, pattern]) => pattern.test(target))?.[0]

/** The href a link may carry, or undefined: what the pages use, whatever the check said. */
export const safeHref = (target: string): string | undefined => (targetKind(target) ? target : undefined)

/** Why a link may not lead to `target`, for an editor; undefined if it may. */
export function targetProblem(target: string): string | undefined {
  if (targetKind(target)) return undefined
  const allowed =
    "a link leads to a page of this site (/contact-us/), or to an https://, mailto: or tel: address"
  if (target === "") return `has no address: ${allowed}`
  if (target.startsWith("//")) return `starts with //: write the address in full, with https://`
  if (/^http:/i.test(target))
    return `is an http:// address: use https://, which every site worth linking serves`
  if (target.startsWith("/"))
    return `is not a page's path: pages are written in lower case and end with /, such as /contact-us/ (or /contact-us/#section)`
  if (/^tel:/i.test(target))
    return `must be the number in international form with no spaces, such as tel:+6562345678`
  if (/^mailto:[^?]*\?/i.test(target) && !/^mailto:[^?]*\?subject=[^&]*$/i.test(target))
    return `may carry a subject (?subject=...) and nothing else: cc, bcc and body would copy the message to someone else or write it for the visitor, unseen`
  if (/^mailto:/i.test(target))
    return `must be an email address after mailto:, such as mailto:hello@example.com`
  if (/^https:/i.test(target)) return `is not a complete web address, such as https://www.example.com/page`
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]
  if (scheme) return `is a ${scheme}: address, which the site never links: ${allowed}`
  const page = target.replace(/^(\.{1,2}\/)+/, "").replace(/\/?$/, "/")
  return `is not an address the site can link: a page of this site starts and ends with /, such as /${page}`
}

/**
 * Brackets and parentheses that look like a link but are not read as one: "[label] (/path/)",
 * a space or a parenthesis in the address. Each with the address it seems to give.
 */
export function strayLinks(text: string): { label: string; target: string }[] {
  const rest = text.replace(new RegExp(LINK_PATTERN.source, "g"), "")
  return [...rest.matchAll(/\[([^[\]]*)\]\s*\(([^)]*)\)?/g)].map(([, label, target]) => ({ label, target }))
}
