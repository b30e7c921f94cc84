import * as React from "react"
import { bookingEvents } from "./booking-events"
import { trackingDisclosure, type DisclosureLabels, type DisclosureSettings } from "./disclosure"

export interface TrackingDisclosureProps {
  tracking: DisclosureSettings
  labels: DisclosureLabels
}

/**
 * On the privacy page: what this build does about advertising pixels and
 * consent. Props only, never the visitor's stored choice or browser signals,
 * so the built HTML and the hydrated page say the same thing; the visitor's
 * own state is ConsentSettings' job. The paragraphs take the legal
 * document's typography from its styles.
 */
export function TrackingDisclosure({ tracking, labels }: TrackingDisclosureProps) {
  return (
    <>
      {/* With booking on, the pixels count bookings too. */}
      {trackingDisclosure(tracking, labels, __BOOKING__ ? bookingEvents() : []).map(paragraph => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  )
}
