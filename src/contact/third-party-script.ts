/*
 * How the site adds a provider's script when a visitor needs it (Tally's form,
 * Calendly's calendar): once, replacing one left by an earlier try, and
 * deciding exactly once whether it is ready, failed, or stalled past a timeout.
 */

/** How long a visitor waits for a script that neither loads nor fails (a stalled network). */
export const THIRD_PARTY_TIMEOUT_MS = 8000

export interface ThirdPartyScript {
  id: string
  src: string
  /** Whether the script has defined what the page needs (`window.Tally`, say). */
  ready: () => boolean
  /** Remove the script when the caller stops waiting (a page that owns it while it is open). */
  removeOnStop?: boolean
}

/** Adds the script; exactly one of the callbacks runs. Returns a function that stops waiting. */
export function addThirdPartyScript(
  { id, src, ready, removeOnStop = false }: ThirdPartyScript,
  onReady: () => void,
  onFail: () => void
): () => void {
  // A script that failed before is tried again: the visitor may be back online.
  document.getElementById(id)?.remove()
  let settled = false
  const settle = (callback: () => void) => () => {
    if (settled) return
    settled = true
    window.clearTimeout(timer)
    callback()
  }
  const script = document.createElement("script")
  script.id = id
  script.src = src
  script.async = true
  script.addEventListener("load", () => (ready() ? settle(onReady)() : settle(onFail)()))
  script.addEventListener("error", settle(onFail))
  const timer = window.setTimeout(settle(onFail), THIRD_PARTY_TIMEOUT_MS)
  document.body.appendChild(script)
  return () => {
    settled = true
    window.clearTimeout(timer)
    if (removeOnStop) script.remove()
  }
}
