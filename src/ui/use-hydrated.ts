import { useEffect, useState } from "react"

// Whether the page's first hydration has committed: a component mounted after
// it (on a client-side navigation) starts out hydrated, with no inert frame.
let pageHydrated = false

/** True once the page's first hydration has committed (never on the server). */
export const pageHasHydrated = (): boolean => pageHydrated

/** Called from an effect: effects run once their commit is done. */
export const markPageHydrated = (): void => {
  pageHydrated = true
}

/**
 * False in the built HTML and while React hydrates it, true from then on. For
 * controls that only work with JavaScript, so they are not offered (and tapped
 * to no effect) before the bundles have run.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    markPageHydrated()
    if (!hydrated) setHydrated(true)
  }, [hydrated])
  return hydrated
}
