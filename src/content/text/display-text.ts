import path from "node:path"
import { collectionFor } from "../schema/collections"
import { valuesIn } from "../content-tree"
import { readContent, type ContentFile } from "../read-content"
import { yamlFiles } from "../check/validate"
import type { DisplayFace } from "../../theme/font-subset-settings"
import { metaOf, schemaAt } from "../generate/zod-walk"

/**
 * The words the pages set in the display face, upright or italic: every string of the content
 * whose field is marked with that `face` (upright: the headings and titles of fields.ts LIMITS, the
 * 404 page's number; italic: testimonials' quotes and features' subtitles), as visitors read them,
 * {facts} filled in. Each style's file holds the glyphs these are drawn with and no others
 * (src/node/write-font-subsets.ts), so the next build follows an editor's words.
 */
export function displayStrings(face: DisplayFace, contentDir = path.resolve("content")): string[] {
  const strings = new Set<string>()
  for (const file of yamlFiles(contentDir)) {
    const collection = collectionFor(file)
    if (!collection) continue
    const data = readContent(file as ContentFile, contentDir)
    for (const { path: at, value } of valuesIn(data)) {
      const field = typeof value === "string" ? schemaAt(collection.schema, at) : undefined
      if (field && metaOf(field).face === face) strings.add(value as string)
    }
  }
  return [...strings].sort()
}
