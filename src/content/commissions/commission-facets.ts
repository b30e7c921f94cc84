/*
 * What a commission may be, one list per facet. The values are the schema's (an editor picks from
 * them in the CMS, the check refuses any other) and each is a page's address
 * (/commissions/metal/platinum/); what a visitor reads for each lives in content/pages/commissions.yaml.
 * A new value here needs its words there, which the check asks for.
 */

export const COMMISSIONS_PATH = "/commissions/"

export const FACET_VALUES = {
  metal: ["yellow-gold", "white-gold", "rose-gold", "platinum"],
  stone: ["natural-diamond", "lab-grown-diamond", "sapphire", "ruby", "emerald", "coloured-gemstone", "none"],
  shape: ["round", "oval", "emerald", "cushion", "pear", "princess", "marquise", "cabochon"],
  setting: ["prong", "halo", "bezel", "three-stone", "pave", "channel", "plain"],
} as const

/**
 * How a ring's band is made: plain, set with small diamonds along its top (pavé), or with stones in a
 * channel all the way round. Not a filter, only a fact of the piece; the ring designer opens a piece
 * with its band when it offers that band, so the two name a band by the same value.
 */
export const BAND_STYLES = ["plain", "pave", "channel"] as const

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

/** How many pieces a list page shows (newest first): /commissions/ and each filter page go on at /page/2/. */
export const LIST_PAGE_SIZE = 12

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Newest first, then by title: the order every list shows, as its query sorts (year DESC, title ASC). */
export const newestFirst = <T extends Record<string, unknown>>(pieces: readonly T[]): T[] =>
  [...pieces].sort(
    (a, b) => Number(b.year ?? 0) - Number(a.year ?? 0) || compare(String(a.title), String(b.title))
  )

/** How many pages a list of `count` pieces takes: one at least, an empty list's. */
export const listPageCount = (count: number) => Math.max(1, Math.ceil(count / LIST_PAGE_SIZE))

/** Page `page` of the list whose first page is `first`: the first keeps its address. */
export const listPagePath = (first: string, page: number) => (page <= 1 ? first : `${first}page/${page}/`)

/** Where a page of a list stands: page `page` of `pages`, the list's first page at `first`. */
export interface ListPlace {
  page: number
  pages: number
  first: string
}

/** The words of a list's pages (content/pages/commissions.yaml, filters.pages). */
export interface ListWords {
  label: string
  page: string
  of: string
  newer: string
  older: string
}

/** One link between a list's pages, its words made at build time; no `to` for a gap ("…"). */
export interface ListLink {
  to?: string
  text: string
  /** Its name for screen readers, where the text is a bare number: "Page 2 of 9". */
  name?: string
  rel?: "prev" | "next"
  current?: boolean
}

/**
 * The links under a list's page: the page before, the first, the last and those beside this one
 * (a gap for the rest), the page after. None when the list fits one page.
 */
export function listLinks({ page, pages, first }: ListPlace, words: ListWords): ListLink[] {
  if (pages <= 1) return []
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter(n => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  const numbered = shown.flatMap((n, index): ListLink[] => [
    ...(index > 0 && n - shown[index - 1] > 1 ? [{ text: "…" }] : []),
    {
      to: listPagePath(first, n),
      text: String(n),
      name: `${words.page} ${n} ${words.of} ${pages}`,
      ...(n === page ? { current: true } : {}),
    },
  ])
  return [
    ...(page > 1 ? [{ to: listPagePath(first, page - 1), text: words.newer, rel: "prev" as const }] : []),
    ...numbered,
    ...(page < pages ? [{ to: listPagePath(first, page + 1), text: words.older, rel: "next" as const }] : []),
  ]
}

/** What gatsby-node gives each list page (src/node/commission-pages.ts): its place and its pieces. */
export interface ListContext {
  page: number
  pages: number
  first: string
  total: number
  slugs: string[]
  /** The links between the list's pages (none for a list of one page), made from `words`. */
  links: ListLink[]
  /** The words of those links (filters.pages): in the page's data whether or not it has any, as copy is. */
  words: ListWords
  /** What this page adds to the list's title and description (pageWords): nothing on the first. */
  more: { title: string; description: string }
}

/**
 * What a later list page adds to its title ("…, page 2 of 9") and its description ("… Page 2 of 9."),
 * so no two pages of a list read alike in search results; the first page adds nothing.
 */
export function pageWords(
  words: { page: string; of: string },
  { page, pages }: Pick<ListPlace, "page" | "pages">
): { title: string; description: string } {
  if (page <= 1) return { title: "", description: "" }
  const place = `${page} ${words.of} ${pages}`
  return { title: `, ${words.page.toLowerCase()} ${place}`, description: ` ${words.page} ${place}.` }
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
