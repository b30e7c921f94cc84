/*
 * Tally, the contact form's provider. Every Tally address the site uses
 * starts here: its origin and script (src/contact/tally.ts writes the form's
 * addresses from them), what the Content-Security-Policy allows it, and the
 * message its embed posts when a form is sent. (The privacy page names Tally in its own copy: the form is on
 * every build, so nothing needs writing from a setting.)
 */

export const TALLY_ORIGIN = "https://tally.so"
export const TALLY_SCRIPT = `${TALLY_ORIGIN}/widgets/embed.js`

/** What the Content-Security-Policy allows on every page: the embed's script, its frame, and the form it sends. */
export const TALLY_CSP = { script: [TALLY_ORIGIN], frame: [TALLY_ORIGIN] }

/**
 * What the form adds to the load of the page that embeds it (held by scripts/quality/budgets.ts):
 * embed.js and the form's frame. What the frame loads inside is Tally's page, not this one's.
 */
export const TALLY_LOAD = { scripts: 1, scriptKiB: 10, requests: 2, KiB: 40 }

/** A form's own page on Tally, where the embed's readers without script are sent. */
export const TALLY_FORM_PAGE = `${TALLY_ORIGIN}/r/`

/**
 * The submission a message from Tally's embed reports for this form: its id
 * when the message carries one (null otherwise). Null for anything else,
 * from anywhere else: another form, another message, a malformed one.
 */
export function tallySubmission(
  { origin, data }: { origin: string; data: unknown },
  formId: string
): { id: string | null } | null {
  if (origin !== TALLY_ORIGIN || typeof data !== "string" || !data.includes("Tally.FormSubmitted"))
    return null
  let payload: { formId?: unknown; id?: unknown } | undefined
  try {
    payload = (JSON.parse(data) as { payload?: typeof payload }).payload
  } catch {
    return null
  }
  if (payload?.formId !== formId) return null
  return { id: typeof payload.id === "string" && payload.id ? payload.id : null }
}

/** Whether a message is the embedded form saying it has loaded (or moved on a page): it is there to use. */
export const isTallyFormMessage = ({ origin, data }: { origin: string; data: unknown }): boolean =>
  origin === TALLY_ORIGIN &&
  typeof data === "string" &&
  (data.includes("Tally.FormLoaded") || data.includes("Tally.FormPageView"))
