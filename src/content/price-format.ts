/*
 * Prices as the site writes them: Singapore dollars, whole, with thousands separated. One format for
 * the pages, the filters' names and the share cards, so a band reads the same everywhere.
 */

const SGD = new Intl.NumberFormat("en-SG", { maximumFractionDigits: 0 })

/** "S$3,000" */
export const formatSgd = (amount: number) => `S$${SGD.format(amount)}`

/**
 * "S$3,000–6,000": a band from its low to its high figure. A line may break after a dash, and a range
 * split there ("S$3,000–" at a line's end) reads as two prices: a word joiner (U+2060, drawn as
 * nothing) after the dash keeps the range whole wherever it is set, in any element, with no script.
 */
export const formatBand = (low: number, high: number) => `${formatSgd(low)}\u2013\u2060${SGD.format(high)}`
