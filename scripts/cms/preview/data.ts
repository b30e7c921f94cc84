import {
  buildSchema,
  execute,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  validate,
} from "graphql"
import { sectionsWithBooking } from "../../../src/contact/booking-disclosure"
import { factValues, fillFacts, type Facts } from "../../../src/content/facts"
import {
  LIST_PAGE_SIZE,
  newestFirst,
  type ListContext,
} from "../../../src/content/commissions/commission-facets"
import { filterGroups } from "../../../src/content/commissions/commission-filter-groups"
import { designOfPiece, similarDesignPath, type PieceChoices } from "../../../src/content/design"
import { DESIGN_WIDTHS } from "../../../src/content/design-pictures"
import { ringSizeTable, withGuideMessages } from "../../../src/node/guide-resolvers"
import {
  commissionMessages,
  pieceSlugOf,
  relatedPieces,
  type CommissionMessageSources,
  CONTACT_PATH,
  offeredIn,
  type DesignerOptions,
} from "../../../src/node/commission-resolvers"
import { wordmarkWidth } from "../../../src/theme/wordmark"
import type { PreviewBuild, PreviewDocument, PreviewDocuments } from "./schema"

/*
 * Gatsby's data layer, small enough for the editor's browser: the pages' and
 * sections' own queries and fragments, run against the entry being edited
 * and, for what a page reads of other files (every guide on /guides/, the
 * ring-size table on a guide), the content as /admin/ was built with it. The
 * site's facts and promises are filled in as the build fills them (@facts),
 * pictures are the URLs Decap gives (@fileByRelativePath), a turntable's
 * frames come from its folder (@turntableFrames), and the fields the build's
 * resolvers add or rewrite (the privacy page's booking section, each guide's
 * WhatsApp message, a guide's ring-size table, the brand's widths) are
 * written as the build writes them. So whatever a section's fragment reads,
 * the preview reads too, with nothing to add here.
 */

/** Every fragment the site's code declares, by name: the `graphql` tag registers them as modules load. */
const fragments = new Map<string, FragmentDefinitionNode>()

