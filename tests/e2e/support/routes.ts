import type { z } from "zod"
import { collectionFor } from "../../../src/content/schema/collections"
import { isRecord } from "../../../src/content/content-tree"
import {
  readContent,
  readPage,
  type ContentFile,
  type ContentOf,
  type PageContent,
} from "../../../src/content/read-content"
import {
  MISSING_PATH,
  pageFolders,
  pageRoutes,
  templateRoutes,
  type PageRoute,
} from "../../../src/content/routes"
import { relatedPieces } from "../../../src/node/commission-resolvers"
import { pageWords } from "../../../src/content/commissions/commission-facets"
import { listPages } from "../../../src/content/commissions/commission-routes"
import path from "node:path"

/*
 * Every page in the route registry, with what a visitor or crawler must find
 * there: its title and description, and its outline (one h1, then an h2 for
 * each band, in order). All of it comes from the page's YAML, so a new page
 * is tested as soon as the registry knows it, and an editor's new words or a
 * band added to a list keep the suite green.
 */

/*
 * The content is read once a run: it does not change while the suite runs, and every spec file's worker
 * imports this module. Read afresh at each use, a piece's outline read every piece again (its related
 * pieces, the list pages): at 200 pieces, listing the tests took minutes.
 */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
const files = new Map<string, unknown>()
const read = <File extends ContentFile>(file: File): ContentOf<File> => {
  if (!files.has(file)) files.set(file, readContent(file))
  return files.get(file) as ContentOf<File>
}
const pageOf = (file: string): PageContent => {
  const key = `page:${file}`
  if (!files.has(key)) files.set(key, readPage(file))
  return files.get(key) as PageContent
}
const routes = once(() => pageRoutes())
const lists = once(() => listPages(path.resolve("content")))

const site = read("site.yaml")
export const SITE_URL = site.siteUrl
export const HOME_TITLE = `${site.name} | ${site.titleTagline}`

export interface RouteSpec extends PageRoute {
  title: string
  h1: string
  /** The section headings of <main>, in order. */
  h2: string[]
}

/** A band's heading: its `heading`, or an entry's `title` (a process step, a story). */
const headingOf = (band: unknown): string | undefined =>
  isRecord(band)
    ? [band.heading, band.title].find((value): value is string => typeof value === "string")
    : undefined

/** A band the page shows: a legal page's section about booking only when the site offers booking. */
const shown = (band: unknown) => !(isRecord(band) && band.bookingDisclosure && !site.booking)

/** A page of a folder listed whole by an index page (a guide, on /guides/): that index's route. */
const indexRouteOf = (file: string): PageRoute | undefined => {
  const folder = pageFolders().find(candidate => file.startsWith(`${candidate.folder}/`))
  return routes().find(route => folder?.listedAt !== undefined && route.path === folder.listedAt)
}

// As GraphQL's sort compares strings: by code units, not by locale.
const byCodeUnits = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)

/**
 * The pages an index lists (the guides on /guides/, the pieces on /commissions/), in its order: most
 * recently updated (a guide) or made (a piece) first, then by heading or name.
 */
const listedOn = (at: string, page = at) => {
  const all = newestFirst(
    pageFolders()
      .filter(folder => folder.listedAt === at)
      .flatMap(({ folder }) => routes().filter(route => route.file.startsWith(`${folder}/`)))
      .map(route => pageOf(route.file) as unknown as Record<string, unknown>)
  )
  // A long list shows a page of it at a time (src/content/commissions/commission-routes.ts): that page's pieces.
  const own = pageSlugs(page)
  return own ? all.filter(entry => own.includes(String(entry.slug))) : all
}

/** The slugs a page of /commissions/'s lists shows (a page of them at a time, newest first), if it is one. */
export const pageSlugs = (pagePath: string): string[] | undefined =>
  lists().find(list => list.path === pagePath)?.slugs

const newestFirst = (pages: Record<string, unknown>[]) =>
  pages.sort(
    (a, b) =>
      byCodeUnits(b.updated, a.updated) ||
      Number(b.year ?? 0) - Number(a.year ?? 0) ||
      byCodeUnits(a.heading ?? a.title, b.heading ?? b.title)
  )

/** The words an index's YAML holds for every page it lists (`labels`: the heading of a guide's contents). */
const sharedLabels = (file: string): Record<string, unknown> => {
  const index = indexRouteOf(file)
  const labels = index && (pageOf(index.file) as unknown as Record<string, unknown>).labels
  return isRecord(labels) ? labels : {}
}

/** A list of bands a page lets the visitor jump through: sections, each with a heading. */
const isSectionList = (band: unknown): band is unknown[] =>
  Array.isArray(band) &&
  band.length > 0 &&
  band.every(entry => isRecord(entry) && "body" in entry && "heading" in entry)

/**
 * The outline a page's YAML gives it. Its bands are its fields in the schema's
 * order (the order the YAML keeps and the page draws them); the h1 is the
 * page's own heading (a legal page's, a guide's) or the first band's (the hero
 * or intro); every later band with a heading, and every entry of a list of
 * bands, is an h2. An index that lists a folder's pages (/guides/) shows each
 * one's heading as an h2 under its opening; such a page opens its list of
 * sections with the contents heading its index holds for them all.
 */
