import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { cmsConfig } from "../../../src/content/generate/cms-config"
import { collectionFor } from "../../../src/content/schema/collections"
import { isRecord } from "../../../src/content/content-tree"
import { loadContentYaml } from "../../../src/content/content-yaml"
import { contentTypeDefs } from "../../../src/content/generate/graphql-types"
import { frameNames } from "../../../src/content/turntable-frames"
import { yamlFiles } from "../../../src/content/check/validate"
import { guideResolvers } from "../../../src/node/guide-resolvers"
import { commissionFilterTypeDefs, commissionResolvers } from "../../../src/node/commission-resolvers"
import { awaitingOf, designPictureSetTypeDefs, designPicturesFolder } from "../../../src/node/design-pictures"
import { DESIGN_PICTURES_DIR } from "../../../src/content/design-pictures"
import { turntableFramesExtension } from "../../../src/node/turntable-frames-extension"
import { wordmarkResolvers } from "../../../src/node/wordmark-resolvers"

/*
 * What the CMS preview needs to know of the build, worked out when /admin/ is
 * built (build-admin.ts hands it to the preview's bundle):
 *   - the content's GraphQL schema, with just enough of Gatsby's own (File,
 *     ImageSharp, the root fields) for the pages' and sections' own queries to
 *     run in the editor's browser (data.ts);
 *   - which preview template (a Decap file entry, or a folder: legal pages,
 *     guides) shows which GraphQL type, at which address;
 *   - every content file as the build read it, for what a page reads of files
 *     other than the one being edited (/guides/ lists every guide, a guide
 *     shows the ring-size table);
 *   - each picture's size and each turntable folder's frames, which the editor's
 *     browser cannot list.
 */

export interface PreviewTemplate {
  /**
   * Decap's name for it: a file entry's name ("home"), or a folder collection's ("legal"). Two
   * may share one ("guides": the file entry for /guides/ and the folder of guides); Decap keeps
   * one template per name, so the preview tells them apart by `collection`.
   */
  name: string
  /** The Decap collection it belongs to ("pages", "guides"). */
  collection: string
  /** The GraphQL type of its documents (HomePage). */
  type: string
  /** The page's address, when the collection gives one. */
  route?: string
  /** A folder's pages are at this prefix + their `slug` + "/" (legal pages at /<slug>/, guides at /guides/<slug>/). */
  routePrefix?: string
  /**
   * Where Decap keeps its entries' pictures, from content/ (`{{slug}}` standing for the entry's):
   * the only folder whose files Decap reads when the entry opens.
   */
  mediaFolder: string
}

/** A content file as the build reads it (placeholders unfilled, pictures as paths), with its path as `id`. */
export type PreviewDocument = Record<string, unknown> & { id: string }

/** Content files by GraphQL type. */
export type PreviewDocuments = Record<string, readonly PreviewDocument[]>

