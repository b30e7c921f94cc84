/*
 * The piece a visitor asked about (a link to /contact-us/?design=<slug>), or the ring they designed
 * on /design/ (the contact page with its choices in the address). The contact page sets it once it has found the slug among the
 * pieces, so a name that is no piece is never taken up. The form, the WhatsApp link, the booking
 * link and the Contact and Lead events read it; it is forgotten when the visitor leaves the page.
 */

export interface EnquiryDesign {
  /** A commission's, when the visitor asks about one. */
  slug?: string
  /** The piece's page, or the designed ring's address: WhatsApp opens with that page's message. */
  path: string
  /** The piece's name and band, or the designed ring in words, as the visitor read them. */
  named: string
  /** A designed ring's choices (shape, setting, ...): what the events carry. */
  choices?: Record<string, string>
  /** A designed ring's brief, every field (the choices and what the couple added): the form's hidden fields. */
  fields?: Record<string, string>
  /** A designed ring's WhatsApp message, the design in words. */
  message?: string
}

let current: EnquiryDesign | null = null
const listeners = new Set<() => void>()

export function setEnquiryDesign(design: EnquiryDesign | null): void {
  if (current?.slug === design?.slug && current?.path === design?.path) return
  current = design
  for (const listener of listeners) listener()
}

export const enquiryDesign = (): EnquiryDesign | null => current

export function subscribeToEnquiryDesign(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
