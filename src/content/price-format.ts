/*
 * Prices as the site writes them: Singapore dollars, whole, with thousands separated. One format for
 * the pages, the filters' names and the share cards, so a band reads the same everywhere.
 */

const SGD = new Intl.NumberFormat("en-SG", { maximumFractionDigits: 0 })

/** "S$3,000" */
export const formatSgd = (amount: number) => `S$${SGD.format(amount)}`

/** "S$3,000–6,000": a band from its low to its high figure. */
export const formatBand = (low: number, high: number) => `${formatSgd(low)}–${SGD.format(high)}`
