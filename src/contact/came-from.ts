import * as React from "react"
import { whatsappHref, type WhatsappSettings } from "./contact-links"

/*
 * Where the visitor was before this page, so the contact page's WhatsApp link
 * can carry the message of the page they came from ("I'm thinking about an
 * engagement ring..."). Kept in sessionStorage: this tab only, gone when it
 * closes, never sent anywhere. The HTML keeps the page's own message; this
 * only refines it after hydration.
 */

/** The one sessionStorage entry the site writes; the privacy page names it. */
export const CAME_FROM_KEY = "came-from"

interface Trail {
  current?: string
  previous?: string
}

function readTrail(): Trail {
  try {
    return JSON.parse(window.sessionStorage.getItem(CAME_FROM_KEY) ?? "{}") as Trail
  } catch {
    return {}
  }
}

/** Called on every page shown (gatsby-browser's onRouteUpdate). */
export function rememberPage(pathname: string): void {
  const trail = readTrail()
  if (trail.current === pathname) return
  try {
    window.sessionStorage.setItem(
      CAME_FROM_KEY,
      JSON.stringify({ current: pathname, previous: trail.current })
    )
  } catch {
    // Storage refused (a private window, say): the link keeps the page's own message.
  }
}

/** The page shown before `pathname` in this tab, if any. */
export function cameFrom(pathname: string): string | null {
  const { current, previous } = readTrail()
  // Rendering a new page happens before onRouteUpdate records it.
  const before = current === pathname ? previous : current
  return before && before !== pathname ? before : null
}

const noSubscription = () => () => {}

/** The WhatsApp link for this page, carrying the message of the page the visitor came from. */
export function useWhatsappHrefFrom(pathname: string, whatsapp: WhatsappSettings): string {
  const from = React.useSyncExternalStore(
    noSubscription,
    () => cameFrom(pathname),
    () => null
  )
  return whatsappHref(from ?? pathname, whatsapp)
}
