import {
  buildSchema,
  execute,
  isObjectType,
  Kind,
  parse,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from "graphql"
import { sectionsWithBooking } from "../../src/contact/booking-disclosure"
import { factValues, fillFacts, type Facts } from "../../src/content/facts"
import type { PreviewBuild } from "./preview-schema"

/*
 * Gatsby's data layer, small enough for the editor's browser: the pages' and
 * sections' own queries and fragments, run against the entry being edited,
 * with the site's facts and promises filled in as the build fills them
 * (@facts), pictures as the URLs Decap gives (@fileByRelativePath), a
 * turntable's frames from its folder (@turntableFrames), and the privacy
 * page's booking section written as the build writes it. So whatever a
 * section's fragment reads, the preview reads too, with nothing to add here.
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
  build: Pick<PreviewBuild, "sdl" | "pictures" | "frames" | "stills">
  /** The documents by GraphQL type: the entry being edited, and the site settings. */
  documents: Record<string, unknown>
  /** The URL Decap shows a picture at, from the path the YAML names (relative to the YAML file). */
  asset: (path: string) => string
}

export interface PreviewData {
  /** A query's data, as Gatsby would hand it to the page or hook that asked. */
  run<T = unknown>(query: string, variables?: Record<string, unknown>): T
}

/** A path the YAML names ("../images/a.jpg"), as the build knows it: from content/. */
const fromContent = (file: string) => file.replace(/^(\.\.\/|\.\/)+/, "")

const schemas = new Map<string, GraphQLSchema>()

function schemaOf(sdl: string): GraphQLSchema {
  const cached = schemas.get(sdl)
  if (cached) return cached
  const schema = buildSchema(sdl)
  schemas.set(sdl, schema)
  return schema
}

export function previewData({ build, documents, asset }: PreviewSources): PreviewData {
  const schema = schemaOf(build.sdl)
  const site = documents.SiteSettings as
    (Facts & { booking?: { provider: string; label: string } }) | undefined
  let facts: Record<string, string> = {}
  try {
    if (site) facts = factValues(site)
  } catch {
    // Site settings half-written: the placeholders stay as they are until they can be filled.
  }
  const fill = (value: unknown): unknown =>
    typeof value === "string"
      ? fillFacts(value, facts)
      : Array.isArray(value)
        ? (value as unknown[]).map(item => (typeof item === "string" ? fillFacts(item, facts) : item))
        : value
  const file = (path: unknown) => (typeof path === "string" && path ? { path } : null)

  /** The resolver a field's directive asks for; Gatsby's extensions, as the preview can do them. */
  const resolverFor = (
    directives: readonly string[],
    name: string
  ): GraphQLFieldResolver<unknown, unknown> | undefined => {
    const read = (source: unknown) => (source as Record<string, unknown> | null)?.[name]
    if (directives.includes("facts")) return source => fill(read(source))
    if (directives.includes("fileByRelativePath")) return source => file(read(source))
    if (directives.includes("turntableFrames"))
      // The ring's first frame only, turned or not: the preview cannot reach the others (PreviewBuild.stills).
      return source => {
        const folder = read(source)
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
  for (const [field, type] of Object.entries(schema.getQueryType()?.getFields() ?? {}))
    resolvers.set(`Query.${field}`, () => documents[String(type.type)] ?? null)
  resolvers.set("LegalPage.sections", source =>
    sectionsWithBooking(
      ((source as { sections?: { body?: string[] }[] }).sections ?? []).map(section => ({
        ...section,
        body: section.body ?? [],
      })),
      site?.booking
    )
  )
  type Picture = { path: string; url?: string }
  const url = ({ path, url: served }: Picture) => served ?? asset(path)
  const size = ({ path }: Picture) => build.pictures[fromContent(path)]
  resolvers.set("File.publicURL", source => url(source as Picture))
  resolvers.set("File.childImageSharp", source => source)
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
        document: withFragments(query),
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
  }
}
