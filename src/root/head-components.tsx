import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { italicFont, preloadedFonts } from "../theme/fonts"

/**
 * Added to every page's <head> at build time: font preloads (so the text's
 * real face is ready for first paint) and the no-JavaScript fallbacks: every
 * menu link shown, no empty box where the contact form would go, and no
 * form that needs a script to answer (the ring-size converter).
 */
export function headComponents(italicFirst = false): React.ReactNode[] {
  return [
    ...[...preloadedFonts, ...(italicFirst ? [italicFont.url] : [])].map(href => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // The italic face, declared at once on every page (no text uses it before italicFont.textRule).
    // A page whose first screen is italic preloads it and sets it on its text at once: an optional face
    // that is not preloaded misses the first paint about half the time, and the page keeps the fallback
    // serif. In the head Gatsby leaves alone: a <style> from the Head API is taken out and put back as
    // the page hydrates, and the text moves.
    <style
      key="italic"
      dangerouslySetInnerHTML={{
        __html: italicFirst ? italicFont.atOnce + italicFont.textRule : italicFont.later,
      }}
    />,
    <noscript key="no-js">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_RULES }} />
    </noscript>,
  ]
}

/*
 * Without script: what needs it is hidden, and on a small screen, where the menu cannot open, the
 * header's page links are a row under the bar (the other pages and the contact links are in the
 * footer). As inner HTML: React would escape the quotes and the child combinators of a style's text.
 */
const NO_SCRIPT_RULES = `[data-menu-toggle],[data-form-placeholder],[data-needs-script]{display:none!important}@media (max-width:63.99em){nav[aria-label=Main]{flex-wrap:wrap}[data-menu-panel]{display:block!important;position:static!important;order:5;flex-basis:100%;padding:0 0 .25rem!important}[data-menu-panel]>ul:first-child{display:flex!important;flex-wrap:wrap;column-gap:1.25rem}[data-menu-panel]>ul:first-child a{border:0!important;font-family:inherit!important;font-size:.8125rem!important;font-weight:500;letter-spacing:.06em;text-transform:uppercase}[data-menu-panel]>ul+ul{display:none!important}}`

const isManifestLink = (node: React.ReactNode): node is React.ReactElement<{ rel?: string }> =>
  React.isValidElement<{ rel?: string }>(node) && node.type === "link" && node.props.rel === "manifest"

/**
 * What the head asks for that the first screen does not need: the web app
 * manifest (which makes the browser fetch it and an install icon) and the
 * rule that sets the italic on its text, which makes the browser fetch the face
 * (unless the page's first screen draws with it). They go into a
 * <noscript data-after-paint>: a browser without JavaScript reads them there
 * as usual, and with JavaScript the loader that waits for the first paint adds
 * them (src/node/scripts-after-paint.ts).
 */
export function withLaterHead(components: React.ReactNode[], italicFirst = false): React.ReactNode[] {
  const later = [
    ...components.filter(isManifestLink).map(link => renderToStaticMarkup(link)),
    ...(italicFirst ? [] : [`<style>${italicFont.textRule}</style>`]),
  ]
  return [
    ...components.filter(node => !isManifestLink(node)),
    <noscript key="after-paint" data-after-paint="" dangerouslySetInnerHTML={{ __html: later.join("") }} />,
  ]
}
