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

/** Adds the script (once) and returns a function that removes it again. */
export function attachTallyScript(onReady: () => void, onFail: () => void): () => void {
  document.getElementById(SCRIPT_ID)?.remove()
  const script = document.createElement("script")
  script.id = SCRIPT_ID
  script.src = TALLY_SCRIPT
  script.async = true
  script.addEventListener("load", () => (window.Tally ? onReady() : onFail()))
  script.addEventListener("error", onFail)
  document.body.appendChild(script)
  return () => script.remove()
}
