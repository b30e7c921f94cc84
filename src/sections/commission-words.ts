import type { Facet } from "../content/commissions/commission-facets"
import { formatBand } from "../content/price-format"

/*
 * What a visitor reads for a piece's facets and band, from /commissions/'s words and the bands'
 * data: the cards, the filters, a piece's facts and the contact page all name them alike.
 */

export type FilterWords = Queries.CommissionFilterWordsFragment
export type Band = Queries.PriceBandFieldsFragment

/** A facet value's words ("Platinum"); the value itself if the words are missing (the check asks for them). */
export function valueLabel(filters: FilterWords, facet: Exclude<Facet, "band">, value: string): string {
  return filters[facet].values.find(entry => entry.value === value)?.label ?? value
}

export const bandById = (bands: readonly Band[], id: string): Band | undefined =>
  bands.find(band => band.id === id)

/** "S$3,000–6,000" for a band's id, or nothing for an id the check refuses. */
export const bandFigures = (bands: readonly Band[], id: string): string | undefined => {
  const band = bandById(bands, id)
  return band && formatBand(band.low, band.high)
}
