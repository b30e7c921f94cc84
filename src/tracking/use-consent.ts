import * as React from "react"
import { currentChoice, privacySignal, saveChoice, subscribeToChoice, type ConsentChoice } from "./consent"

/** The visitor's choice as React state; null until hydrated, since the server cannot know it. */
export function useConsent() {
  const choice = React.useSyncExternalStore<ConsentChoice | null>(subscribeToChoice, currentChoice, () => null)
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return {
    hydrated,
    choice,
    gpc: hydrated && privacySignal(),
    accept: () => saveChoice("granted"),
    decline: () => saveChoice("denied"),
  }
}
