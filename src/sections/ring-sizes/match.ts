import { MEASURES, type Measure, type RingSizeRow } from "../../content/ring-sizes/ring-size-values"

/*
 * The converter's arithmetic: which rows of the ring-size table a
 * measurement or a chosen size answers to. Rows are sizes in order, smallest
 * first (the content check holds that), so neighbours are adjacent rows.
 */

export type SizeQuery =
  { kind: "measurement"; measure: Measure; millimetres: number } | { kind: "size"; row: number }

export type SizeMatch =
  /** One size: the rows hold it within a quarter of the step to the next size. */
  | { kind: "size"; row: number; measure?: Measure; switched: boolean }
  /** Between two neighbouring sizes: `nearest` is the closer of the two. */
  | { kind: "between"; lower: number; upper: number; nearest: number; measure: Measure; switched: boolean }
  /** Smaller than the smallest size or larger than the largest, by more than half a step. */
  | { kind: "outside"; measure: Measure }
  /** Nothing to answer yet: an empty box, or not a number. */
  | { kind: "none" }

/** A measurement within this share of the step to the neighbouring size counts as that size. */
export const SAME_SIZE_SHARE = 0.25

type Place = { row: number } | { lower: number; upper: number; nearest: number }

/** Where a measurement falls among the rows' values for one measure; null if outside them. */
function place(rows: readonly RingSizeRow[], measure: Measure, value: number): Place | null {
  const values = rows.map(row => row[measure])
  const last = values.length - 1
  const firstStep = values[1] - values[0]
  const lastStep = values[last] - values[last - 1]
  if (value < values[0] - firstStep / 2 || value > values[last] + lastStep / 2) return null
  const upper = values.findIndex(candidate => candidate >= value)
  // Below the first row or above the last, but within half a step: that end's size.
  if (upper <= 0) return { row: upper === 0 ? 0 : last }
  const lower = upper - 1
  const step = values[upper] - values[lower]
  if (value - values[lower] <= step * SAME_SIZE_SHARE) return { row: lower }
  if (values[upper] - value <= step * SAME_SIZE_SHARE) return { row: upper }
  return { lower, upper, nearest: value - values[lower] <= values[upper] - value ? lower : upper }
}

/** The rows a query answers to. */
export function matchSize(rows: readonly RingSizeRow[], query: SizeQuery): SizeMatch {
  if (query.kind === "size")
    return rows[query.row] ? { kind: "size", row: query.row, switched: false } : { kind: "none" }
  const { measure, millimetres } = query
  if (!Number.isFinite(millimetres) || millimetres <= 0) return { kind: "none" }
  // A number that only the other measure can be (52 "across" a ring is surely around a finger) is read as that.
  const other = MEASURES.find(candidate => candidate !== measure) ?? measure
  const found = place(rows, measure, millimetres)
  const fallback = found ? null : place(rows, other, millimetres)
  const placed = found ?? fallback
  if (!placed) return { kind: "outside", measure }
  const used = found ? measure : other
  const switched = !found
  return "row" in placed
    ? { kind: "size", row: placed.row, measure: used, switched }
    : { kind: "between", ...placed, measure: used, switched }
}

/** The rows to mark in the table for a match. */
export const matchedRows = (match: SizeMatch): number[] =>
  match.kind === "size" ? [match.row] : match.kind === "between" ? [match.lower, match.upper] : []
