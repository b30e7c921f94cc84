import path from "node:path"
import { collections } from "./collections"
import { describePath, isRecord, type Path } from "./content-tree"
import type { ContentProblem } from "./problems"

/*
 * What "Design Your Ring" asks of its files together (each file's own rules are its schema's): every
 * combination of shape, setting and metal the page offers has a picture of its own, no two
 * combinations one picture; every option has its words (the shape, setting, metal and stone in
 * commissions.yaml's filters, as the pieces name them); and every part a design can add up has a
 * price in content/data/design-prices.yaml. Each refusal is on the line that lacks the thing.
 */

interface Inspected {
  relativePath: string
  inspection: { data?: unknown; lineOf?: (at: Path) => number | undefined }
}

const patternOf = (type: string) => collections.find(collection => collection.type === type)?.pattern ?? "\0"

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : []

/** The values a group of the design page offers, with where each is written. */
const offeredIn = (page: Record<string, unknown>, group: string): { value: string; at: Path }[] =>
  records(isRecord(page[group]) ? page[group].options : undefined).flatMap((option, index) =>
    typeof option.value === "string" ? [{ value: option.value, at: [group, "options", index, "value"] }] : []
  )

export function designProblems(contentDir: string, inspected: readonly Inspected[]): ContentProblem[] {
  const find = (type: string) => inspected.find(({ relativePath }) => relativePath === patternOf(type))
  const page = find("DesignPage")
  if (!page || !isRecord(page.inspection.data)) return []
  const data = page.inspection.data
  const problems: ContentProblem[] = []
  const refuse = (file: Inspected, at: Path, message: string) =>
    problems.push({
      file: path.join(path.basename(contentDir), file.relativePath),
      line: file.inspection.lineOf?.(at),
      where: describePath(file.inspection.data, at),
      message,
    })

  // Every combination offered has a picture, and a picture of its own.
  const pictures = records(data.pictures)
  const [shapes, settings, metals] = ["shape", "setting", "metal"].map(group => offeredIn(data, group))
  for (const shape of shapes)
    for (const setting of settings)
      for (const metal of metals) {
        const found = pictures.some(
          picture =>
            picture.shape === shape.value &&
            picture.setting === setting.value &&
            picture.metal === metal.value
        )
        if (!found)
          refuse(
            page,
            metal.at,
            `is offered, but no picture shows the ${shape.value} ${setting.value} ring in ${metal.value}: add one to pictures`
          )
      }
  pictures.forEach((picture, index) => {
    const first = pictures.findIndex(other => other.src === picture.src)
    if (typeof picture.src === "string" && first !== index)
      refuse(
        page,
        ["pictures", index, "src"],
        `is also pictures[${first}]'s: each combination shows a picture of its own`
      )
  })

  // Every shape, setting, metal and stone has its words in commissions.yaml's filters.
  const words = find("CommissionsPage")?.inspection.data
  const filters = isRecord(words) && isRecord(words.filters) ? words.filters : {}
  for (const group of ["shape", "setting", "metal", "stone"]) {
    const named = records(isRecord(filters[group]) ? filters[group].values : undefined).map(
      entry => entry.value
    )
    for (const { value, at } of offeredIn(data, group))
      if (!named.includes(value))
        refuse(
          page,
          at,
          `has no words: add "${value}" to filters › ${group} › values in content/${patternOf("CommissionsPage")}`
        )
  }

  // Every part a design adds up has a price.
  const pricesFile = find("DesignPrices")
  const prices = pricesFile && isRecord(pricesFile.inspection.data) ? pricesFile.inspection.data : undefined
  if (!prices) return problems
  const priced = (list: string, matches: (entry: Record<string, unknown>) => boolean) =>
    records(prices[list]).some(matches)
  const where = `content/${patternOf("DesignPrices")}`
  for (const setting of settings)
    for (const metal of metals)
      if (!priced("settings", entry => entry.setting === setting.value && entry.metal === metal.value))
        refuse(page, setting.at, `has no price in ${metal.value}: add it to settings in ${where}`)
  const [stones, carats, bands] = ["stone", "carat", "band"].map(group => offeredIn(data, group))
  for (const stone of stones)
    for (const carat of carats)
      if (!priced("stones", entry => entry.stone === stone.value && entry.carat === carat.value))
        refuse(page, carat.at, `has no price for ${stone.value}: add it to stones in ${where}`)
  for (const band of bands)
    if (!priced("bands", entry => entry.band === band.value))
      refuse(page, band.at, `has no price: add it to bands in ${where}`)
  return problems
}
