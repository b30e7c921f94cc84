import { tallySubmission } from "../providers/tally"
import { isWhatsappChatUrl } from "../providers/whatsapp"
import type { Channel, Conversion } from "./conversion"
import { enquiryDesign } from "./enquiry-design"
import { recordConversion } from "./page-views"

/*
 * The things the ads are bought for: a visitor opening a conversation
 * (a WhatsApp, phone or email link), sending the contact form, and booking
 * a visit.
 * The builders below decide what counts and what is sent; page-views.ts
 * sends it, under the same consent as the page views.
 */

export const newEventId = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`

/** The channel a link opens (as contact-links.ts writes them), or null for any other link. */
export function channelOf(href: string): Channel | null {
  if (isWhatsappChatUrl(href)) return "whatsapp"
  if (href.startsWith("tel:")) return "phone"
  if (href.startsWith("mailto:")) return "email"
  return null
}

/** The piece the visitor asked about, or the ring they designed, for an event's parameters; nothing when neither. */
const designParam = (): Record<string, string> => {
  const design = enquiryDesign()
  if (!design) return {}
  return { ...(design.slug ? { design: design.slug } : {}), ...design.choices }
}

/** A ring designed on the page: its choices (no free text), sent once a page view, on the first change. */
export function customizeEvent(choices: Record<string, string>, id = newEventId()): void {
  recordConversion({
    meta: "CustomizeProduct",
    tiktok: "CustomizeProduct",
    params: { page: window.location.pathname, ...choices },
    id,
  })
}

export function contactEvent(href: string, page: string, id = newEventId()): Conversion | null {
  const channel = channelOf(href)
  return channel && { meta: "Contact", tiktok: "Contact", params: { channel, page, ...designParam() }, id }
}

/**
 * A Lead for a message Tally's embed posts when our form is sent; null for
 * anything else, from anywhere else. Tally's submission id, when the message
 * carries one, is the event id, so a server that learns of the submission
 * from Tally can send the same id.
 */
export function leadEvent(
  message: { origin: string; data: unknown },
  formId: string,
  page: string,
  id = newEventId()
): Conversion | null {
  const submission = tallySubmission(message, formId)
  if (!submission) return null
  return {
    meta: "Lead",
    tiktok: "SubmitForm",
    params: { channel: "form", page, ...designParam() },
    id: submission.id ?? id,
  }
}

let formId: string | null = null
let listening = false

/**
 * Listens once per page load, however often the layout renders: one click
 * listener on the document sees every contact link (footer, cards, the
 * WhatsApp button, toasts, the form's fallback notice, and any added later)
 * without wiring each one. It runs in the capture phase, so no handler that
 * stops the click hides it, and only reads: the link opens as it would.
 */
export function listenForConversions(tallyFormId: string): void {
  formId = tallyFormId
  if (listening) return
  listening = true
  const onClick = (event: MouseEvent) => {
    // A middle click opens the link too; a right click does not.
    if (event.button > 1) return
    const link = (event.target as Element | null)?.closest?.("a[href]")
    const conversion = link && contactEvent(link.getAttribute("href") ?? "", window.location.pathname)
    if (conversion) recordConversion(conversion)
  }
  document.addEventListener("click", onClick, true)
  document.addEventListener("auxclick", onClick, true)
  window.addEventListener("message", event => {
    const conversion = formId && leadEvent(event, formId, window.location.pathname)
    if (conversion) recordConversion(conversion)
  })
}
