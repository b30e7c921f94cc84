import { CALENDLY_NAME, CALENDLY_ORIGIN, CALENDLY_SCRIPT } from "../providers/calendly"

/*
 * What the privacy page says about online booking, written from site.yaml's
 * booking setting, so the page names the provider exactly when the site
 * loads it, and says nothing of booking when there is none.
 */

interface Provider {
  name: string
  /** Where its script and its calendar come from, as content-security-policy.ts allows them. */
  script: string
  frame: string
}

const PROVIDERS: Record<string, Provider> = {
  calendly: {
    name: CALENDLY_NAME,
    script: new URL(CALENDLY_SCRIPT).host,
    frame: new URL(CALENDLY_ORIGIN).host,
  },
}

/** The privacy page's paragraphs about the booking calendar; none when booking is off. */
export function bookingDisclosure(provider: string | null | undefined, buttonLabel: string): string[] {
  const known = provider ? PROVIDERS[provider] : undefined
  if (!known) return []
  const { name, script, frame } = known
  // Set as the content is (typography.ts: curly quotes and apostrophes), so the page reads alike.
  return [
    `The “${buttonLabel.trim()}” buttons open a calendar provided by ${name}, a scheduling service. ` +
      `Nothing is loaded from ${name} until you choose one: then your browser loads ${name}’s script from ` +
      `${script} and the calendar from ${frame}, so ${name} receives your IP address and browser details ` +
      `as any website you visit does, and may set its own cookies within the calendar.`,
    `What you enter to book (your name, email address, the time you choose and any answers you give) is ` +
      `processed and stored by ${name} on our behalf and passed to us. ${name}’s own privacy policy ` +
      `applies to its processing.`,
  ]
}

/**
 * A legal page's sections as the site offers booking: with a booking setting, the section marked
 * bookingDisclosure opens with the paragraphs written from it (naming the provider); without one, that
 * section is left out. The build's resolver (src/node/booking-modules.ts) and the CMS preview both
 * write the privacy page this way.
 */
export function sectionsWithBooking<
  S extends { bookingDisclosure?: boolean | null; body: readonly string[] },
>(sections: readonly S[], booking: { provider: string; label: string } | null | undefined): S[] {
  if (!booking) return sections.filter(section => !section.bookingDisclosure)
  const paragraphs = bookingDisclosure(booking.provider, booking.label)
  return sections.map(section =>
    section.bookingDisclosure ? { ...section, body: [...paragraphs, ...section.body] } : section
  )
}
