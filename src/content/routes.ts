import fs from "node:fs"
import path from "node:path"
import { collections } from "./schema/collections"
import { parseContentYaml } from "./content-yaml"
import type { ListPlace } from "./commissions/commission-facets"
import { COMMISSIONS_FILE, listPages, type FacetPage } from "./commissions/commission-routes"

/**
 * The one list of the site's pages. Scripts (Lighthouse, screenshots, share
 * images), browser tests and budgets all read it, so a new page is known
 * everywhere once it has a route in `collections.ts` (or a YAML file in a
 * folder of pages: content/legal/, content/guides/). A unit test fails if
 * src/pages/ and this list disagree.
 */
export interface PageRoute {
  /** The URL path, with the site's trailing slash. */
  path: string
  /** The YAML file under content/ that holds the page's copy and metadata. */
  file: string
  /** A filter page of /commissions/ (one facet's value): its words are made from `file`'s and the value's. */
  facet?: FacetPage
  /** A later page of a list (/commissions/page/2/): where it stands in its list. */
  list?: ListPlace
}

/** Routes that have a page file in src/pages/, in the order the site presents them. */
export const fixedRoutes = (): PageRoute[] =>
  collections.flatMap(c => ("route" in c ? [{ path: c.route, file: c.pattern }] : []))

/**
 * The folders whose every file is a page (content/legal/, content/guides/), with where their pages
 * live and the page that lists them all, if one does.
 */
export const pageFolders = (): { type: string; folder: string; prefix: string; listedAt?: string }[] =>
  collections.flatMap(c =>
    "routePrefix" in c
      ? [
          {
            type: c.type,
            folder: c.pattern.slice(0, -"/*.yaml".length),
            prefix: c.routePrefix,
            ...("listedAt" in c ? { listedAt: c.listedAt } : {}),
          },
        ]
      : []
  )

/** One page per YAML file in a folder of pages, at its prefix + `<slug>/` (the file name if the slug is missing). */
function folderRoutes(folder: string, prefix: string, contentDir: string): PageRoute[] {
  const dir = path.join(contentDir, folder)
  if (!fs.existsSync(dir)) return []
  return (
    fs
      .readdirSync(dir, { withFileTypes: true })
      // Regular files only, as the content check reads them: a link is refused there, never a page.
      .filter(entry => entry.isFile() && entry.name.endsWith(".yaml"))
      .map(entry => entry.name)
      .sort()
      .map(name => {
        // A file that does not parse is the content check's to report; its page keeps the file's name.
        const parsed = parseContentYaml(fs.readFileSync(path.join(dir, name)))
        const slug = parsed.ok ? (parsed.data as { slug?: unknown } | null)?.slug : undefined
        return {
          path: `${prefix}${typeof slug === "string" ? slug : name.slice(0, -".yaml".length)}/`,
          file: `${folder}/${name}`,
        }
      })
  )
}

/** The pages one folder's collection makes (its GraphQL type: LegalPage, Guide). */
function routesOf(type: string, contentDir: string): PageRoute[] {
  const found = pageFolders().find(folder => folder.type === type)
  if (!found) throw new Error(`collections.ts has no folder of pages of type ${type}`)
  return folderRoutes(found.folder, found.prefix, contentDir)
}

/** One page per YAML file under content/legal/, at `/<slug>/`. */
export const legalRoutes = (contentDir = path.resolve("content")) => routesOf("LegalPage", contentDir)

/** One page per YAML file under content/guides/, at `/guides/<slug>/`. */
export const guideRoutes = (contentDir = path.resolve("content")) => routesOf("Guide", contentDir)

/** Every page made from a folder of pages, in the order of `collections.ts`. */
const folderPageRoutes = (contentDir = path.resolve("content")): PageRoute[] =>
  pageFolders().flatMap(({ folder, prefix }) => folderRoutes(folder, prefix, contentDir))

/**
 * The pages of /commissions/'s lists that gatsby-node makes: each filter page (one per facet value
 * some piece has) and every later page of a list (/commissions/page/2/, .../metal/platinum/page/2/).
 */
export const facetRoutes = (contentDir = path.resolve("content")): PageRoute[] =>
  listPages(contentDir).flatMap(({ path: pagePath, facet, list }) =>
    list.page === 1 && !facet
      ? [] // /commissions/ itself: a page file of its own (fixedRoutes)
      : [
          {
            path: pagePath,
            file: COMMISSIONS_FILE,
            ...(facet ? { facet } : {}),
            ...(list.page > 1 ? { list } : {}),
          },
        ]
  )

/** Every page of the site. */
export const pageRoutes = (contentDir?: string): PageRoute[] => [
  ...fixedRoutes(),
  ...folderPageRoutes(contentDir),
  ...facetRoutes(contentDir),
]

/**
 * One page per page template: each fixed route (a page file of its own), and the first page of
 * each folder of pages (its pages share one template). Behaviour a template decides is tested and
 * measured once, on these; what differs per page (words, metadata, outline, pictures) is checked on
 * every route. A new guide or legal page therefore adds no template route.
 */
export const templateRoutes = (contentDir?: string): PageRoute[] => {
  const folders = pageFolders()
  const templateOf = (route: PageRoute) =>
    route.facet
      ? "CommissionFacet"
      : (folders.find(({ folder }) => route.file.startsWith(`${folder}/`))?.type ?? route.file)
  const seen = new Set<string>()
  return pageRoutes(contentDir).filter(route => {
    const template = templateOf(route)
    if (seen.has(template)) return false
    seen.add(template)
    return true
  })
}

/** A path no page has: what scripts and tests visit to see the 404 page. */
export const MISSING_PATH = "/no-such-page/"
