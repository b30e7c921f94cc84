import * as React from "react"
import { preloadedFonts } from "../theme/fonts"

/**
 * Added to every page's <head> at build time: font preloads (so the text's
 * real face is ready for first paint) and the no-JavaScript fallbacks: every
 * menu link shown, no empty box where the contact form would go, and no
 * form that needs a script to answer (the ring-size converter).
 */
export function headComponents(): React.ReactNode[] {
  return [
    ...preloadedFonts.map(href => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <noscript key="no-js">
      <style>{`[data-menu-toggle],[data-form-placeholder],[data-needs-script]{display:none!important}[data-menu-panel]{display:flex!important;position:static!important}`}</style>
    </noscript>,
  ]
}
