/*
 * Calendly, the booking provider. Every Calendly address the site uses is
 * spelled here: which links are its scheduling pages, its script, what the
 * Content-Security-Policy allows it on a page with a booking button, the
 * message its frame posts when a visit is booked, and its name on the
 * privacy page.
 */

export const CALENDLY_NAME = "Calendly"
export const CALENDLY_ORIGIN = "https://calendly.com"
const ASSETS = "https://assets.calendly.com"
export const CALENDLY_SCRIPT = `${ASSETS}/assets/external/widget.js`

/** What the Content-Security-Policy allows where a visitor can open the calendar. */
export const CALENDLY_CSP = { script: [ASSETS], style: [ASSETS], frame: [CALENDLY_ORIGIN] }

/** A scheduling page, for editors' messages: https://calendly.com/your-name/visit. */
export const CALENDLY_EXAMPLE = `${CALENDLY_ORIGIN}/your-name/visit`

/** A scheduling page: https://calendly.com/<name> or https://calendly.com/<name>/<event>. */
const SCHEDULING_URL = /^https:\/\/calendly\.com\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)?\/?$/
/** Calendly's own pages under the same host, which no visitor can book on. */
const NOT_A_NAME = new Set(["app", "login", "signup", "event_types", "integrations", "pages", "blog"])

/**
 * A scheduling link that carries what the visitor asked about: Calendly keeps a link's UTM
 * parameters with the booking (its "Tracking" details and webhooks), so utm_content names the piece.
 */
export function calendlyUrlAbout(url: string, about: string | null | undefined): string {
  if (!about) return url
  const withAbout = new URL(url)
  withAbout.searchParams.set("utm_content", about)
  return withAbout.href
}

export function isCalendlySchedulingUrl(value: string): boolean {
  if (!SCHEDULING_URL.test(value)) return false
  return !NOT_A_NAME.has(new URL(value).pathname.split("/")[1].toLowerCase())
}

/**
 * The booking a message from Calendly's frame reports: the invitee's id when
 * the message carries it (null otherwise). Null for anything else, from
 * anywhere else.
 */
export function calendlyBooking({ origin, data }: { origin: string; data: unknown }): {
  invitee: string | null
} | null {
  if (origin !== CALENDLY_ORIGIN || typeof data !== "object" || data === null) return null
  const { event, payload } = data as { event?: unknown; payload?: { invitee?: { uri?: unknown } } }
  if (event !== "calendly.event_scheduled") return null
  const uri = payload?.invitee?.uri
  return { invitee: (typeof uri === "string" && uri.split("/").filter(Boolean).at(-1)) || null }
}
