/*
 * The booking provider, Calendly: which links are its scheduling pages, its
 * script, and how the script is added. The script is added only when a
 * visitor asks for the calendar (booking-dialog.tsx), never on page load.
 */

import { addThirdPartyScript } from "./third-party-script"

export const CALENDLY_ORIGIN = "https://calendly.com"
export const CALENDLY_SCRIPT = "https://assets.calendly.com/assets/external/widget.js"
const SCRIPT_ID = "calendly-widget-script"

/** A scheduling page: https://calendly.com/<name> or https://calendly.com/<name>/<event>. */
const SCHEDULING_URL = /^https:\/\/calendly\.com\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)?\/?$/
/** Calendly's own pages under the same host, which no visitor can book on. */
const NOT_A_NAME = new Set(["app", "login", "signup", "event_types", "integrations", "pages", "blog"])

export function isCalendlySchedulingUrl(value: string): boolean {
  if (!SCHEDULING_URL.test(value)) return false
  return !NOT_A_NAME.has(new URL(value).pathname.split("/")[1].toLowerCase())
}

declare global {
  interface Window {
    Calendly?: { initInlineWidget: (options: { url: string; parentElement: HTMLElement }) => void }
  }
}

/** Adds the script once; exactly one of the callbacks runs. Returns a function that stops waiting. */
export function loadCalendly(onReady: () => void, onFail: () => void): () => void {
  if (window.Calendly) {
    onReady()
    return () => undefined
  }
  return addThirdPartyScript(
    { id: SCRIPT_ID, src: CALENDLY_SCRIPT, ready: () => Boolean(window.Calendly) },
    onReady,
    onFail
  )
}
