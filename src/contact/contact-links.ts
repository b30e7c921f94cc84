import { whatsappChatUrl } from "../providers/whatsapp"

/*
 * Contact links built from the site's facts. WhatsApp opens with a message
 * suited to the page the visitor is on, so the atelier knows what they came for.
 */

export interface WhatsappSettings {
  number: string
  defaultMessage: string
  messages: readonly { path: string; text: string }[]
}

export function whatsappMessageFor(pathname: string, whatsapp: WhatsappSettings): string {
  const normalised = pathname.endsWith("/") ? pathname : `${pathname}/`
  return whatsapp.messages.find(({ path }) => path === normalised)?.text ?? whatsapp.defaultMessage
}

export const whatsappHref = (pathname: string, whatsapp: WhatsappSettings): string =>
  whatsappMessageHref(whatsapp.number, whatsappMessageFor(pathname, whatsapp))

/** A WhatsApp chat with the number, opening with the given message (one the page writes, such as a ring size). */
export const whatsappMessageHref = (number: string, text: string): string =>
  whatsappChatUrl(number.replace(/\D/g, ""), text)

export const telHref = (e164: string) => `tel:${e164}`

/** A phone number as displayed: non-breaking spaces, so it never wraps mid-number. */
export const phoneText = (display: string) => display.replace(/ /g, "\u00a0")

interface Address {
  streetAddress: string
  postalCode: string
  locality: string
}

/** The address on one line, as shown and as searched: "<street>, <locality> <postal code>". */
export const addressLine = (address: Address) =>
  `${address.streetAddress}, ${address.locality} ${address.postalCode}`

export const mapHref = (address: Address) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`
