import * as React from "react"
import { useHydrated } from "../ui/use-hydrated"
import { currentChoice, privacySignal, saveChoice, subscribeToChoice, type ConsentChoice } from "./consent"

/** The visitor's choice as React state; null until hydrated, since the server cannot know it. */
export function useConsent() {
  const choice = React.useSyncExternalStore<ConsentChoice | null>(
    subscribeToChoice,
    currentChoice,
    () => null
  )
  const hydrated = useHydrated()
  return {
    hydrated,
    choice,
    gpc: hydrated && privacySignal(),
    accept: () => saveChoice("granted"),
    decline: () => saveChoice("denied"),
  }
}
