import { navigate, prefetchPathname } from "gatsby"
import * as React from "react"
import { targetKind } from "../content/text/linked-text"
import { NEEDS_SCRIPT } from "./needs-script"
import { markPageHydrated, pageHasHydrated } from "./use-hydrated"

/** Whether React is hydrating the page's HTML now (Gatsby hydrates when the focus wrapper has content). */
const hydrating = () =>
  typeof document !== "undefined" &&
  !pageHasHydrated() &&
  Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)

/**
 * True for a band React should leave as the server drew it: one the hydration pass meets with
 * nothing in its server markup that needs script (NEEDS_SCRIPT). Kept, it stays so for the life of
 * the page. Such a band is given to React as an element with empty inner
 * HTML, which React hydrates without looking inside: no component under it renders, no style is
 * serialised, no effect runs (on the home page most of what hydration did).
 */
// A layout effect in the browser (before the paint); on the server, where no effect runs, a plain one.
const useBeforePaint = typeof document === "undefined" ? React.useEffect : React.useLayoutEffect

/** Whether the server drew this band (found by its `data-band`) with nothing in it that needs script. */
const drawnWithoutScript = (name: string) => {
  const drawn = document.querySelector(`[data-band="${CSS.escape(name)}"]`)
  return drawn !== null && drawn.querySelector(NEEDS_SCRIPT) === null
}

export function useServerMarkup(band: React.RefObject<HTMLElement>, name: string): boolean {
  const [keep, setKeep] = React.useState(() => hydrating() && drawnWithoutScript(name))
  useBeforePaint(() => {
    // A hydration error anywhere on the page (an extension's markup, a number a phone made a link)
    // makes React draw the whole page again in the browser, with no server markup inside the band
    // to keep: draw the band itself, before the empty one is painted.
    if (keep && !band.current?.firstChild) setKeep(false)
  }, [band, keep])
  React.useEffect(markPageHydrated, [])
  return keep
}

/** What React is given for a band it keeps: nothing to compare (React leaves inner HTML alone when hydrating). */
export const keptMarkup = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true }

/** A link Gatsby's Link would have drawn: a page of the site (as SmartLink decides), opened in this tab. */
const pageLinkOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const link = (target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]")
  if (!link || targetKind(link.getAttribute("href") ?? "") !== "page") return null
  return link.hasAttribute("download") || (link.target && link.target !== "_self") ? null : link
}

/**
 * What Gatsby's Link does for its links, for the links inside a kept band, delegated from the band:
 * the pointer entering a link or focus on it queues its page (Gatsby's public prefetchPathname; Link
 * itself loads a hovered page at once through the loader's private `hovering`), and a plain click opens it without a page load (a new tab, a modified click,
 * another site, a `tel:` link or a jump within the page is left to the browser).
 */
export const followLinks = {
  onClick(event: React.MouseEvent) {
    const link = pageLinkOf(event.target)
    if (!link || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    // As Link: a link to the page already open replaces its history entry.
    void navigate(link.pathname + link.hash, { replace: link.pathname === window.location.pathname })
  },
  onMouseOver(event: React.MouseEvent) {
    const link = pageLinkOf(event.target)
    if (link && !link.contains(event.relatedTarget as Node | null)) prefetchPathname(link.pathname)
  },
  onFocus(event: React.FocusEvent) {
    const link = pageLinkOf(event.target)
    if (link) prefetchPathname(link.pathname)
  },
}

/**
 * For a kept band: each link to a page of the site queues that page once it comes into view, as a
 * Link does (a phone has no hover to start it before the tap). Gatsby's loader fetches the queue
 * four at a time, and not at all when the visitor saves data or the connection is 2G.
 */
export function usePrefetchInView(band: React.RefObject<HTMLElement>, kept: boolean): void {
  React.useEffect(() => {
    const element = band.current
    if (!kept || !element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(entries => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        prefetchPathname((entry.target as HTMLAnchorElement).pathname)
        observer.unobserve(entry.target)
      }
    })
    for (const link of element.querySelectorAll("a[href]")) {
      if (pageLinkOf(link)) observer.observe(link)
    }
    return () => observer.disconnect()
  }, [band, kept])
}
