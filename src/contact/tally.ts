/*
 * The Tally form embed. The page adds Tally's script when it opens and removes
 * it when the visitor leaves; if the script cannot load, the iframe is given
 * its address directly so the form still works without Tally's resizing.
 */

export const TALLY_SCRIPT = "https://tally.so/widgets/embed.js"
const SCRIPT_ID = "tally-embed-script"

declare global {
  interface Window {
    Tally?: { loadEmbeds: () => void }
  }
}

export const tallyEmbedUrl = (formId: string) =>
  `https://tally.so/embed/${encodeURIComponent(formId)}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1`

export const tallyFormUrl = (formId: string) => `https://tally.so/r/${encodeURIComponent(formId)}`

/** How long a visitor waits for a script that neither loads nor fails (a stalled network). */
export const TALLY_TIMEOUT_MS = 8000

/** Adds the script (once) and returns a function that removes it again. Exactly one of the callbacks runs. */
export function attachTallyScript(onReady: () => void, onFail: () => void): () => void {
  document.getElementById(SCRIPT_ID)?.remove()
  let settled = false
  const settle = (callback: () => void) => () => {
    if (settled) return
    settled = true
    window.clearTimeout(timer)
    callback()
  }
  const script = document.createElement("script")
  script.id = SCRIPT_ID
  script.src = TALLY_SCRIPT
  script.async = true
  script.addEventListener("load", () => (window.Tally ? settle(onReady)() : settle(onFail)()))
  script.addEventListener("error", settle(onFail))
  const timer = window.setTimeout(settle(onFail), TALLY_TIMEOUT_MS)
  document.body.appendChild(script)
  return () => {
    settled = true
    window.clearTimeout(timer)
    script.remove()
  }
}
