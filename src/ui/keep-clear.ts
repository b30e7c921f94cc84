/*
 * What a control floating over the page (the WhatsApp button on a phone) keeps off: every form,
 * every open dialog, and any other place a visitor works in, marked with KEEP_CLEAR (a bar pinned to
 * the screen that is not inside a form, a form drawn without a <form>). A <form> needs no mark.
 * layout/whatsapp-button.tsx steps aside while one of them lies where it stands.
 */

/** Spread on an element a floating control must never cover: `<div {...KEEP_CLEAR}>`. */
export const KEEP_CLEAR = { "data-keep-clear": "" } as const

/** Every place a floating control keeps off. */
export const KEEP_CLEAR_SELECTOR = "form, dialog, [data-keep-clear]"
