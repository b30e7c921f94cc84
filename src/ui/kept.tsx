import * as React from "react"
import { followLinks, keptMarkup, usePrefetchInView, useServerMarkup } from "./server-markup"

interface Props {
  /** Styles for the part's box (what a `css` prop on Kept becomes). */
  className?: string
  /**
   * Clicks inside the part while it stands as the server drew it, when React runs none of its
   * controls' handlers: the footer opens the calendar from its booking link here.
   */
  onKeptClick?: (event: React.MouseEvent) => void
  children: React.ReactNode
}

/**
 * A part with no control of its own inside a band that holds one (the ring-size table beside its
 * converter), or one whose controls are handled from outside it (the footer), in a box of its own:
 * on a page's first load React leaves it as the server drew it, as Section does for a whole band
 * with `hydrate={false}`; after a client-side navigation it is drawn as usual.
 */
export function Kept({ className, onKeptClick, children }: Props) {
  const part = React.useRef<HTMLDivElement>(null)
  const kept = useServerMarkup(part)
  usePrefetchInView(part, kept)
  return (
    <div
      ref={part}
      className={className}
      {...(kept && {
        ...keptMarkup,
        ...followLinks,
        onClick(event: React.MouseEvent) {
          onKeptClick?.(event)
          followLinks.onClick(event)
        },
      })}
    >
      {kept ? undefined : children}
    </div>
  )
}
