import { CHOICES, type Choice, type Design } from "../../content/design"
import { designPictureAlt, type Pictured } from "../../content/design-pictures"
import { valueLabel, type FilterWords } from "../commission-words"

/*
 * The builder's options as a couple reads them: each choice's values with their words (the shape,
 * setting, metal and stone named as the commissions name them), what the picture calls them, and a
 * size's millimetres for each shape. From the page's data; pure.
 */

export type DesignPageData = Queries.RingDesignerFieldsFragment

export interface Option {
  value: string
  label: string
  description: string
  /** How the picture's alt text names it (the carat is not pictured: every picture is about one carat). */
  pictured?: string
  /** A size's millimetres, by shape. */
  mm?: readonly { shape: string; length: number; width: number }[]
}

export type Options = Record<Choice, Option[]>

type Facet = "shape" | "setting" | "metal" | "stone"

export function optionsOf(page: DesignPageData, words: FilterWords): Options {
  const facet = (choice: Facet) =>
    page[choice].options.map(({ value, description, pictured }) => ({
      value,
      label: valueLabel(words, choice, value),
      description,
      pictured,
    }))
  return {
    shape: facet("shape"),
    setting: facet("setting"),
    metal: facet("metal"),
    stone: facet("stone"),
    carat: page.carat.options.map(({ value, label, description, mm }) => ({ value, label, description, mm })),
    band: page.band.options.map(({ value, label, description, pictured }) => ({
      value,
      label,
      description,
      pictured,
    })),
  }
}

export const optionOf = (options: Options, choice: Choice, value: string): Option | undefined =>
  options[choice].find(option => option.value === value)

/** The design in words: each choice's label, in order ("Oval, Halo, Platinum, ..."). */
export const designWords = (design: Design, options: Options) =>
  CHOICES.map(choice => optionOf(options, choice, design[choice])?.label ?? design[choice]).join(", ")

/** What the design's picture shows, in the options' own words. */
export function pictureAlt(design: Design, options: Options): string {
  const words = (choice: keyof Pictured) =>
    optionOf(options, choice, design[choice])?.pictured ??
    optionOf(options, choice, design[choice])?.label ??
    ""
  return designPictureAlt({
    shape: words("shape"),
    stone: words("stone"),
    setting: words("setting"),
    band: words("band"),
    metal: words("metal"),
  })
}

/** The centre stone's size from above, in millimetres, for the design's shape and size. */
export const stoneSize = (design: Design, options: Options) =>
  optionOf(options, "carat", design.carat)?.mm?.find(size => size.shape === design.shape)

/** The stone at its true size, on her finger: the size she chose, else a common one (typicalSize), else the table's middle one. */
export function scaleOf(
  design: Design,
  options: Options,
  sizes: readonly { value: string; label: string; diameter: number }[],
  words: DesignPageData["labels"],
  typical: number
) {
  const size =
    sizes.find(entry => entry.value === design.size) ??
    sizes.find(entry => entry.value === String(typical)) ??
    sizes[Math.floor(sizes.length / 2)]
  const mm = stoneSize(design, options) ?? { length: 6.4, width: 6.4 }
  const across = mm.length === mm.width ? `${mm.length} mm` : `${mm.length} × ${mm.width} mm`
  return {
    shape: design.shape,
    length: mm.length,
    width: mm.width,
    finger: size?.diameter ?? 16.5,
    metal: design.metal,
    stone: design.stone,
    words: {
      size: `${optionOf(options, "carat", design.carat)?.label ?? design.carat} · ${across}`,
      // "size US 6" kept on one line: at 320 px "US 6" fell alone onto the caption's last row.
      finger: size ? `${words.scale}\u00a0${size.label.replace(/ /g, "\u00a0")}` : "",
    },
  }
}
