import * as React from "react"
import { followLinks, keptMarkup, usePrefetchInView, useServerMarkup } from "./server-markup"

interface Props {
  /** Styles for the part's box (what a `css` prop on Kept becomes). */
  className?: string
  children: React.ReactNode
}

/**
 * A part with no control of its own inside a band that holds one (the ring-size table beside its
 * converter), in a box of its own: on a page's first load React leaves it as the server drew it, as
 * Section does for a whole band with `hydrate={false}`; after a client-side navigation it is drawn as usual.
 */
export function Kept({ className, children }: Props) {
  const part = React.useRef<HTMLDivElement>(null)
  const kept = useServerMarkup(part)
  usePrefetchInView(part, kept)
  return (
    <div ref={part} className={className} {...(kept && { ...keptMarkup, ...followLinks })}>
      {kept ? undefined : children}
    </div>
  )
}
