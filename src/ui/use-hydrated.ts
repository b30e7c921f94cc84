import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False in the built HTML and while React hydrates it, true from then on. For
 * controls that only work with JavaScript, so they are not offered (and tapped
 * to no effect) before the bundles have run.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
