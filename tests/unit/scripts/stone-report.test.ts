import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { CHOICES } from "../../../src/content/design"
import {
  DESIGN_PICTURES_DIR,
  DESIGN_WIDTHS,
  designPictureFile,
  designPictureKeys,
} from "../../../src/content/design-pictures"
import { readContent } from "../../../src/content/read-content"

/*
 * The stones of every picture hold to a jeweller's photograph (docs/pictures.md, "Stone targets"):
 * scripts/render/stone-report.json is what scripts/render/stone_report.py measured in each picture
 * through the mask its render wrote, and scripts/render/stone-targets.json what each figure must be.
 * The report is computed, never written by hand: each entry carries its picture's SHA-256, so a picture
 * rendered anew without the report run again fails here, as does a picture with a mask and no entry.
 */

const ROOT = path.resolve(__dirname, "../../..")
const RENDER = path.join(ROOT, "scripts/render")
const MASKS = path.join(RENDER, "masks")

interface Stones {
  pixels: number
  white?: number
  black?: number
  chroma?: number
  fire?: number
  hue?: number
  saturation?: number
  kinds?: string[]
}
type Entry = { sha256: string; colourless?: Stones; coloured?: Stones }
type Range = { min?: number; max?: number }
interface Targets {
  minPixels: number
  colourless: Record<"white" | "black" | "chroma", Range>
  /** By gem: the photographs' hue (centre, and how far off it may be) and saturation. */
  coloured: Record<string, { hue: { centre: number; within: number }; saturation: Range }>
}

const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(RENDER, file), "utf8")) as T
const report = read<Record<string, Entry>>("stone-report.json")
const targets = read<Targets>("stone-targets.json")

const masks = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? masks(full) : entry.name.endsWith(".png") ? [full] : []
  })

test("every entry is its picture's, as committed", () => {
  for (const [picture, entry] of Object.entries(report)) {
    const bytes = fs.readFileSync(path.join(ROOT, picture))
    expect({ picture, sha256: crypto.createHash("sha256").update(bytes).digest("hex") }).toEqual({
      picture,
      sha256: entry.sha256,
    })
  }
})

test("every picture with a mask of its stones is in the report", () => {
  const reported = new Set(Object.keys(report))
  const pictureOf = (mask: string) => {
    const rel = path.relative(MASKS, mask).replace(/\.png$/, "")
    return [".jpg", ".png", `-${DESIGN_WIDTHS.at(-1)}.webp`]
      .map(ext => path.join("content/images", rel + ext))
      .find(file => fs.existsSync(path.join(ROOT, file)))
  }
  const missing = masks(MASKS)
    .map(mask => pictureOf(mask) ?? `no picture for ${path.relative(ROOT, mask)}`)
    .filter(picture => !reported.has(picture))
  expect(missing).toEqual([])
})

test("every ring the builder offers is measured, or waits for its render on the list of round six's light", () => {
  const page = readContent("pages/design.yaml")
  const offered = Object.fromEntries(
    CHOICES.map(choice => [choice, page[choice].options.map((option: { value: string }) => option.value)])
  ) as unknown as Parameters<typeof designPictureKeys>[0]
  const folder = path.join(ROOT, "content", DESIGN_PICTURES_DIR)
  const largest = (key: string) =>
    path.join("content", DESIGN_PICTURES_DIR, designPictureFile(key, DESIGN_WIDTHS.at(-1)!))
  const awaiting = fs
    .readFileSync(path.join(RENDER, "awaiting-light.txt"), "utf8")
    .split("\n")
    .map(line => line.trim())
    .filter(line => line && !line.startsWith("#"))
  // a ring with no picture yet is shown on its nearest (the content check requires each base picture)
  const pictured = designPictureKeys(offered).filter(key => fs.existsSync(path.join(ROOT, largest(key))))
  const unmeasured = pictured.filter(key => !report[largest(key)] && !awaiting.includes(key))
  expect(unmeasured).toEqual([])
  // a listed picture is there, and still of the old light: its render takes it off the list
  const stale = awaiting.filter(
    key =>
      !fs.existsSync(path.join(folder, designPictureFile(key, DESIGN_WIDTHS.at(-1)!))) ||
      fs.existsSync(path.join(MASKS, "design", `${key}.png`))
  )
  expect(stale).toEqual([])
})

const outside = (value: number | undefined, range: Range) =>
  value === undefined ||
  (range.min !== undefined && value < range.min) ||
  (range.max !== undefined && value > range.max)

test("every colourless stone is bright, with contrast and no cast", () => {
  const misses = Object.entries(report).flatMap(([picture, { colourless }]) =>
    colourless && colourless.pixels >= targets.minPixels
      ? (["white", "black", "chroma"] as const)
          .filter(figure => outside(colourless[figure], targets.colourless[figure]))
          .map(
            figure =>
              `${picture}: ${figure} ${colourless[figure]} (${JSON.stringify(targets.colourless[figure])})`
          )
      : []
  )
  expect(misses).toEqual([])
})

test("every coloured stone is its gem's colour, at a gem photograph's saturation", () => {
  const misses = Object.entries(report).flatMap(([picture, { coloured }]) => {
    // one kind of coloured stone, one a photograph set targets for (several kinds mix their colours, as
    // a family ring's birthstones; an aquamarine or a citrine has no photograph here)
    const kind = coloured?.kinds?.length === 1 ? coloured.kinds[0] : undefined
    const target = kind ? targets.coloured[kind] : undefined
    if (!coloured || !target || coloured.pixels < targets.minPixels) return []
    const found: string[] = []
    if (outside(coloured.saturation, target.saturation))
      found.push(`${picture}: ${kind} saturation ${coloured.saturation}`)
    const off =
      coloured.hue === undefined ? 180 : Math.abs(((coloured.hue - target.hue.centre + 540) % 360) - 180)
    if (off > target.hue.within)
      found.push(`${picture}: ${kind} hue ${coloured.hue} (${target.hue.centre} ± ${target.hue.within})`)
    return found
  })
  expect(misses).toEqual([])
})
