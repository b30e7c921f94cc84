import { META_PIXEL } from "../providers/meta"
import { TIKTOK_PIXEL } from "../providers/tiktok"
import { consentModeOf } from "./consent"

/*
 * What the privacy page says about advertising pixels, written from the same
 * settings the build uses to load them, so the policy cannot promise or admit
 * more than the site does. Hand-written copy drifted: it named pixels that
 * were not configured and tools the site never had.
 */

export interface DisclosureSettings {
  metaPixelId?: string | null
  tiktokPixelId?: string | null
  consentMode: string
}

/** The consent notice's button labels from site.yaml, quoted so the page names what the visitor sees. */
export interface DisclosureLabels {
  accept: string
  decline: string
}

interface Pixel {
  name: string
  company: string
  /** What the pixel calls a sent contact form; conversions.ts sends that event. */
  lead: string
}

const META: Pixel = { ...META_PIXEL, lead: "Lead" }
const TIKTOK: Pixel = { ...TIKTOK_PIXEL, lead: "SubmitForm" }

/**
 * The privacy page's paragraphs about advertising pixels and consent, as plain sentences.
 * `bookingActions`: what the pixels count of booking (./booking-events.ts) when the site offers it;
 * the caller passes it only then, so that a build without booking ships none of its words.
 */
export function trackingDisclosure(
  settings: DisclosureSettings,
  labels: DisclosureLabels,
  bookingActions: readonly string[] = []
): string[] {
  // Truthiness, as page-views.ts uses to decide whether to load each pixel.
  const pixels = [settings.metaPixelId ? META : null, settings.tiktokPixelId ? TIKTOK : null].filter(
    (pixel): pixel is Pixel => pixel !== null
  )
  const accept = quote(labels.accept)
  const decline = quote(labels.decline)

  if (pixels.length === 0)
    return [
      "This site runs no advertising pixel at the moment, sets no advertising cookie and shows no " +
        "consent notice.",
      "If that changes, this page will name each pixel and the company behind it, and the choice below will " +
        "apply. Any choice you make there is kept in your browser’s local storage on this device, and you " +
        "can change it at any time.",
    ]

  const one = pixels.length === 1
  const it = one ? "the pixel stays" : "the pixels stay"
  const named = pixels.map(pixel => `the ${pixel.name} from ${pixel.company}`)
  const companies = pixels.map(pixel => pixel.company)

  const what = one
    ? `We use one advertising pixel: ${named[0]}. It records which pages you visit so that we can ` +
      `measure how well our advertising works. It uses cookies and sends what it records, including your ` +
      `IP address and browser details, to ${companies[0]}, which handles it under its own privacy policy.`
    : `We use two advertising pixels: ${list(named, "and")}. They record which pages you visit so that ` +
      `we can measure how well our advertising works. They use cookies and send what they record, ` +
      `including your IP address and browser details, to ${list(companies, "and")} respectively, each of ` +
      `which handles it under its own privacy policy.`

  // The events conversions.ts sends, named as each company's reports name them.
  const actions = [
    `when you tap a WhatsApp, phone or email link (the “Contact” event)`,
    "when you send the contact form (" +
      list(
        pixels.map(pixel => (one ? `“${pixel.lead}”` : `“${pixel.lead}” for ${pixel.company}`)),
        "and"
      ) +
      ")",
    ...bookingActions,
    "when you first change a choice on our ring designer (the “CustomizeProduct” event)",
  ]
  const events =
    `${one ? "It also records" : "They also record"} ${list(actions, "and")}, ` +
    "with the page you were on, which way you chose to reach us and the choices of a ring you designed, " +
    "never what you wrote."

  const notice =
    "When you first visit, a notice asks whether you accept advertising cookies, with the buttons " +
    `${accept} and ${decline}.`
  const when =
    consentModeOf(settings.consentMode) === "opt-in"
      ? `${notice} Until you choose ${accept}, ${it} off and nothing is loaded from ${list(companies, "or")}.`
      : `${notice} ${one ? "The pixel runs" : "The pixels run"} unless you choose ${decline}; if you ` +
        `decline later, no further page views or events are sent.`

  // Set as the content is (typography.ts: curly quotes and apostrophes), so the page reads alike.
  return [
    `${what} ${events}`,
    when,
    `If your browser sends a Global Privacy Control (GPC) signal, we treat it as a decline: ` +
      `${it} off, whatever you chose before.`,
    "Your choice is kept in your browser’s local storage on this device and remembered on later visits. " +
      "You can change it at any time with the control below.",
  ]
}

const quote = (label: string) => `“${label.trim()}”`

const list = (items: readonly string[], conjunction: "and" | "or") =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`
