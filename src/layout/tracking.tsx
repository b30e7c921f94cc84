import * as React from "react"
import { consentModeOf, pixelsConfigured } from "../tracking/consent"
import { listenForConversions } from "../tracking/conversions"
import { startTracking } from "../tracking/page-views"
import type { SiteSettings } from "../site/use-site-settings"

interface Props {
  settings: SiteSettings["tracking"]
  /** The contact form's Tally id: its submissions count as leads. */
  formId: string
}

/** Hands the configured pixel ids to the tracker once the page has hydrated. */
export function Tracking({ settings, formId }: Props) {
  const { metaPixelId, tiktokPixelId, consentMode } = settings
  React.useEffect(() => {
    startTracking({ metaPixelId, tiktokPixelId, consentMode: consentModeOf(consentMode) })
    if (pixelsConfigured({ metaPixelId, tiktokPixelId })) listenForConversions(formId)
  }, [metaPixelId, tiktokPixelId, consentMode, formId])
  return null
}
