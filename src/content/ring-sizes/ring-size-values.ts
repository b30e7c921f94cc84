/*
 * The ring-size table's columns and how their values read and order. Plain
 * functions with no dependency, because three places share them: the
 * table's schema (its checks), the pages (the table, the converter) and the
 * printable sizer drawn at build time.
 */

/** The size systems a couple in Singapore meets, in the order the table shows them. */
export const SIZE_SYSTEMS = ["us", "uk", "jp", "eu"] as const
/** The two measurements of a ring's inside, in millimetres. */
export const MEASURES = ["diameter", "circumference"] as const
/** Every column of the table, in order. */
export const SIZE_COLUMNS = [...SIZE_SYSTEMS, ...MEASURES] as const

export type Measure = (typeof MEASURES)[number]
export type SizeColumn = (typeof SIZE_COLUMNS)[number]

/** One row of content/data/ring-sizes.yaml. */
export interface RingSizeRow {
  us: number
  uk: string
  jp: number
  eu: number
  diameter: number
  circumference: number
}

/** Where the printable sizer is served: built from the same table after every build. */
export const SIZER_PDFS = { a4: "/downloads/ring-sizer-a4.pdf", letter: "/downloads/ring-sizer-letter.pdf" }

/** A UK size: a capital letter, or Z+1, Z+2 ... beyond Z, each with an optional ½. */
export const UK_SIZE = /^(?:[A-Z]|Z\+[1-9])½?$/

/** A UK size's place on its scale: A = 1, A½ = 1.5, ... Z = 26, Z+1 = 27; NaN if it is not one. */
export function ukRank(size: string): number {
  if (!UK_SIZE.test(size)) return NaN
  const half = size.endsWith("½") ? 0.5 : 0
  const plus = /^Z\+(\d)/.exec(size)
  return (plus ? 26 + Number(plus[1]) : size.charCodeAt(0) - 64) + half
}

/** Half sizes as a fraction (US 6.5 reads "6½"); everything else as written. */
export function sizeText(value: number | string): string {
  if (typeof value === "string") return value
  const whole = Math.trunc(value)
  return value - whole === 0.5 ? `${whole}½` : String(value)
}

/** The measures to the places their sources give (0.01 mm across, 0.1 mm around), every row alike: 48.0, not 48. */
const DECIMALS: Record<Measure, number> = { diameter: 2, circumference: 1 }

/** A value of one column as the table shows it: US half sizes as fractions, the measures to their places (16.51, 48.0 mm), the rest as written (EU 52.5). */
export const cellText = (row: RingSizeRow, column: SizeColumn): string =>
  column === "us"
    ? sizeText(row.us)
    : column === "diameter" || column === "circumference"
      ? row[column].toFixed(DECIMALS[column])
      : String(row[column])

/** The circumference of a circle of this diameter, to 0.1 mm, as the table writes it. */
export const circumferenceOf = (diameter: number): number => Math.round(Math.PI * diameter * 10) / 10

/** Whether a written circumference is π times the written diameter, to 0.1 mm. */
export const isCircumferenceOf = (circumference: number, diameter: number): boolean =>
  Math.abs(circumference - Math.PI * diameter) <= 0.05 + 1e-9

/** The number by which a column orders its sizes, smallest first. */
export const orderOf = (row: RingSizeRow, column: SizeColumn): number =>
  column === "uk" ? ukRank(row.uk) : row[column]
