/*
 * The booking provider, Calendly: which links are its scheduling pages, its
 * script, and how the script is added. The script is added only when a
 * visitor asks for the calendar (booking-dialog.tsx), never on page load.
 */

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

/** How long a visitor waits for a script that neither loads nor fails (a stalled network). */
export const CALENDLY_TIMEOUT_MS = 8000

/** Adds the script once; exactly one of the callbacks runs. Returns a function that stops waiting. */
export function loadCalendly(onReady: () => void, onFail: () => void): () => void {
  if (window.Calendly) {
    onReady()
    return () => undefined
  }
  let settled = false
  const settle = (callback: () => void) => () => {
    if (settled) return
    settled = true
    window.clearTimeout(timer)
    callback()
  }
  const existing = document.getElementById(SCRIPT_ID)
  // A script that failed before is tried again: the visitor may be back online.
  existing?.remove()
  const script = document.createElement("script")
  script.id = SCRIPT_ID
  script.src = CALENDLY_SCRIPT
  script.async = true
  script.addEventListener("load", () => (window.Calendly ? settle(onReady)() : settle(onFail)()))
  script.addEventListener("error", settle(onFail))
  const timer = window.setTimeout(settle(onFail), CALENDLY_TIMEOUT_MS)
  document.body.appendChild(script)
  return () => {
    settled = true
    window.clearTimeout(timer)
  }
}
