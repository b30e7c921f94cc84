import fs from "node:fs"
import path from "node:path"
import {
  COMMISSIONS_PATH,
  FACETS,
  FACET_VALUES,
  LIST_PAGE_SIZE,
  facetPath,
  facetValuesOf,
  listPageCount,
  newestFirst,
  listPagePath,
  type Facet,
  type ListPlace,
} from "./commission-facets"
import { isRecord } from "../content-tree"
import { parseContentYaml } from "../content-yaml"
import { factValues, fillFacts, type Facts } from "../facts"
import { formatBand } from "../price-format"

/*
 * The filter pages of /commissions/: one per facet value that some piece has, none for a value no
 * piece has. Read from the YAML as written, as the rest of the route registry is, so a file the
 * content check refuses still leaves every other page in place.
 */

export const COMMISSIONS_FILE = "pages/commissions.yaml"
export const PRICE_BANDS_FILE = "data/price-bands.yaml"
export const COMMISSIONS_FOLDER = "commissions"

/** One filter page: the facet and value it lists, and the words its title and description are made of. */
export interface FacetPage {
  facet: Facet
  value: string
  /** What a visitor reads for the value: "Platinum", or a band's name ("Classic"). */
  label: string
  title: string
  description: string
}

const read = (contentDir: string, file: string): Record<string, unknown> => {
  const full = path.join(contentDir, file)
  if (!fs.existsSync(full)) return {}
  const parsed = parseContentYaml(fs.readFileSync(full))
  return parsed.ok && isRecord(parsed.data) ? parsed.data : {}
}

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : []

/** The pieces as written, in file order (regular .yaml files only, as the content check reads them). */
export function commissionsIn(contentDir: string): Record<string, unknown>[] {
  const dir = path.join(contentDir, COMMISSIONS_FOLDER)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(".yaml"))
    .map(entry => entry.name)
    .sort()
    .map(name => read(contentDir, `${COMMISSIONS_FOLDER}/${name}`))
}

/** What the commissions page's YAML names each value of each facet, and a band's figures. */
function labelsOf(contentDir: string): (facet: Facet, value: string) => { label: string; figures?: string } {
  const page = read(contentDir, COMMISSIONS_FILE)
  const filters = isRecord(page.filters) ? page.filters : {}
  const bands = records(read(contentDir, PRICE_BANDS_FILE).bands)
  return (facet, value) => {
    if (facet === "band") {
      const band = bands.find(candidate => candidate.id === value)
      const label = typeof band?.label === "string" ? band.label : value
      return band && typeof band.low === "number" && typeof band.high === "number"
        ? { label, figures: formatBand(band.low, band.high) }
        : { label }
    }
    const words = isRecord(filters[facet]) ? filters[facet] : {}
    const label = records(words.values).find(entry => entry.value === value)?.label
    return { label: typeof label === "string" ? label : value }
  }
}

/** The order a facet's values are shown in: the schema's, or the bands' file's. */
function orderOf(contentDir: string, facet: Facet): readonly string[] {
  if (facet !== "band") return FACET_VALUES[facet]
  return records(read(contentDir, PRICE_BANDS_FILE).bands).flatMap(band =>
    typeof band.id === "string" ? [band.id] : []
  )
}

function factsOf(contentDir: string): Record<string, string> {
  try {
    return factValues(read(contentDir, "site.yaml") as unknown as Facts)
  } catch {
    return {}
  }
}

/** Every filter page, facet by facet, each value in its order, for the values some piece has. */
export function facetPages(contentDir: string): FacetPage[] {
  const pieces = commissionsIn(contentDir)
  const page = read(contentDir, COMMISSIONS_FILE)
  // As the pages' copy reads: {facts} filled in from site.yaml (those it holds, if it is refused).
  const facts = factsOf(contentDir)
  const fill = (text: unknown) => (typeof text === "string" ? fillFacts(text.trim(), facts) : "")
  const heading = fill(isRecord(page.intro) ? page.intro.heading : undefined)
  const filters = isRecord(page.filters) ? page.filters : {}
  // While any piece is a sample, the sentence says the list is examples (the page's words for it).
  const samples = isRecord(page.samples) ? page.samples : {}
  const sentence = fill(
    pieces.some(piece => piece.sample === true) ? samples.facetDescription : filters.facetDescription
  )
  const labelOf = labelsOf(contentDir)
  const used = new Set(
    pieces.flatMap(piece => facetValuesOf(piece).map(([facet, value]) => `${facet}/${value}`))
  )
  return FACETS.flatMap(facet =>
    orderOf(contentDir, facet)
      .filter(value => used.has(`${facet}/${value}`))
      .map(value => {
        const { label: written, figures } = labelOf(facet, value)
        const label = fill(written)
        const named = figures ? `${label}, ${figures}` : label
        return { facet, value, label, title: `${heading}: ${named}`, description: `${named}. ${sentence}` }
      })
  )
}

export const facetPagePath = ({ facet, value }: Pick<FacetPage, "facet" | "value">) => facetPath(facet, value)

/** One page of a list of pieces: /commissions/ or a filter page, or a later page of either. */
export interface ListPage {
  path: string
  /** The filter it lists, if any: none on /commissions/ and its later pages. */
  facet?: FacetPage
  list: ListPlace
  /** How many pieces the whole list has, over all its pages. */
  total: number
  /** The slugs of the pieces this page shows, newest first (as the list's GraphQL sort). */
  slugs: string[]
}

function pagesOf(first: string, pieces: readonly Record<string, unknown>[], facet?: FacetPage): ListPage[] {
  const slugs = newestFirst(pieces).flatMap(piece => (typeof piece.slug === "string" ? [piece.slug] : []))
  const pages = listPageCount(slugs.length)
  return Array.from({ length: pages }, (_, index) => ({
    path: listPagePath(first, index + 1),
    ...(facet ? { facet } : {}),
    list: { page: index + 1, pages, first },
    total: slugs.length,
    slugs: slugs.slice(index * LIST_PAGE_SIZE, (index + 1) * LIST_PAGE_SIZE),
  }))
}

/**
 * Every page of every list: /commissions/ (its first page a page file of its own) and each filter
 * page, each cut into pages of LIST_PAGE_SIZE pieces, so no list page grows with the atelier.
 */
export function listPages(contentDir: string): ListPage[] {
  const pieces = commissionsIn(contentDir)
  return [
    ...pagesOf(COMMISSIONS_PATH, pieces),
    ...facetPages(contentDir).flatMap(facet =>
      pagesOf(
        facetPagePath(facet),
        pieces.filter(piece =>
          facetValuesOf(piece).some(([name, value]) => name === facet.facet && value === facet.value)
        ),
        facet
      )
    ),
  ]
}
