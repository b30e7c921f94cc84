/*
 * What in a band needs script to work: a control, a frame, the booking link that opens the calendar
 * on the page, or a place a script fills after the page loads (`data-script`: the contact form's
 * frame, the consent choice). A band whose server markup holds none of these is left as the server
 * drew it on a page's first load (src/ui/server-markup.ts): the one place that decides it.
 */
export const NEEDS_SCRIPT =
  "button, input, select, textarea, iframe, form, dialog, [role='button'], [data-booking], [data-script]"

/** The mark for a place a script fills once the page has loaded, which the server draws empty. */
export const FILLED_BY_SCRIPT = { "data-script": "" } as const
