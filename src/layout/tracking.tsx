import * as React from "react"
import { consentModeOf } from "../tracking/consent"
import { startTracking } from "../tracking/page-views"
import type { SiteSettings } from "./use-site-settings"

/** Hands the configured pixel ids to the tracker once the page has hydrated. */
export function Tracking({ settings }: { settings: SiteSettings["tracking"] }) {
  const { metaPixelId, tiktokPixelId, consentMode } = settings
  React.useEffect(() => {
    startTracking({ metaPixelId, tiktokPixelId, consentMode: consentModeOf(consentMode) })
  }, [metaPixelId, tiktokPixelId, consentMode])
  return null
}
