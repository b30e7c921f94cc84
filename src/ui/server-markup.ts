import { navigate, prefetchPathname } from "gatsby"
import type * as React from "react"
import { useEffect, useState } from "react"

// Set once the page's first hydration has committed: a band mounted after it (a client-side
// navigation) is drawn by React like any other.
let pageHydrated = false

/** Whether React is hydrating the page's HTML now (Gatsby hydrates when the focus wrapper has content). */
const hydrating = () =>
  typeof document !== "undefined" &&
  !pageHydrated &&
  Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)

/**
 * True for a band React should leave as the server drew it: rendered in the hydration pass, it
 * stays so for the life of the page. Such a band is given to React as an element with empty inner
 * HTML, which React hydrates without looking inside: no component under it renders, no style is
 * serialised, no effect runs (on the home page most of what hydration did).
 */
export function useServerMarkup(): boolean {
  const [keep] = useState(hydrating)
  useEffect(() => {
    pageHydrated = true
  }, [])
  return keep
}

/** What React is given for a band it keeps: nothing to compare (React leaves inner HTML alone when hydrating). */
export const keptMarkup = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true }

const ownPage = (link: HTMLAnchorElement) =>
  link.origin === window.location.origin &&
  !link.hasAttribute("download") &&
  (!link.target || link.target === "_self") &&
  // A jump within the page (a guide's contents) is the browser's to make.
  link.getAttribute("href")?.startsWith("/")

const linkOf = (event: React.SyntheticEvent) =>
  (event.target as Element).closest?.<HTMLAnchorElement>("a[href]") ?? null

/**
 * Gatsby's Link behaviour for the links inside a kept band, delegated from the band: a page of
 * the site is fetched on hover or focus and opened without a page load, as a hydrated Link does.
 * (Fetched when it comes into view, too: `usePrefetchInView`.)
 */
export const followLinks = {
  onClick(event: React.MouseEvent) {
    const link = linkOf(event)
    if (!link || !ownPage(link) || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void navigate(link.pathname + link.search + link.hash)
  },
  onMouseOver(event: React.MouseEvent) {
    const link = linkOf(event)
    if (link && ownPage(link)) prefetchPathname(link.pathname)
  },
  onFocus(event: React.FocusEvent) {
    const link = linkOf(event)
    if (link && ownPage(link)) prefetchPathname(link.pathname)
  },
}

/**
 * For a kept band: each link to a page of the site fetches that page once it comes into view, as
 * a hydrated Link does (a phone has no hover to start it before the tap). Gatsby's loader skips it
 * when the visitor saves data or the connection is 2G.
 */
export function usePrefetchInView(band: React.RefObject<HTMLElement>, kept: boolean): void {
  useEffect(() => {
    const element = band.current
    if (!kept || !element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(entries => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        prefetchPathname((entry.target as HTMLAnchorElement).pathname)
        observer.unobserve(entry.target)
      }
    })
    for (const link of element.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (ownPage(link)) observer.observe(link)
    }
    return () => observer.disconnect()
  }, [band, kept])
}
