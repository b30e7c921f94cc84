/*
 * The Tally form embed. The page adds Tally's script when it opens and removes
 * it when the visitor leaves; if the script cannot load, the iframe is given
 * its address directly so the form still works without Tally's resizing.
 */

import { addThirdPartyScript } from "./third-party-script"

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

/** Adds the script (once) and returns a function that removes it again. Exactly one of the callbacks runs. */
export const attachTallyScript = (onReady: () => void, onFail: () => void): (() => void) =>
  addThirdPartyScript(
    { id: SCRIPT_ID, src: TALLY_SCRIPT, ready: () => Boolean(window.Tally), removeOnStop: true },
    onReady,
    onFail
  )
