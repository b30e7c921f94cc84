/*
 * The Tally form embed. The page adds Tally's script when it opens and removes
 * it when the visitor leaves; if the script cannot load, the iframe is given
 * its address directly so the form still works without Tally's resizing.
 */

import { TALLY_FORM_PAGE, TALLY_ORIGIN, TALLY_SCRIPT } from "../providers/tally"
import { addThirdPartyScript } from "./third-party-script"

const SCRIPT_ID = "tally-embed-script"

/** Whether a message is the form's own, saying it loaded or was sent: sections hear it through the contact room. */
export { isTallyFormMessage } from "../providers/tally"

declare global {
  interface Window {
    Tally?: { loadEmbeds: () => void }
  }
}

/**
 * Tally fills a hidden field from the URL parameter of the same name: the form's "design" field, and
 * a designed ring's brief, one field each (shape, setting, ...: docs/design.md).
 */
const hiddenFields = (design?: string | null, fields: Record<string, string> = {}) =>
  Object.entries({ ...(design ? { design } : {}), ...fields })
    .map(([name, value]) => `&${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("")

export const tallyEmbedUrl = (formId: string, design?: string | null, fields?: Record<string, string>) =>
  `${TALLY_ORIGIN}/embed/${encodeURIComponent(formId)}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1${hiddenFields(design, fields)}`

export const tallyFormUrl = (formId: string) => `${TALLY_FORM_PAGE}${encodeURIComponent(formId)}`

/** Adds the script (once) and returns a function that removes it again. Exactly one of the callbacks runs. */
export const attachTallyScript = (onReady: () => void, onFail: () => void): (() => void) =>
  addThirdPartyScript(
    { id: SCRIPT_ID, src: TALLY_SCRIPT, ready: () => Boolean(window.Tally), removeOnStop: true },
    onReady,
    onFail
  )
