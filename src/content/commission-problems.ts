import path from "node:path"
import { collections } from "./collections"
import { isRecord, type Path } from "./content-tree"
import type { ContentProblem } from "./problems"

/*
 * What the commissions ask of other files: each piece's band is one that content/data/price-bands.yaml
 * lists. (Each piece's own rules, its facets and its consent, are its schema's; two pieces at one
 * address are refused with every folder of pages, in validate.ts.)
 */

interface Inspected {
  relativePath: string
  inspection: { data?: unknown; lineOf?: (at: Path) => number | undefined }
}

/** A piece whose band is none of content/data/price-bands.yaml's: refused on its line, naming the bands there are. */
export function unknownBands(contentDir: string, inspected: readonly Inspected[]): ContentProblem[] {
  const bandsFile = collections.find(collection => collection.type === "PriceBands")?.pattern
  const pieces = collections.find(collection => collection.type === "Commission")?.pattern
  const table = inspected.find(({ relativePath }) => relativePath === bandsFile)?.inspection.data
  const bands = isRecord(table) && Array.isArray(table.bands) ? table.bands : []
  const ids = bands.flatMap(band => (isRecord(band) && typeof band.id === "string" ? [band.id] : []))
  const folder = pieces?.slice(0, -"*.yaml".length) ?? "\0"
  return inspected.flatMap(({ relativePath, inspection }) => {
    const band = isRecord(inspection.data) ? inspection.data.band : undefined
    if (!relativePath.startsWith(folder) || typeof band !== "string" || ids.includes(band)) return []
    return [
      {
        file: path.join(path.basename(contentDir), relativePath),
        line: inspection.lineOf?.(["band"]),
        where: "band",
        message: `"${band}" is not a price band: use the id of one in content/${bandsFile} (${ids.join(", ")})`,
      },
    ]
  })
}