export function registerDocument(text: string): void {
  if (!/^\s*fragment\s/.test(text)) return
  for (const definition of parse(text, { noLocation: true }).definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
}

/** The query with the fragments it spreads, however deep. */
function withFragments(query: string): DocumentNode {
  const document = parse(query, { noLocation: true })
  const needed = new Map<string, FragmentDefinitionNode>()
  const spreadsIn = (node: ASTNode) =>
    visit(node, {
      FragmentSpread({ name: { value } }) {
        if (needed.has(value)) return
        const fragment = fragments.get(value)
        if (!fragment) throw new Error(`The preview knows no fragment named ${value}`)
        needed.set(value, fragment)
        spreadsIn(fragment)
      },
    })
  spreadsIn(document)
  return { ...document, definitions: [...document.definitions, ...needed.values()] }
}

/** A picture as gatsby-plugin-image describes it, from one URL: the preview has no other sizes. */
export function imageData(
  src: string,
  size: [number, number] | undefined,
  args: { layout?: string | null; width?: number | null; aspectRatio?: number | null }
) {
  const [naturalWidth, naturalHeight] = size ?? [1600, 1200]
  const ratio = args.aspectRatio ?? naturalWidth / naturalHeight
  const width =
    args.layout === "FULL_WIDTH" ? naturalWidth : Math.min(args.width ?? naturalWidth, naturalWidth)
  const layout =
    args.layout === "FULL_WIDTH" ? "fullWidth" : args.layout === "FIXED" ? "fixed" : "constrained"
  return {
    layout,
    width,
    height: Math.round(width / ratio),
    images: { fallback: { src, srcSet: `${src} ${naturalWidth}w` }, sources: [] },
  }
}

export interface PreviewSources {
  build: Pick<PreviewBuild, "sdl" | "pictures" | "frames" | "stills" | "designPictures" | "designAwaiting">
  /**
   * The content by GraphQL type: the build's snapshot with the entry being edited in place of its
   * own file (first of its type), and the site settings as the CMS has them (documentsWith).
   */
  documents: PreviewDocuments
  /** The URL Decap shows a picture at, from the path the YAML names (relative to the YAML file). */
  asset: (path: string) => string
  /** Told of every document a query reads, by type and id. */
  onRead?: (type: string, id: string) => void
}

export interface PreviewData {
  /** A query's data, as Gatsby would hand it to the page or hook that asked. */
  run<T = unknown>(query: string, variables?: Record<string, unknown>): T
  /**
   * The context gatsby-node gives a list page (src/node/commission-pages.ts), for a preview: the
   * first page of every piece (the preview's lists are not filtered), no links between pages.
   */
  listContext(pathname: string): ListContext
}

/** The snapshot with these documents in place of their files (or added, when new), each first of its type. */
export function documentsWith(
  snapshot: PreviewDocuments,
  edited: readonly { type: string; document: PreviewDocument }[]
): PreviewDocuments {
  const documents = { ...snapshot }
  for (const { type, document } of edited)
    documents[type] = [document, ...(documents[type] ?? []).filter(({ id }) => id !== document.id)]
  return documents
}

/** A path the YAML names ("../images/a.jpg"), as the build knows it: from content/. */
export const fromContent = (file: string) => file.replace(/^(\.\.\/|\.\/)+/, "")

/** The schema, and each query parsed with its fragments and checked against it, once. */
const schemas = new Map<string, { schema: GraphQLSchema; queries: Map<string, DocumentNode> }>()

function schemaOf(sdl: string) {
  let known = schemas.get(sdl)
  if (!known) {
    known = { schema: buildSchema(sdl), queries: new Map() }
    schemas.set(sdl, known)
  }
  return known
}

/**
 * The query as graphql-js runs it. Checked against the schema as Gatsby checks it, so a field or
 * an argument the preview does not know is named here, instead of quietly read as empty.
 */
function documentFor(sdl: string, query: string): DocumentNode {
  const { schema, queries } = schemaOf(sdl)
  let document = queries.get(query)
  if (!document) {
    document = withFragments(query)
    const errors = validate(schema, document)
    if (errors.length > 0)
      throw new Error(`The preview cannot run this query: ${errors.map(error => error.message).join("; ")}`)
    queries.set(query, document)
  }
  return document
}

/** Gatsby's `sort` argument ([{ updated: DESC }, { seo: { title: ASC } }]) as field paths and directions. */
function sortOrders(sort: unknown, at: string[] = []): { path: string[]; descending: boolean }[] {
  if (Array.isArray(sort)) return sort.flatMap(item => sortOrders(item, at))
  if (!sort || typeof sort !== "object") return []
  return Object.entries(sort).flatMap(([key, value]) =>
    value === "ASC" || value === "DESC"
      ? [{ path: [...at, key], descending: value === "DESC" }]
      : sortOrders(value, [...at, key])
  )
}

/**
 * Gatsby's `filter` argument as far as the pages use it: `{ slug: { in: $slugs } }` (a list page's own
 * pieces) or `{ field: { eq: value } }`, on a document's own fields; any other filter keeps them all.
 */
function matches(filter: unknown) {
  const conditions = filter && typeof filter === "object" ? Object.entries(filter) : []
  return (document: PreviewDocument) =>
    conditions.every(([field, operator]) => {
      const { in: among, eq } = (operator ?? {}) as { in?: unknown; eq?: unknown }
      const value = document[field]
      if (Array.isArray(among)) return among.includes(value)
      return eq === undefined || value === eq
    })
}

/** The values of {facts} and {policy.<id>}, from the site settings as far as they are written. */
export function siteFacts(site: object | undefined): Record<string, string> {
  try {
    return site ? factValues(site as Facts) : {}
  } catch {
    // Site settings half-written: the placeholders stay as they are until they can be filled.
    return {}
  }
}

export function previewData({ build, documents, asset, onRead }: PreviewSources): PreviewData {
  const { schema } = schemaOf(build.sdl)
  const site = documents.SiteSettings?.[0] as { booking?: { provider: string; label: string } } | undefined
  const facts = siteFacts(site)
  const fill = (value: unknown): unknown =>
    typeof value === "string"
      ? fillFacts(value, facts)
      : Array.isArray(value)
        ? (value as unknown[]).map(item => (typeof item === "string" ? fillFacts(item, facts) : item))
        : value
  const file = (path: unknown) => (typeof path === "string" && path ? { path } : null)
  /** The documents of a type, each reported as read. */
  const read = (type: string, list = documents[type] ?? []) => {
    for (const { id } of list) onRead?.(type, id)
    return list
  }

  /** The resolver a field's directive asks for; Gatsby's extensions, as the preview can do them. */
  const resolverFor = (
    directives: readonly string[],
    name: string
  ): GraphQLFieldResolver<unknown, unknown> | undefined => {
    const field = (source: unknown) => (source as Record<string, unknown> | null)?.[name]
    if (directives.includes("facts")) return source => fill(field(source))
    if (directives.includes("fileByRelativePath")) return source => file(field(source))
    if (directives.includes("turntableFrames"))
      // The ring's first frame only, turned or not: the preview cannot reach the others (PreviewBuild.stills).
      return source => {
        const folder = field(source)
        if (typeof folder !== "string") return null
        const first = build.frames[fromContent(folder)]?.[0]
        const still = build.stills[fromContent(folder)]
        return first ? [{ path: `${folder}/${first}`, ...(still ? { url: still } : {}) }] : []
      }
    return undefined
  }

  // A fresh copy of the schema's resolvers for these documents: the schema object itself is shared.
  const resolvers = new Map<string, GraphQLFieldResolver<unknown, unknown>>()
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue
    for (const field of Object.values(type.getFields())) {
      const directives = field.astNode?.directives?.map(directive => directive.name.value) ?? []
      const resolve = resolverFor(directives, field.name)
      if (resolve) resolvers.set(`${type.name}.${field.name}`, resolve)
    }
  }

  // Gatsby's root fields: one node of a type (the one the page's context names, or its only one), or all of them.
  for (const [name, field] of Object.entries(schema.getQueryType()?.getFields() ?? {})) {
    const type = getNamedType(field.type).name
    const nodes = /^all[A-Z]/.test(name) ? type.slice(0, -"Connection".length) : undefined
    if (nodes)
      resolvers.set(
        `Query.${name}`,
        (_source, args: { filter?: unknown; sort?: unknown; skip?: number; limit?: number }) => {
          const orders = sortOrders(args.sort)
          const value = (document: unknown, path: string[]) =>
            fill(path.reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], document))
          const sorted = (documents[nodes] ?? []).filter(matches(args.filter)).sort((a, b) => {
            for (const { path, descending } of orders) {
              const [x, y] = [value(a, path), value(b, path)]
              if (x === y) continue
              if (x === undefined || x === null) return 1
              if (y === undefined || y === null) return -1
              return (x < y ? -1 : 1) * (descending ? -1 : 1)
            }
            return 0
          })
          const skip = args.skip ?? 0
          const list = read(
            nodes,
            sorted.slice(skip, args.limit === undefined ? undefined : skip + args.limit)
          )
          return { nodes: list, totalCount: sorted.length }
        }
      )
    else
      resolvers.set(`Query.${name}`, (_source, args: { id?: { eq?: string | null } | null }) => {
        const list = documents[type] ?? []
        const id = args.id?.eq
        const document = id ? list.find(candidate => candidate.id === id) : list[0]
        return document ? read(type, [document])[0] : null
      })
  }

  // Gatsby's own node of the build: a preview is built as the editor looks at it.
  resolvers.set("Query.site", () => ({ buildTime: new Date().toISOString() }))
  // The builder's pictures, where the site beside the admin page serves them.
  resolvers.set("Query.designPictureSet", () => ({
    folder: build.designPictures,
    widths: [...DESIGN_WIDTHS],
    awaiting: build.designAwaiting,
  }))

  // What the build's resolvers add or rewrite (gatsby-node.ts's createResolvers), as they do it.
  resolvers.set("LegalPage.sections", source =>
    sectionsWithBooking(
      ((source as { sections?: { body?: string[] }[] }).sections ?? []).map(section => ({
        ...section,
        body: section.body ?? [],
      })),
      site?.booking
    )
  )
  resolvers.set("SiteSettingsWhatsapp.messages", source => {
    const messages = withGuideMessages(
      (source as { messages?: { path: string; text: string }[] | null }).messages ?? [],
      read("Guide").flatMap(({ slug, whatsapp }) =>
        typeof slug === "string" && typeof whatsapp === "string" ? [{ slug, whatsapp }] : []
      )
    )
    const own = new Set(messages.map(message => message.path))
    const pieces = {
      pieces: read("Commission"),
      page: read("CommissionsPage")[0] ?? null,
      bands: read("PriceBands")[0] ?? null,
    } as unknown as CommissionMessageSources
    return [...messages, ...commissionMessages(pieces).filter(message => !own.has(message.path))]
  })
  resolvers.set("Commission.related", source =>
    relatedPieces(source as Parameters<typeof relatedPieces>[0], read("Commission") as never)
  )
  resolvers.set("CommissionsPageFilters.groups", source =>
    filterGroups(
      source as Parameters<typeof filterGroups>[0],
      (read("PriceBands")[0] as { bands?: Parameters<typeof filterGroups>[1] } | undefined)?.bands ?? [],
      read("Commission") as Parameters<typeof filterGroups>[2]
    )
  )
  // Gatsby's distinct values of a field over a list's nodes (the values some piece has, by facet).
  resolvers.set("CommissionConnection.distinct", (source, args: { field?: Record<string, unknown> }) => {
    const key = Object.keys(args.field ?? {})[0] ?? ""
    const values = ((source as { nodes?: Record<string, unknown>[] }).nodes ?? []).map(node => node[key])
    return [...new Set(values.filter(value => typeof value === "string"))].sort()
  })
  // As the build's: the designer's options as the editor's copy of its page has them.
  const offered = () => offeredIn(read("DesignPage")[0] as DesignerOptions | undefined)
  resolvers.set("Commission.designPath", source =>
    similarDesignPath(source as PieceChoices, offered(), CONTACT_PATH)
  )
  resolvers.set(
    "Commission.designComposable",
    source => designOfPiece(source as PieceChoices, offered()) !== null
  )
  resolvers.set("Commission.cover", source => (source as { pictures?: unknown[] }).pictures?.[0])
  resolvers.set("Testimonial.pieceCard", source => {
    const slug = pieceSlugOf((source as { piece?: string | null }).piece)
    return read("Commission").find(piece => piece.slug === slug) ?? null
  })
  resolvers.set("GuideSizeChart.table", () => ringSizeTable(read("RingSizes")[0]))
  const width = (name: unknown) => (typeof name === "string" && name ? wordmarkWidth(name) : null)
  resolvers.set("SiteSettings.nameWidth", source => width((source as { name?: unknown }).name) ?? 0)
  resolvers.set("SiteSettings.shortNameWidth", source => width((source as { shortName?: unknown }).shortName))

  type Picture = { path: string; url?: string }
  const url = ({ path, url: served }: Picture) => served ?? asset(path)
  const size = ({ path }: Picture) => build.pictures[fromContent(path)]
  resolvers.set("File.publicURL", source => url(source as Picture))
  resolvers.set("File.childImageSharp", source => source)
  // The header's mark: the editor's own file, drawn by reference (the build writes it into the page).
  resolvers.set(
    "File.inlineSvg",
    source =>
      `<svg aria-hidden="true" viewBox="0 0 1 1"><image width="1" height="1" href="${url(source as Picture).replace(/"/g, "%22")}"/></svg>`
  )
  resolvers.set("ImageSharp.gatsbyImageData", (source, args) =>
    imageData(url(source as Picture), size(source as Picture), args as Parameters<typeof imageData>[2])
  )
  resolvers.set("ImageSharp.resize", (source, args: { width?: number; height?: number }) => ({
    src: url(source as Picture),
    width: args.width,
    height: args.height,
  }))

  return {
    run<T>(query: string, variables: Record<string, unknown> = {}): T {
      const result = execute({
        schema,
        document: documentFor(build.sdl, query),
        variableValues: variables,
        fieldResolver: (source, args, context, info) => {
          const resolve = resolvers.get(`${info.parentType.name}.${info.fieldName}`)
          if (resolve) return resolve(source, args, context, info)
          return (source as Record<string, unknown> | null)?.[info.fieldName]
        },
      })
      if ("then" in result) throw new Error("The preview's resolvers are synchronous")
      if (result.errors?.length) throw new Error(result.errors.map(error => error.message).join("\n"))
      return result.data as T
    },
    listContext(pathname) {
      const slugs = newestFirst(documents.Commission ?? []).flatMap(({ slug }) =>
        typeof slug === "string" ? [slug] : []
      )
      return {
        page: 1,
        pages: 1,
        first: pathname,
        total: slugs.length,
        // The list's first page, as the site's: what the editor would see first, at any count.
        slugs: slugs.slice(0, LIST_PAGE_SIZE),
        links: [],
        words: { label: "", page: "", of: "", newer: "", older: "" },
        more: { title: "", description: "" },
      }
    },
  }
}
