import path from "node:path"
import { collectionFor } from "./collections"
import { valuesIn } from "./content-tree"
import { readContent, type ContentFile } from "./read-content"
import { yamlFiles } from "./validate"
import { metaOf, schemaAt } from "./zod-walk"

/**
 * The words the pages set in the display face: every string of the content whose field is marked
 * `face: "display"` (the headings and titles of fields.ts LIMITS, the 404 page's number), as
 * visitors read them, {facts} filled in. The display face's file holds the glyphs these are drawn
 * with and no others (src/node/write-font-subsets.ts), so the next build follows an editor's words.
 */
export function displayStrings(contentDir = path.resolve("content")): string[] {
  const strings = new Set<string>()
  for (const file of yamlFiles(contentDir)) {
    const collection = collectionFor(file)
    if (!collection) continue
    const data = readContent(file as ContentFile, contentDir)
    for (const { path: at, value } of valuesIn(data)) {
      const field = typeof value === "string" ? schemaAt(collection.schema, at) : undefined
      if (field && metaOf(field).face === "display") strings.add(value as string)
    }
  }
  return [...strings].sort()
}
