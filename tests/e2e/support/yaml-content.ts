import { BOOKING_LINK } from "../../../src/content/booking-link"
import { valuesIn } from "../../../src/content/content-tree"
import { linksIn, plainText as readerText } from "../../../src/content/text/linked-text"
import { readContent, type ContentOf } from "../../../src/content/read-content"
import { turntable } from "../../../src/content/schema/sections"

/*
 * The content YAML is the source of every string on the pages, and the
 * editors own it: tests read every word they expect here and never spell one
 * (tests/unit/house/no-copy-in-tests.test.ts holds them to that).
 */

export { readContent }

export const site = () => readContent("site.yaml")

/**
 * Where a closing call to action leads: a link to the contact page's booking
 * band opens the calendar instead when the site offers booking, and its
 * button is then a link to the scheduling page.
 */
export function closingHref(cta: { to: string }): string {
  const booking = site().booking
  return cta.to === BOOKING_LINK && booking ? booking.url : cta.to
}

/** `[label](/path/)` links written into copy, read by the site's own parser (src/content/text/linked-text.ts). */
export function markdownLinks(texts: string[]): { label: string; to: string }[] {
  return texts.flatMap(text => linksIn(text).map(({ label, target }) => ({ label, to: target })))
}

/** The copy as a reader sees it: links reduced to their labels. */
export const plainText = readerText

/** Every paragraph and bullet of a legal page, in order. */
export function legalParagraphs(doc: ContentOf<"legal/terms.yaml">): string[] {
  return [...doc.intro, ...doc.sections.flatMap(section => [...section.body, ...(section.points ?? [])])]
}

/** How many pictures (`{ src, alt }`) a page's YAML shows in its body; the share image is not one. */
export function pictureCount(doc: unknown): number {
  // The ring designer's pictures, one per combination: the page shows the chosen one.
  if (
    Array.isArray(doc) &&
    doc.some(item => typeof item === "object" && item && "setting" in item && "src" in item)
  )
    return 1
  if (Array.isArray(doc)) return doc.reduce((sum: number, item) => sum + pictureCount(item), 0)
  if (!doc || typeof doc !== "object") return 0
  // A picture, or a turntable (drawn as the still of its first frame until it is used).
  const own = ("src" in doc && "alt" in doc) || "designs" in doc ? 1 : 0
  return Object.entries(doc).reduce(
    (sum, [key, value]) => sum + (key === "seo" ? 0 : pictureCount(value)),
    own
  )
}

/** The alt text of each turntable's still (its first design in its first metal) in a page's YAML. */
export const turntableStills = (doc: unknown): string[] =>
  valuesIn(doc).flatMap(({ value }) => {
    const found = turntable.safeParse(value)
    return found.success ? [found.data.designs[0].metals[0].alt] : []
  })
