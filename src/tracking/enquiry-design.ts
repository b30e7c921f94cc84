/*
 * The piece a visitor asked about ("Start a similar design" on a commission's page opens
 * /contact-us/?design=<slug>). The contact page sets it once it has found the slug among the
 * pieces, so a name that is no piece is never taken up. The form, the WhatsApp link, the booking
 * link and the Contact and Lead events read it; it is forgotten when the visitor leaves the page.
 */

export interface EnquiryDesign {
  slug: string
  /** The piece's page: WhatsApp opens with that page's message, which names it and its band. */
  path: string
  /** The piece's name and band, as the visitor read them: what the form and WhatsApp receive. */
  named: string
}

let current: EnquiryDesign | null = null
const listeners = new Set<() => void>()

export function setEnquiryDesign(design: EnquiryDesign | null): void {
  if (current?.slug === design?.slug) return
  current = design
  for (const listener of listeners) listener()
}

export const enquiryDesign = (): EnquiryDesign | null => current

export function subscribeToEnquiryDesign(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
