import fs from "node:fs"
import path from "node:path"
import type { z } from "zod"
import { collectionFor, type collections } from "./schema/collections"
import { loadContentYaml } from "./content-yaml"
import { factValues, fillAll } from "./facts"

type Known = (typeof collections)[number]
/** `legal/*.yaml` stands for any file in that folder. */
type FileOf<Pattern> = Pattern extends `${infer Folder}/*.yaml` ? `${Folder}/${string}.yaml` : Pattern

/** A path under content/ that some collection claims, such as "pages/home.yaml" or "legal/terms.yaml". */
export type ContentFile = FileOf<Known["pattern"]>

/** The validated shape of a content file, as its schema outputs it (text trimmed). */
export type ContentOf<File extends ContentFile> = {
  [C in Known as C["pattern"]]: File extends FileOf<C["pattern"]> ? z.output<C["schema"]> : never
}[Known["pattern"]]

/** Reads and validates one content file; throws naming the file if it does not parse or match its schema. */
export function readContent<File extends ContentFile>(
  file: File,
  contentDir = path.resolve("content")
): ContentOf<File> {
  const collection = collectionFor(file)
  if (!collection) throw new Error(`content/${file} belongs to no collection`)
  // Read as the build reads it; a refusal names the file and the line.
  const written = loadContentYaml(fs.readFileSync(path.join(contentDir, file)), `content/${file}`)
  const parsed = (data: unknown) => {
    const result = collection.schema.safeParse(data)
    if (!result.success) throw new Error(`content/${file} does not match its schema: ${result.error.message}`)
    return result.data as ContentOf<File>
  }
  // As visitors read it: {facts} filled in from site.yaml (its own copy too), as the build does.
  const site =
    file === "site.yaml" ? (parsed(written) as ContentOf<"site.yaml">) : readContent("site.yaml", contentDir)
  return parsed(fillAll(written, factValues(site)))
}

/** Any page's YAML: the documents that carry their own `seo`. */
export type PageContent = Extract<ContentOf<ContentFile>, { seo: unknown }>

/** Reads a page's YAML, as named by the route registry (`PageRoute.file`). */
export function readPage(file: string, contentDir?: string): PageContent {
  const doc = readContent(file as ContentFile, contentDir)
  if (!("seo" in doc)) throw new Error(`content/${file} is not a page (it has no seo)`)
  return doc
}
