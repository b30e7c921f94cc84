import * as React from "react"
import { startTracking, type TrackingSettings } from "../tracking/page-views"

/** Hands the configured pixel ids to the tracker once the page has hydrated. */
export function Tracking({ settings }: { settings: TrackingSettings }) {
  const { metaPixelId, tiktokPixelId, consentMode } = settings
  React.useEffect(() => {
    startTracking({ metaPixelId, tiktokPixelId, consentMode })
  }, [metaPixelId, tiktokPixelId, consentMode])
  return null
}
