import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { cmsConfig } from "../../src/content/cms-config"
import { collectionFor } from "../../src/content/collections"
import { contentTypeDefs } from "../../src/content/graphql-types"
import { frameNames } from "../../src/content/turntable-frames"

/*
 * What the CMS preview needs to know of the build, worked out when /admin/ is
 * built (build-admin.ts hands it to the preview's bundle):
 *   - the content's GraphQL schema, with just enough of Gatsby's own (File,
 *     ImageSharp, the root fields) for the pages' and sections' own queries to
 *     run in the editor's browser (preview-data.ts);
 *   - which preview template (a Decap file entry, or the legal folder) shows
 *     which GraphQL type, at which address;
 *   - each picture's size and each turntable folder's frames, which the editor's
 *     browser cannot list.
 */

export interface PreviewTemplate {
  /** Decap's name for it: a file entry's name ("home"), or a folder collection's ("legal"). */
  name: string
  /** The GraphQL type of its documents (HomePage). */
  type: string
  /** The page's address, when the collection gives one (legal pages take theirs from `slug`). */
  route?: string
}

export interface PreviewBuild {
  sdl: string
  templates: PreviewTemplate[]
  /** Where the site settings live in the CMS, for previews of the other entries. */
  settings: { collection: string; entry: string }
  /** Each picture under content/images/, by its path from content/: its width and height. */
  pictures: Record<string, [number, number]>
  /** Each folder of turntable frames, by its path from content/: its frames in turning order. */
  frames: Record<string, string[]>
  /**
   * Each folder's first frame, as served beside the admin page (build-admin.ts copies them): Decap's
   * media library reaches no picture in a folder of its own, and the preview turns no ring.
   */
  stills: Record<string, string>
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/*
 * Gatsby's types that the site's queries read beside the content's own, as
 * the preview draws them: a picture is a URL in the editor's browser, and
 * gatsbyImageData takes the same arguments as gatsby-plugin-image's, so each
 * fragment's sizes and crops apply there too.
 */
const GATSBY_TYPES = `
directive @dontInfer on OBJECT
directive @fileByRelativePath on FIELD_DEFINITION
directive @dateformat on FIELD_DEFINITION
directive @facts on FIELD_DEFINITION
directive @turntableFrames on FIELD_DEFINITION
scalar Date
scalar JSON
interface Node { id: ID }
enum ImageLayout { FIXED FULL_WIDTH CONSTRAINED }
enum ImageFormat { NO_CHANGE AUTO JPG PNG WEBP AVIF }
enum ImagePlaceholder { DOMINANT_COLOR TRACED_SVG BLURRED NONE }
enum ImageFit { COVER CONTAIN FILL INSIDE OUTSIDE }
input StringQueryOperatorInput { eq: String }
type ImageSharpResize { src: String width: Int height: Int }
type ImageSharp {
  gatsbyImageData(
    layout: ImageLayout
    width: Int
    height: Int
    aspectRatio: Float
    breakpoints: [Int]
    quality: Int
    placeholder: ImagePlaceholder
    formats: [ImageFormat]
    backgroundColor: String
    sizes: String
    outputPixelDensities: [Float]
    transformOptions: JSON
  ): JSON
  resize(width: Int, height: Int, fit: ImageFit, background: String, quality: Int): ImageSharpResize
}
type File { publicURL: String childImageSharp: ImageSharp }
`

/**
 * The schema the preview runs the site's queries against. Every field may be
 * null: an editor halfway through a page has left required fields empty, and
 * the preview draws what there is rather than refusing the whole page.
 */
export function previewSchemaSdl(): string {
  const types = contentTypeDefs()
    .replace(/ implements Node @dontInfer \{/g, " implements Node @dontInfer {\n  id: ID")
    .replace(/!/g, "")
  const roots = [...new Set(types.match(/^type (\w+) implements Node/gm) ?? [])].map(line => {
    const type = line.split(" ")[1]
    return `  ${lowerFirst(type)}(id: StringQueryOperatorInput): ${type}`
  })
  return `${GATSBY_TYPES}\n${types}\n\ntype Query {\n${roots.join("\n")}\n}\n`
}

/** Decap's preview templates, named as the CMS config names its entries, with the type each one shows. */
export function previewTemplates(contentDir = path.resolve("content")): PreviewBuild["templates"] {
  const { collections } = cmsConfig(contentDir) as {
    collections: { name: string; folder?: string; files?: { name: string; file: string }[] }[]
  }
  const typeOf = (file: string) => {
    const collection = collectionFor(path.posix.relative("content", file))
    if (!collection) throw new Error(`CMS preview: no collection in collections.ts for ${file}`)
    return collection
  }
  return collections.flatMap(({ name, folder, files }) => {
    if (folder) return [{ name, type: typeOf(`${folder}/entry.yaml`).type }]
    return (files ?? []).map(entry => {
      const collection = typeOf(entry.file)
      return {
        name: entry.name,
        type: collection.type,
        ...("route" in collection ? { route: collection.route } : {}),
      }
    })
  })
}

/** The CMS entry that holds content/site.yaml. */
export function settingsEntry(contentDir = path.resolve("content")): PreviewBuild["settings"] {
  const { collections } = cmsConfig(contentDir) as {
    collections: { name: string; files?: { name: string; file: string }[] }[]
  }
  for (const { name, files } of collections)
    for (const entry of files ?? [])
      if (collectionFor(path.posix.relative("content", entry.file))?.type === "SiteSettings")
        return { collection: name, entry: entry.name }
  throw new Error("CMS preview: the CMS config has no entry for site.yaml")
}

/** Every picture under content/images/ (turntable frames included), by its path from content/. */
export function previewPictureFiles(contentDir = path.resolve("content")): string[] {
  return fs
    .readdirSync(path.join(contentDir, "images"), { recursive: true, encoding: "utf8" })
    .filter(file => /\.(jpe?g|png|webp|avif)$/i.test(file))
    .map(file => path.posix.join("images", file.split(path.sep).join("/")))
    .sort()
}

/** Each picture's size. */
export async function previewPictures(
  contentDir = path.resolve("content")
): Promise<PreviewBuild["pictures"]> {
  const sizes = await Promise.all(
    previewPictureFiles(contentDir).map(async file => {
      const { width = 0, height = 0 } = await sharp(path.join(contentDir, file)).metadata()
      return [file, [width, height] as [number, number]] as const
    })
  )
  return Object.fromEntries(sizes)
}

/** The frames of each folder that holds some, in turning order (as the build's @turntableFrames gives them). */
export function previewFrames(files: readonly string[]): PreviewBuild["frames"] {
  const folders = new Map<string, string[]>()
  for (const file of files) {
    const folder = path.posix.dirname(file)
    folders.set(folder, [...(folders.get(folder) ?? []), path.posix.basename(file)])
  }
  return Object.fromEntries(
    [...folders]
      .map(([folder, names]) => [folder, frameNames(names)] as const)
      .filter(([, frames]) => frames.length > 0)
  )
}

export async function previewBuild(
  contentDir = path.resolve("content"),
  stills: PreviewBuild["stills"] = {}
): Promise<PreviewBuild> {
  const pictures = await previewPictures(contentDir)
  return {
    sdl: previewSchemaSdl(),
    templates: previewTemplates(contentDir),
    settings: settingsEntry(contentDir),
    pictures,
    frames: previewFrames(Object.keys(pictures)),
    stills,
  }
}
