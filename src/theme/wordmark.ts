import { theme } from "./tokens"
import { ADVANCES } from "./wordmark-metrics"

/*
 * The brand name as the header sets it: Cormorant Garamond 500 in capitals, tracked. Its width is
 * known before any page is drawn, from the face's own advances (wordmark-metrics.ts), so the
 * header can size a name of any length to one line in pure CSS, and the content check can tell
 * when a name is too wide for a phone and needs a short name there.
 */

const em = (value: string) => parseFloat(value)

/** The wordmark's tracking, in ems: the button's on phones, the eyebrow's from md up (src/layout/brand.tsx). */
export const WORDMARK_TRACKING = {
  phone: em(theme.letterSpacings.button),
  wide: em(theme.letterSpacings.eyebrow),
}

const WIDEST = Math.max(...Object.values(ADVANCES))

/**
 * A first visit on a slow line keeps the fallback face for the page (fonts.css: font-display:
 * optional), Times New Roman or Liberation Serif at 98.5%, which sets capitals 1-3% wider than
 * Cormorant (measured over sample names); the name is sized for the wider of the two.
 */
const FALLBACK_ALLOWANCE = 1.04

/**
 * The width of `text` in capitals, in ems, without its tracking, allowing for the fallback face;
 * a character the face lacks counts as its widest.
 */
export const wordmarkWidth = (text: string): number =>
  (FALLBACK_ALLOWANCE *
    [...text.toUpperCase()].reduce(
      (sum, character) => sum + (ADVANCES[character.codePointAt(0) ?? 0] ?? WIDEST),
      0
    )) /
  1000

/** How many characters `text` is, as the tracking counts them. */
export const wordmarkCharacters = (text: string): number => [...text.toUpperCase()].length

/**
 * The room the header leaves the name on the narrowest phone that shows it (360 px: below, only
 * the mark shows), beside the mark, the header's button (Contact Us) and the menu button,
 * measured in the browser; and the least size a name may be set at there.
 */
export const PHONE_WORDMARK = { viewport: 360, roomPx: 97, leastPx: 11 }

/** The size `text` is set at in that room, in px (never above the heading size it starts from). */
export const phoneWordmarkPx = (text: string): number =>
  PHONE_WORDMARK.roomPx / (wordmarkWidth(text) + wordmarkCharacters(text) * WORDMARK_TRACKING.phone)