export function outlineOf(file: string, at?: string): { h1: string; h2: string[] } {
  if (file.startsWith("commissions/")) return pieceOutline(file)
  const doc = pageOf(file) as unknown as Record<string, unknown>
  const shape = (collectionFor(file)?.schema as z.ZodObject | undefined)?.shape ?? doc
  const bands = Object.keys(shape)
    .filter(key => key !== "seo" && key !== "heading" && doc[key] !== undefined)
    .map(key => doc[key])
  const own = typeof doc.heading === "string" ? doc.heading : undefined
  const opening = own === undefined ? bands.findIndex(band => headingOf(band) !== undefined) : -1
  const h1 = own ?? headingOf(bands[opening])
  if (h1 === undefined) throw new Error(`content/${file} has no heading for its h1`)
  const first = routes().find(route => route.file === file)?.path
  const listed =
    first === undefined ? [] : listedOn(first, at ?? first).flatMap(page => headingOf(page) ?? [])
  const contents = sharedLabels(file).contents
  const rest = bands.slice(opening + 1)
  const h2 = rest.flatMap(band => {
    const headings = Array.isArray(band)
      ? band.filter(shown).flatMap(entry => headingOf(entry) ?? [])
      : (headingOf(band) ?? [])
    return isSectionList(band) && typeof contents === "string" ? [contents, ...headings] : headings
  })
  return { h1, h2: [...listed, ...h2] }
}

const commissionsPage = read("pages/commissions.yaml")
const pieces = once(() =>
  routes()
    .filter(route => route.file.startsWith("commissions/"))
    .map(route => read(route.file as `commissions/${string}.yaml`))
)

/** How many related pieces a piece's page shows, each as a card with its first picture. */
export const relatedCount = (file: string): number =>
  relatedPieces(read(file as `commissions/${string}.yaml`), pieces()).length

/** A piece's page: its name, then its facts, its story, the couple's words, related pieces and the closing call. */
function pieceOutline(file: string): { h1: string; h2: string[] } {
  const piece = read(file as `commissions/${string}.yaml`)
  const { labels, closing } = commissionsPage
  return {
    h1: piece.title,
    h2: [
      labels.details,
      labels.story,
      ...(piece.words ? [labels.words] : []),
      ...(relatedCount(file) > 0 ? [labels.related] : []),
      closing.heading,
    ],
  }
}

/** A filter page of /commissions/: the value's name, then the pieces it lists and the closing call. */
function facetOutline({ label }: NonNullable<PageRoute["facet"]>, at: string): { h1: string; h2: string[] } {
  const own = pageSlugs(at) ?? []
  const listed = pieces().filter(piece => own.includes(piece.slug))
  return {
    h1: label,
    h2: [
      ...newestFirst(listed as unknown as Record<string, unknown>[]).map(piece => String(piece.title)),
      commissionsPage.closing.heading,
    ],
  }
}

const titleOf = ({ path: at, file, facet, list }: PageRoute) =>
  at === "/"
    ? HOME_TITLE
    : `${facet?.title ?? pageOf(file).seo.title}${list ? pageWords(commissionsPage.filters.pages, list).title : ""} - ${site.name}`

const specOf = (route: PageRoute): RouteSpec => ({
  ...route,
  title: titleOf(route),
  ...(route.facet ? facetOutline(route.facet, route.path) : outlineOf(route.file, route.path)),
})

/** The filter pages of /commissions/ that stand for them all: one, the template's. */
const FACET_TEMPLATE = templateRoutes().find(route => route.facet)?.path

/**
 * Every page whose content is its own: each fixed page, legal page, guide and piece, and one filter
 * page of /commissions/ (they all show the same cards, filtered). FACET_ROUTES has every filter page.
 */
export const ROUTES: RouteSpec[] = routes()
  .filter(route => (!route.facet && !route.list) || route.path === FACET_TEMPLATE)
  .map(specOf)

/** Every filter page of /commissions/, one per value some piece has, and every later page of a list. */
export const FACET_ROUTES: RouteSpec[] = routes()
  .filter(route => route.facet || route.list)
  .map(specOf)

export const ROUTE_PATHS = ROUTES.map(route => route.path)

/** Every page of the site, each filter page included: what the sitemap must list. */
export const ALL_ROUTE_PATHS = routes().map(route => route.path)

/** Every route, plus a path with no page (the 404). */
export const ROUTE_PATHS_AND_MISSING = [...ROUTE_PATHS, MISSING_PATH]

/**
 * One route per page template, plus the 404: where a test of what a template decides runs (the
 * loading order, the faces, the largest paint, hydration, page errors). See templateRoutes.
 */
export const TEMPLATE_PATHS = templateRoutes().map(route => route.path)
export const TEMPLATE_PATHS_AND_MISSING = [...TEMPLATE_PATHS, MISSING_PATH]

/**
 * The routes a browser loads one by one (axe, the pictures, layout shift): each route whose page is
 * its own, but of the pieces only the template's. What else a piece's page could get wrong its content
 * passed in the content check (alt text, facts, its band) or the cheap checks over the served HTML
 * cover on every piece, so one more piece adds no browser test.
 */
export const BROWSER_PATHS_AND_MISSING = ROUTE_PATHS_AND_MISSING.filter(
  at =>
    !ROUTES.some(route => route.path === at && route.file.startsWith("commissions/")) ||
    TEMPLATE_PATHS.includes(at)
)
/** The tag of a test that runs on a route only because its content is the route's own: the desktop project runs it, the phone project does not. */
export const EVERY_ROUTE = "@every-route"
export const TEMPLATE_ROUTES = ROUTES.filter(route => TEMPLATE_PATHS.includes(route.path))

/** The route that shows a content file, such as "pages/contact-us.yaml". */
export function routeOf(file: string): RouteSpec {
  const route = ROUTES.find(candidate => candidate.file === file)
  if (!route) throw new Error(`No route shows content/${file}`)
  return route
}

export const seoDescription = (route: RouteSpec): string =>
  `${route.facet?.description ?? pageOf(route.file).seo.description}${route.list ? pageWords(commissionsPage.filters.pages, route.list).description : ""}`
