import { readContent } from "../../../src/content/read-content"
import { matchSize, matchedRows, SAME_SIZE_SHARE } from "../../../src/sections/ring-sizes/match"

/*
 * The converter's answers, against the real table's numbers: a size's own
 * measurement is that size, one between two sizes names both, and a number
 * no diameter could be (or no circumference) is read as the other kind.
 */

const rows = readContent("data/ring-sizes.yaml").sizes
const middle = Math.floor(rows.length / 2)
const [row, next] = [rows[middle], rows[middle + 1]]

describe("matchSize", () => {
  it("answers a size's own diameter or circumference with that size", () => {
    expect(matchSize(rows, { kind: "measurement", measure: "diameter", millimetres: row.diameter })).toEqual({
      kind: "size",
      row: middle,
      measure: "diameter",
      switched: false,
    })
    expect(
      matchSize(rows, { kind: "measurement", measure: "circumference", millimetres: next.circumference })
    ).toMatchObject({
      kind: "size",
      row: middle + 1,
    })
  })

  it("counts a measurement within a quarter of the step to the next size as the size", () => {
    const step = next.diameter - row.diameter
    const near = row.diameter + step * SAME_SIZE_SHARE * 0.9
    expect(matchSize(rows, { kind: "measurement", measure: "diameter", millimetres: near })).toMatchObject({
      kind: "size",
      row: middle,
    })
  })

  it("names both sizes when a measurement falls between them, and the nearer one", () => {
    const step = next.diameter - row.diameter
    const between = matchSize(rows, {
      kind: "measurement",
      measure: "diameter",
      millimetres: row.diameter + step * 0.6,
    })
    expect(between).toEqual({
      kind: "between",
      lower: middle,
      upper: middle + 1,
      nearest: middle + 1,
      measure: "diameter",
      switched: false,
    })
    expect(matchedRows(between)).toEqual([middle, middle + 1])
  })

  it("reads a number only a circumference can be as one, and says so", () => {
    expect(
      matchSize(rows, { kind: "measurement", measure: "diameter", millimetres: row.circumference })
    ).toMatchObject({
      kind: "size",
      row: middle,
      measure: "circumference",
      switched: true,
    })
  })

  it("says a measurement is outside the table beyond half a step from either end", () => {
    const first = rows[0]
    const step = rows[1].diameter - first.diameter
    expect(
      matchSize(rows, { kind: "measurement", measure: "diameter", millimetres: first.diameter - step * 0.4 })
    ).toMatchObject({ kind: "size", row: 0 })
    expect(
      matchSize(rows, { kind: "measurement", measure: "diameter", millimetres: first.diameter - step })
    ).toEqual({
      kind: "outside",
      measure: "diameter",
    })
    expect(matchedRows({ kind: "outside", measure: "diameter" })).toEqual([])
  })

  it("answers a chosen size with its row, and nothing for an empty or impossible measurement", () => {
    expect(matchSize(rows, { kind: "size", row: middle })).toEqual({
      kind: "size",
      row: middle,
      switched: false,
    })
    for (const millimetres of [Number.NaN, 0, -3])
      expect(matchSize(rows, { kind: "measurement", measure: "diameter", millimetres })).toEqual({
        kind: "none",
      })
    expect(matchSize(rows, { kind: "size", row: rows.length })).toEqual({ kind: "none" })
  })
})
