/*
 * WhatsApp: a link, not a script, so nothing for the Content-Security-Policy;
 * its address is spelled here, for the links the site writes and the clicks
 * the pixels count.
 */

const CHAT = "https://wa.me/"

/** A chat with this number (digits only), the message already typed. */
export const whatsappChatUrl = (digits: string, text: string) =>
  `${CHAT}${digits}?text=${encodeURIComponent(text)}`

export const isWhatsappChatUrl = (href: string) => href.startsWith(CHAT)
