import path from "node:path"
import type { z } from "zod"
import { collections } from "../schema/collections"
import { isRecord, type Path } from "../content-tree"
import { CHOICES, designOfPiece, offeredBy, priceOf } from "../design"
import { commission, designPage, designPrices, priceBands } from "../schema/documents"
import { formatSgd } from "../price-format"
import type { ContentProblem } from "./problems"

/*
 * What the commissions ask of other files: each piece's band is one that content/data/price-bands.yaml
 * lists, and, for a piece the ring designer can make, one its price there overlaps. (Each piece's own
 * rules, its facets and its consent, are its schema's; two pieces at one address are refused with
 * every folder of pages, in validate.ts.)
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

const patternOf = (type: string) => collections.find(collection => collection.type === type)?.pattern ?? "\0"

/**
 * A piece whose price band and the ring designer's price for the same ring do not overlap, refused on
 * its band: a couple who opens the piece's design in the designer would read two prices that cannot
 * both be true. Only pieces the designer can make (designOfPiece), and only once the files it reads
 * pass their own schemas (their faults are refused there). Ranges that only touch (S$3,000-6,000 and
 * S$6,000-9,000) agree on one figure alone, which no couple would read as the same price: not an overlap.
 */
export function designPriceProblems(contentDir: string, inspected: readonly Inspected[]): ContentProblem[] {
  const parsed = <S extends z.ZodType>(type: string, schema: S): z.output<S> | undefined => {
    const found = inspected.find(({ relativePath }) => relativePath === patternOf(type))
    const result = found && schema.safeParse(found.inspection.data)
    return result?.success ? result.data : undefined
  }
  const page = parsed("DesignPage", designPage)
  const prices = parsed("DesignPrices", designPrices)
  const bands = parsed("PriceBands", priceBands)?.bands
  if (!page || !prices || !bands) return []
  const offered = offeredBy(choice => page[choice].options.map(option => option.value))
  const folder = patternOf("Commission").slice(0, -"*.yaml".length)
  return inspected.flatMap(({ relativePath, inspection }) => {
    if (!relativePath.startsWith(folder)) return []
    const piece = commission.safeParse(inspection.data)
    if (!piece.success) return []
    const design = designOfPiece(piece.data, offered)
    if (!design) return []
    const price = priceOf(design, prices)
    const band = bands.find(candidate => candidate.id === piece.data.band)
    // A band that does not exist is unknownBands' refusal; a part without a price, designProblems'.
    if (!price || !band || (price.low < band.high && band.low < price.high)) return []
    const fitting = bands
      .filter(other => price.low < other.high && other.low < price.high)
      .map(other => other.id)
    const range = (low: number, high: number) => `${formatSgd(low)} to ${formatSgd(high)}`
    return [
      {
        file: path.join(path.basename(contentDir), relativePath),
        line: inspection.lineOf?.(["band"]),
        where: "band",
        message: `"${band.id}" is ${range(band.low, band.high)}, but the ring designer prices this piece (${CHOICES.map(choice => `${choice} ${design[choice]}`).join(", ")}) at ${range(price.low, price.high)} from content/${patternOf("DesignPrices")}: choose a band that overlaps it (${fitting.join(", ") || "none does"}), or correct what the piece says it is (its carat, say)`,
      },
    ]
  })
}
