import * as React from "react"
import { preloadedFonts } from "../theme/fonts"

/**
 * Added to every page's <head> at build time: font preloads (so the text's
 * real face is ready for first paint) and the no-JavaScript menu fallback.
 */
export function headComponents(): React.ReactNode[] {
  return [
    ...preloadedFonts.map(href => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <noscript key="no-js-menu">
      <style>{`[data-menu-toggle]{display:none!important}[data-menu-panel]{display:flex!important;position:static!important}`}</style>
    </noscript>,
  ]
}
