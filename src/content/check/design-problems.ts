import fs from "node:fs"
import path from "node:path"
import { collections } from "../schema/collections"
import {
  DESIGN_PICTURES_DIR,
  DESIGN_WIDTHS,
  designPictureFile,
  designPictureKeys,
  picturedStone,
} from "../design-pictures"
import { describePath, isRecord, type Path } from "../content-tree"
import type { ContentProblem } from "./problems"

/*
 * What "Design Your Ring" asks of its files together (each file's own rules are its schema's): every
 * ring the page can compose (shape, setting, metal, band and stone) has its picture in
 * content/images/design/ at every width (render.py --design makes them); every size is drawn for
 * every shape; every option has its words (the shape, setting, metal and stone in commissions.yaml's
 * filters, as the pieces name them); and every part a design can add up has a price in
 * content/data/design-prices.yaml. Each refusal is on the line that lacks the thing.
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

  // Every shape, setting and metal offered has its base picture (the first band, the first stone) at every
  // width. Another band or stone may await its render: the builder shows the base picture meanwhile and its
  // alt text says so (src/content/design-pictures.ts, picturedDesign).
  const [shapes, settings, metals, stoneOptions, bandOptions] = [
    "shape",
    "setting",
    "metal",
    "stone",
    "band",
  ].map(group => offeredIn(data, group))
  const folder = path.join(contentDir, DESIGN_PICTURES_DIR)
  const present = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : [])
  const values = (list: { value: string }[]) => list.map(({ value }) => value)
  const base = { band: values(bandOptions).slice(0, 1), stone: values(stoneOptions).slice(0, 1) }
  const byValue = { shape: shapes, setting: settings, metal: metals, stone: stoneOptions, band: bandOptions }
  for (const [group, list] of Object.entries(byValue))
    for (const option of list) {
      if (group === "band" && option.value !== base.band[0]) continue
      if (group === "stone" && picturedStone(option.value) !== picturedStone(base.stone[0] ?? "")) continue
      const keys = designPictureKeys({
        shape: group === "shape" ? [option.value] : values(shapes),
        setting: group === "setting" ? [option.value] : values(settings),
        metal: group === "metal" ? [option.value] : values(metals),
        band: group === "band" ? [option.value] : base.band,
        stone: group === "stone" ? [option.value] : base.stone,
      })
      const missing = keys.filter(key =>
        DESIGN_WIDTHS.some(width => !present.has(designPictureFile(key, width)))
      )
      if (missing.length > 0)
        refuse(
          page,
          option.at,
          `is offered, but ${missing.length} of its ${keys.length} rings have no picture (such as ${missing[0]}) in content/${DESIGN_PICTURES_DIR}/: render them with \`python3 scripts/render/render.py --design\``
        )
    }

  // Every size is drawn for every shape.
  records(isRecord(data.carat) ? data.carat.options : undefined).forEach((carat, index) => {
    const drawn = records(carat.mm).map(size => size.shape)
    for (const shape of shapes)
      if (!drawn.includes(shape.value))
        refuse(
          page,
          ["carat", "options", index, "mm"],
          `has no size for the ${shape.value} shape: add { shape: ${shape.value}, length, width } in millimetres`
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
  const [stones, carats, bands] = [stoneOptions, offeredIn(data, "carat"), bandOptions]
  for (const stone of stones)
    for (const carat of carats)
      if (!priced("stones", entry => entry.stone === stone.value && entry.carat === carat.value))
        refuse(page, carat.at, `has no price for ${stone.value}: add it to stones in ${where}`)
  for (const band of bands)
    if (!priced("bands", entry => entry.band === band.value))
      refuse(page, band.at, `has no price: add it to bands in ${where}`)
  return problems
}