export interface PreviewBuild {
  sdl: string
  templates: PreviewTemplate[]
  /** Where the site settings live in the CMS, for previews of the other entries. */
  settings: { collection: string; entry: string; file: string }
  /**
   * Every content file when /admin/ was built, by type: what a page reads of other files than the
   * one being edited (which overrides its own). As Decap would hand them over, from the repository.
   */
  documents: PreviewDocuments
  /** Each picture under content/images/, by its path from content/: its width and height. */
  pictures: Record<string, [number, number]>
  /** Each folder of turntable frames, by its path from content/: its frames in turning order. */
  frames: Record<string, string[]>
  /**
   * Each folder's first frame, as served beside the admin page (build-admin.ts copies them): Decap's
   * media library reaches no picture in a folder of its own, and the preview turns no ring.
   */
  stills: Record<string, string>
  /**
   * Each picture under content/images/, by its path from content/, as a smaller copy served beside the
   * admin page (build-admin.ts writes them): what a preview draws of pictures outside the edited
   * entry's own media folder, which Decap does not read (a piece's related pieces, the site's mark).
   */
  copies: Record<string, string>
  /** Where the site serves the builder's pictures (src/node/design-pictures.ts): the design page's preview draws them from there. */
  designPictures: string
  /** The rings whose picture awaits its render, shown on their nearest (src/content/design-pictures.ts). */
  designAwaiting: string[]
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
    avifOptions: JSON
    webpOptions: JSON
    jpgOptions: JSON
  ): JSON
  resize(width: Int, height: Int, fit: ImageFit, background: String, quality: Int): ImageSharpResize
}
type File { publicURL: String inlineSvg: String childImageSharp: ImageSharp }
type Site { buildTime: Date }
extend type Query { site: Site }
`

/** The arguments a field extension of the build gives the fields it extends (`frames(limit: Int)`). */
const extensionArgs = (extension: { extend(): { args: Record<string, string> } }) =>
  Object.entries(extension.extend().args)
    .map(([name, type]) => `${name}: ${type}`)
    .join(", ")

/**
 * The fields the build's resolvers add to the content's types (gatsby-node.ts's createResolvers),
 * typed as they type them; data.ts resolves them as the build does.
 */
function buildFieldTypeDefs(): string {
  const resolvers: Record<string, Record<string, object>>[] = [
    guideResolvers,
    wordmarkResolvers,
    commissionResolvers,
  ]
  return resolvers
    .flatMap(added => Object.entries(added))
    .flatMap(([type, fields]) => {
      const lines = Object.entries(fields).flatMap(([name, field]) =>
        "type" in field ? [`  ${name}: ${String(field.type)}`] : []
      )
      return lines.length > 0 ? [`extend type ${type} {\n${lines.join("\n")}\n}`] : []
    })
    .join("\n")
}

/**
 * The schema the preview runs the site's queries against. Every field may be
 * null: an editor halfway through a page has left required fields empty, and
 * the preview draws what there is rather than refusing the whole page.
 */
export function previewSchemaSdl(): string {
  const types =
    `${contentTypeDefs()}\n${commissionFilterTypeDefs}\n${designPictureSetTypeDefs}\n${buildFieldTypeDefs()}`
      .replace(/ implements Node @dontInfer \{/g, " implements Node @dontInfer {\n  id: ID")
      .replace(/!/g, "")
      .replace(/^( +\w+)(:.* @turntableFrames)$/gm, `$1(${extensionArgs(turntableFramesExtension)})$2`)
  const nodes = [...new Set(types.match(/^type (\w+) implements Node/gm) ?? [])].map(
    line => line.split(" ")[1]
  )
  // Gatsby's two root fields per type: one node (by id), and all of them (sorted; Gatsby's sort is a list of objects).
  // Gatsby's filter is read as JSON; the preview applies its `eq` and `in` on a document's own fields.
  const connections = nodes.map(
    type => `type ${type}Connection { nodes: [${type}] totalCount: Int distinct(field: JSON): [String] }`
  )
  const roots = nodes.flatMap(type => [
    `  ${lowerFirst(type)}(id: StringQueryOperatorInput): ${type}`,
    `  all${type}(filter: JSON, sort: [JSON], limit: Int, skip: Int): ${type}Connection`,
  ])
  return `${GATSBY_TYPES}\n${types}\n\n${connections.join("\n")}\n\ntype Query {\n${roots.join("\n")}\n}\n`
}

/** Decap's preview templates, named as the CMS config names its entries, with the type each one shows. */
export function previewTemplates(contentDir = path.resolve("content")): PreviewBuild["templates"] {
  const config = cmsConfig(contentDir) as {
    media_folder: string
    collections: {
      name: string
      folder?: string
      media_folder?: string
      files?: { name: string; file: string; media_folder?: string }[]
    }[]
  }
  // Decap's own rule: a media folder relative to the entry's file, else the site's (from the repository).
  const fromContent = (dir: string, folder: string | undefined) =>
    path.posix.relative("content", folder === undefined ? config.media_folder : path.posix.join(dir, folder))
  const typeOf = (file: string) => {
    const collection = collectionFor(path.posix.relative("content", file))
    if (!collection) throw new Error(`CMS preview: no collection in collections.ts for ${file}`)
    return collection
  }
  return config.collections.flatMap(({ name, folder, files, media_folder }) => {
    if (folder) {
      const collection = typeOf(`${folder}/entry.yaml`)
      return [
        {
          name,
          collection: name,
          type: collection.type,
          mediaFolder: fromContent(folder, media_folder),
          ...("routePrefix" in collection ? { routePrefix: collection.routePrefix } : {}),
        },
      ]
    }
    return (files ?? []).map(entry => {
      const collection = typeOf(entry.file)
      return {
        name: entry.name,
        collection: name,
        type: collection.type,
        mediaFolder: fromContent(path.posix.dirname(entry.file), entry.media_folder ?? media_folder),
        ...("route" in collection ? { route: collection.route } : {}),
      }
    })
  })
}

/** Every content file, read with the build's own reader, by its collection's type. */
export function previewDocuments(contentDir = path.resolve("content")): PreviewDocuments {
  const documents: Record<string, PreviewDocument[]> = {}
  for (const file of yamlFiles(contentDir)) {
    const type = collectionFor(file)?.type
    if (!type) continue
    const data = loadContentYaml(fs.readFileSync(path.join(contentDir, file)), `content/${file}`)
    if (isRecord(data)) (documents[type] ??= []).push({ ...data, id: `content/${file}` })
  }
  return documents
}

/** The page files of src/pages/ (File System Routes in folders too), from that folder. */
export function pageFiles(pagesDir: string): string[] {
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter(file => /\.tsx?$/.test(file))
    .map(file => file.split(path.sep).join("/"))
    .sort()
}

/** The CMS entry that holds content/site.yaml. */
export function settingsEntry(contentDir = path.resolve("content")): PreviewBuild["settings"] {
  const { collections } = cmsConfig(contentDir) as {
    collections: { name: string; files?: { name: string; file: string }[] }[]
  }
  for (const { name, files } of collections)
    for (const entry of files ?? [])
      if (collectionFor(path.posix.relative("content", entry.file))?.type === "SiteSettings")
        return { collection: name, entry: entry.name, file: entry.file }
  throw new Error("CMS preview: the CMS config has no entry for site.yaml")
}

/** Every picture under content/images/ (turntable frames included), by its path from content/. */
export function previewPictureFiles(contentDir = path.resolve("content")): string[] {
  return (
    fs
      .readdirSync(path.join(contentDir, "images"), { recursive: true, encoding: "utf8" })
      .filter(file => /\.(jpe?g|png|webp|avif)$/i.test(file))
      .map(file => path.posix.join("images", file.split(path.sep).join("/")))
      // the builder's pictures are no entry's: the site serves them (PreviewBuild.designPictures)
      .filter(file => !file.startsWith(`${DESIGN_PICTURES_DIR}/`))
      .sort()
  )
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
  stills: PreviewBuild["stills"] = {},
  copies: PreviewBuild["copies"] = {}
): Promise<PreviewBuild> {
  const pictures = await previewPictures(contentDir)
  const designFolder = await designPicturesFolder(contentDir)
  return {
    sdl: previewSchemaSdl(),
    templates: previewTemplates(contentDir),
    settings: settingsEntry(contentDir),
    documents: previewDocuments(contentDir),
    pictures,
    frames: previewFrames(Object.keys(pictures)),
    stills,
    copies,
    designPictures: designFolder.folder,
    designAwaiting: awaitingOf(designFolder.files, contentDir),
  }
}
