import { FACETS, facetPath, facetValuesOf, type Facet } from "./commission-facets"
import { formatBand } from "../price-format"

/** One facet's filters as the lists show them: its heading and a link per value some piece has. */
export interface FilterGroup {
  facet: Facet
  heading: string
  choices: { label: string; to: string }[]
}

interface Words {
  band: string
  metal: { label: string; values: readonly { value: string; label: string }[] }
  stone: { label: string; values: readonly { value: string; label: string }[] }
  shape: { label: string; values: readonly { value: string; label: string }[] }
  setting: { label: string; values: readonly { value: string; label: string }[] }
}

/**
 * The filters of /commissions/, worked out at build time (a GraphQL field, src/node/commission-resolvers.ts)
 * so a list page sends their links, not every piece's facets and the code to sort them: for each facet,
 * the values some piece has, in the order the words list them (bands in their file's order).
 */
export function filterGroups(
  words: Words,
  bands: readonly { id: string; label: string; low: number; high: number }[],
  pieces: Iterable<Partial<Record<Facet, unknown>>>
): FilterGroup[] {
  const used = new Set([...pieces].flatMap(piece => facetValuesOf(piece).map(pair => pair.join("/"))))
  const has = (facet: Facet, value: string) => used.has(`${facet}/${value}`)
  return FACETS.map(facet => ({
    facet,
    heading: facet === "band" ? words.band : words[facet].label,
    choices:
      facet === "band"
        ? bands
            .filter(band => has(facet, band.id))
            .map(band => ({
              label: `${band.label} ${formatBand(band.low, band.high)}`,
              to: facetPath(facet, band.id),
            }))
        : words[facet].values
            .filter(({ value }) => has(facet, value))
            .map(({ value, label }) => ({ label, to: facetPath(facet, value) })),
  })).filter(group => group.choices.length > 0)
}
