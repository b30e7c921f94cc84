import { adsAllowed, subscribeToChoice, type ConsentMode } from "./consent"
import { loadMetaPixel, loadTiktokPixel } from "./pixels"
import { whenIdle } from "../ui/use-idle"
import type { Conversion } from "./conversion"

/*
 * Exactly one page view per pixel per page shown. gatsby-browser's
 * onRouteUpdate calls recordPageView for every page; the layout calls
 * startTracking once with the ids. Either may come first, so a page seen
 * before the ids (or before consent) is remembered and counted once later.
 */

export interface TrackingSettings {
  metaPixelId?: string | null
  tiktokPixelId?: string | null
  consentMode: ConsentMode
}

let settings: TrackingSettings | null = null
let pagesShown = 0
let pagesCounted = 0
let stopListening: (() => void) | null = null

const mode = (): ConsentMode => settings?.consentMode ?? "notice"

function count(): void {
  if (!settings || pagesCounted >= pagesShown || !adsAllowed(mode())) return
  pagesCounted = pagesShown
  const { metaPixelId, tiktokPixelId } = settings
  if (metaPixelId)
    guarded("Meta", () => {
      loadMetaPixel(metaPixelId)
      window.fbq?.("track", "PageView")
    })
  if (tiktokPixelId)
    guarded("TikTok", () => {
      loadTiktokPixel(tiktokPixelId)
      window.ttq?.page()
    })
}

/** A broken or blocked pixel must never break the page, nor stop the other pixel. */
function guarded(name: string, task: () => void): void {
  try {
    task()
  } catch (error) {
    console.warn(`${name} pixel failed`, error)
  }
}

function onConsentChange(): void {
  if (adsAllowed(mode())) {
    window.fbq?.("consent", "grant")
    window.ttq?.grantConsent()
    count()
    return
  }
  window.fbq?.("consent", "revoke")
  window.ttq?.revokeConsent()
}

export function startTracking(next: TrackingSettings): void {
  settings = next
  stopListening?.()
  stopListening = subscribeToChoice(onConsentChange)
  whenIdle(count)
}

export function recordPageView(): void {
  pagesShown += 1
  if (settings) count()
}

/**
 * Sends one conversion to each configured pixel, under the same consent as the
 * page views. A page view still waiting for an idle moment is counted first,
 * so each pixel sees the page before what was done on it.
 */
export function recordConversion({ meta, tiktok, params, id }: Conversion): void {
  if (!settings || !adsAllowed(mode())) return
  count()
  const { metaPixelId, tiktokPixelId } = settings
  if (metaPixelId) guarded("Meta", () => window.fbq?.("track", meta, params, { eventID: id }))
  if (tiktokPixelId) guarded("TikTok", () => window.ttq?.track(tiktok, params, { event_id: id }))
}

/**
 * For tests: forget everything, as a fresh page load would.
 * @internal
 */
export function resetTracking(): void {
  settings = null
  pagesShown = 0
  pagesCounted = 0
  stopListening?.()
  stopListening = null
}
