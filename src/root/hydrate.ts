import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactNode } from "react"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"

/*
 * React 18 hydrates a default-priority root in one uninterrupted task, which
 * on a mid-range phone is the page's longest task. Inside a transition React
 * hydrates in slices of about 5 ms and yields between them, so no task blocks
 * the main thread for long and a tap during hydration is handled promptly
 * (selective hydration). `gatsby develop` serves an empty container: render.
 */
function hydrate(element: ReactNode, container: Element | null): void {
  if (!container) return
  if (!container.hasChildNodes()) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

// Gatsby types the hook with ReactDOM's legacy `Renderer`; it only ever calls it as (element, container).
export const hydrateInSlices: GatsbyBrowser["replaceHydrateFunction"] = () => hydrate as unknown as Renderer
