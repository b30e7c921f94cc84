/*
 * The visitor's advertising-cookie choice: stored in localStorage, shared by
 * the notice, the privacy page and the pixels. A Global Privacy Control
 * signal counts as a decline and cannot be overridden by a stored choice.
 */

export type ConsentChoice = "granted" | "denied"
export type ConsentMode = "notice" | "opt-in"

/** The one localStorage entry the site writes; the privacy page names it. */
export const CONSENT_KEY = "ad-consent"
const listeners = new Set<() => void>()

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
}

export function readChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY)
    return value === "granted" || value === "denied" ? value : null
  } catch {
    return null
  }
}

export function saveChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice)
  } catch {
    // Storage blocked: the choice still holds for this page view.
  }
  memory = choice
  listeners.forEach(listener => listener())
}

let memory: ConsentChoice | null = null

export const currentChoice = (): ConsentChoice | null => readChoice() ?? memory

/** The mode as configured in site.yaml (validated there to be one of the two). */
export const consentModeOf = (value: string): ConsentMode => (value === "opt-in" ? "opt-in" : "notice")

/** Whether any advertising pixel is configured at all; without one there is nothing to consent to. */
export const pixelsConfigured = (tracking: { metaPixelId?: string | null; tiktokPixelId?: string | null }) =>
  Boolean(tracking.metaPixelId || tracking.tiktokPixelId)

export const privacySignal = (): boolean =>
  typeof navigator !== "undefined" && navigator.globalPrivacyControl === true

/** Whether advertising pixels may run, given the site's mode and the visitor's signals. */
export function adsAllowed(mode: ConsentMode, choice = currentChoice(), gpc = privacySignal()): boolean {
  if (gpc || choice === "denied") return false
  return choice === "granted" || mode === "notice"
}

export function subscribeToChoice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
