import * as React from "react"
import { useHydrated } from "../ui/use-hydrated"
import { currentChoice, privacySignal, saveChoice, subscribeToChoice, type ConsentChoice } from "./consent"

const noChoice = (): ConsentChoice | null => null

/**
 * The visitor's choice as React state; null until hydrated, since the server
 * cannot know it. Pass `active: false` where the choice only matters with a
 * pixel configured and none is: the choice is then not read at all (the first
 * localStorage read blocks Chromium's main thread for a few milliseconds,
 * right after hydration).
 */
export function useConsent(active = true) {
  const choice = React.useSyncExternalStore(subscribeToChoice, active ? currentChoice : noChoice, noChoice)
  const hydrated = useHydrated()
  return {
    hydrated,
    choice,
    gpc: hydrated && privacySignal(),
    accept: () => saveChoice("granted"),
    decline: () => saveChoice("denied"),
  }
}
