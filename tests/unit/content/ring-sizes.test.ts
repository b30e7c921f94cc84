import { readContent } from "../../../src/content/read-content"
import { ringSizeRows } from "../../../src/content/ring-sizes/ring-size-table"
import {
  SIZE_COLUMNS,
  cellText,
  circumferenceOf,
  orderOf,
  sizeText,
  ukRank,
  type RingSizeRow,
} from "../../../src/content/ring-sizes/ring-size-values"

/*
 * The ring-size table is data a couple relies on: every row must agree with
 * the sources its columns name, and the schema must refuse the slips an
 * editor could make (a circumference that is not π times the diameter, a
 * size out of order).
 */

const { sizes } = readContent("data/ring-sizes.yaml")

describe("the ring-size table in content/data/ring-sizes.yaml", () => {
  it("gives each circumference as π times its diameter, rounded to a tenth of a millimetre", () => {
    for (const row of sizes) expect(row.circumference).toBe(circumferenceOf(row.diameter))
  })

  it("runs every column from the smallest size to the largest", () => {
    for (const column of SIZE_COLUMNS)
      sizes
        .slice(1)
        .forEach((row, index) => expect(orderOf(row, column)).toBeGreaterThan(orderOf(sizes[index], column)))
  })

  // The sources' formulas, written as the arithmetic below: the US scale's inches across, BS 6820's
  // letters around, the Japanese thirds of a millimetre across, ISO 8653's circumference.
  it("agrees with the sources its columns name (US, UK, Japanese and ISO 8653 scales)", () => {
    for (const row of sizes) {
      const around = Math.PI * row.diameter
      expect(Math.abs(row.diameter - 25.4 * (0.458 + 0.032 * row.us))).toBeLessThanOrEqual(0.005)
      expect(Math.abs(ukRank(row.uk) - (around - 36.25) / 1.25)).toBeLessThanOrEqual(0.25 + 1e-9)
      expect(Math.abs(row.jp - (3 * row.diameter - 38))).toBeLessThanOrEqual(0.5)
      expect(Math.abs(row.eu - around)).toBeLessThanOrEqual(0.5)
    }
  })
})

// Fictional rows, a little apart from any real table, so the checks are shown on numbers of their own.
const FIXTURE: RingSizeRow[] = [
  { us: 1, uk: "C", jp: 2, eu: 40, diameter: 12.7, circumference: 39.9 },
  { us: 1.5, uk: "D", jp: 3, eu: 41, diameter: 13.1, circumference: 41.2 },
  { us: 2, uk: "E½", jp: 5, eu: 43, diameter: 13.6, circumference: 42.7 },
]
const messages = (rows: unknown) => {
  const result = ringSizeRows.safeParse(rows)
  return result.success ? [] : result.error.issues.map(issue => `${issue.path.join(".")}: ${issue.message}`)
}

describe("the table's schema", () => {
  it("accepts rows in order whose circumferences are π times their diameters", () => {
    expect(messages(FIXTURE)).toEqual([])
  })

  it("refuses a circumference that is not π times the diameter, saying what it should be", () => {
    const rows = FIXTURE.map((row, index) => (index === 1 ? { ...row, circumference: 41.5 } : row))
    expect(messages(rows)).toEqual(["1.circumference: should be 41.2: π × 13.1 mm, to 0.1 mm"])
  })

  it("refuses a size out of order, naming the size above it", () => {
    const rows = FIXTURE.map((row, index) => (index === 2 ? { ...row, uk: "C½" } : row))
    expect(messages(rows)).toEqual([
      "2.uk: must be larger than the row above's D: sizes run from the smallest to the largest, each once",
    ])
  })

  it("refuses a UK size that is not a letter, and a US size that is not a whole or half size", () => {
    expect(messages([{ ...FIXTURE[0], uk: "c" }, FIXTURE[1]])).toEqual([
      expect.stringMatching(/^0\.uk: must be a UK letter size/),
    ])
    expect(messages([{ ...FIXTURE[0], us: 1.25 }, FIXTURE[1]])).toEqual([
      expect.stringMatching(/^0\.us: must be a whole or half US size/),
    ])
  })
})

describe("how sizes read", () => {
  it("writes half sizes as fractions and ranks UK letters A = 1 to Z+1 = 27", () => {
    expect(sizeText(4.5)).toBe("4½")
    expect(sizeText(4)).toBe("4")
    expect([ukRank("A"), ukRank("B½"), ukRank("Z"), ukRank("Z+1"), ukRank("Z+2½")]).toEqual([
      1, 2.5, 26, 27, 28.5,
    ])
    expect(ukRank("AA")).toBeNaN()
  })

  it("shows a fraction only for US sizes; EU sizes as written; millimetres to their places, every row alike", () => {
    const row = { us: 9.5, uk: "S½", jp: 20, eu: 60.5, diameter: 19.4, circumference: 60.9 }
    expect(SIZE_COLUMNS.map(column => cellText(row, column))).toEqual([
      "9½",
      "S½",
      "20",
      "60.5",
      "19.40",
      "60.9",
    ])
    // A whole number of millimetres keeps its places too (48.0, not 48 beside 48.4).
    const whole = { ...row, diameter: 16, circumference: 48 }
    expect(cellText(whole, "diameter")).toBe("16.00")
    expect(cellText(whole, "circumference")).toBe("48.0")
  })
})
