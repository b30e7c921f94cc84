import { Kind, parse } from "graphql"
import type * as React from "react"
import { collections, type Collection } from "../../src/content/schema/collections"
import { previewData } from "./preview-data"
import type { PreviewBuild, PreviewDocument, PreviewTemplate } from "./preview-schema"

/*
 * Which page of the site draws an entry of the CMS, found from the page files'
 * queries alone: the page whose query asks first for the entry's type (homePage
 * for HomePage, guide(id: ...) for a Guide), or, for a file no page asks for
 * (the ring-size table), the pages whose queries read it. No page's component
 * runs here: only the one page that draws the entry is drawn, so a page that
 * cannot draw troubles no other entry's preview.
 */

/** A file of src/pages/: its component and the query it exports. */
export interface PageModule {
  default: unknown
  query?: unknown
}

type PageComponent = React.ComponentType<{
  data: unknown
  location: { pathname: string }
  pageContext?: unknown
}>

export interface PreviewSetup {
  build: PreviewBuild
  pages: readonly PageModule[]
}

export interface PageFile {
  Page: PageComponent
  query: string
}

/** The type a page's query draws: the first thing it asks for (homePage: HomePage, guide(id: ...): Guide). */
function typeDrawnBy(query: string): string | undefined {
  try {
    const operation = parse(query, { noLocation: true }).definitions.find(
      definition => definition.kind === Kind.OPERATION_DEFINITION
    )
    const first = operation?.selectionSet.selections.find(selection => selection.kind === Kind.FIELD)
    return first && `${first.name.value.charAt(0).toUpperCase()}${first.name.value.slice(1)}`
  } catch {
    // A query that does not parse draws nothing here (the build refuses it before /admin/ is built).
    return undefined
  }
}

/** Which page file draws which type, read from the pages' query texts. */
const pagesByType = new WeakMap<readonly PageModule[], Map<string, PageFile>>()
function pagesOf(pages: readonly PageModule[]): Map<string, PageFile> {
  let known = pagesByType.get(pages)
  if (!known) {
    known = new Map()
    for (const { default: Page, query } of pages) {
      const type = typeof query === "string" ? typeDrawnBy(query) : undefined
      if (type && !known.has(type)) known.set(type, { Page: Page as PageComponent, query: query as string })
    }
    pagesByType.set(pages, known)
  }
  return known
}

/** The page file whose query asks for this type (homePage for HomePage), if any. */
export function pageFor(type: string, pages: readonly PageModule[]): PageFile | undefined {
  return pagesOf(pages).get(type)
}

/** A document's address on the site. */
export const pathnameOf = (template: PreviewTemplate, document: Record<string, unknown>) =>
  template.route ??
  `${template.routePrefix ?? "/"}${typeof document.slug === "string" ? document.slug : template.name}/`

/** A page of the site that shows a file no page file asks for: the document it draws, and where. */
export interface ShownOn {
  /** The type the page draws (Guide). */
  drawn: string
  page: PageFile
  document: PreviewDocument
  pathname: string
}

/**
 * The pages that show a type no page file draws (the ring-size table: the guides with a size
 * chart), found by running every page's query over the content as /admin/ was built and seeing
 * which ones read it. Queries only: no page is drawn. Worked out once per type.
 */
const shownOnBySetup = new WeakMap<PreviewSetup, Map<string, ShownOn[]>>()
export function pagesShowing(type: string, setup: PreviewSetup): ShownOn[] {
  const { build, pages } = setup
  let known = shownOnBySetup.get(setup)
  if (!known) shownOnBySetup.set(setup, (known = new Map<string, ShownOn[]>()))
  const cached = known.get(type)
  if (cached) return cached
  let reads = false
  const data = previewData({
    build,
    documents: build.documents,
    asset: () => "",
    onRead: read => {
      reads ||= read === type
    },
  })
  const shown: ShownOn[] = []
  for (const [drawn, page] of pagesOf(pages)) {
    const template = build.templates.find(candidate => candidate.type === drawn)
    for (const document of template ? (build.documents[drawn] ?? []) : []) {
      reads = false
      try {
        data.run(page.query, { id: document.id, slugs: [] })
      } catch {
        // A page whose query cannot run on the build's content shows nothing here.
        continue
      }
      if (reads && template) shown.push({ drawn, page, document, pathname: pathnameOf(template, document) })
    }
  }
  // The page the collection names first (the guides for the ring-size table), in the site's order after.
  const first = (collections as readonly Collection[]).find(collection => collection.type === type)?.previewOn
  shown.sort((a, b) => Number(b.drawn === first) - Number(a.drawn === first))
  known.set(type, shown)
  return shown
}
