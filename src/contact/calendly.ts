/*
 * How Calendly's script is added: only when a visitor asks for the calendar
 * (booking-dialog.tsx), never on page load.
 */

import { CALENDLY_SCRIPT } from "../providers/calendly"
import { addThirdPartyScript } from "./third-party-script"

const SCRIPT_ID = "calendly-widget-script"

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
