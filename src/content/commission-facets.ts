/*
 * What a commission may be, one list per facet. The values are the schema's (an editor picks from
 * them in the CMS, the check refuses any other) and each is a page's address
 * (/commissions/metal/platinum/); what a visitor reads for each lives in content/pages/commissions.yaml.
 * A new value here needs its words there, which the check asks for.
 */

export const COMMISSIONS_PATH = "/commissions/"

export const FACET_VALUES = {
  metal: ["yellow-gold", "white-gold", "rose-gold", "platinum"],
  stone: ["natural-diamond", "lab-grown-diamond", "coloured-gemstone", "none"],
  shape: ["round", "oval", "emerald", "cushion", "pear", "princess", "marquise", "cabochon"],
  setting: ["prong", "halo", "bezel", "three-stone", "pave", "channel", "plain"],
} as const

/** The facets a piece is described by, and the price band: each value of each has a page when a piece has it. */
export const FACETS = ["metal", "stone", "shape", "setting", "band"] as const
export type Facet = (typeof FACETS)[number]

/** The address's word for each facet: a band's pages read as a budget. */
export const FACET_SEGMENT: Record<Facet, string> = {
  metal: "metal",
  stone: "stone",
  shape: "shape",
  setting: "setting",
  band: "budget",
}

export const commissionPath = (slug: string) => `${COMMISSIONS_PATH}${slug}/`
export const facetPath = (facet: Facet, value: string) =>
  `${COMMISSIONS_PATH}${FACET_SEGMENT[facet]}/${value}/`

/** The facet values a piece has, as its YAML gives them (a piece without a stone has no shape). */
export const facetValuesOf = (piece: Partial<Record<Facet, unknown>>): [Facet, string][] =>
  FACETS.flatMap(facet => {
    const value = piece[facet]
    return typeof value === "string" ? [[facet, value] as [Facet, string]] : []
  })
