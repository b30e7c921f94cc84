import { z } from "zod"
import { text } from "../schema/fields"
import {
  SIZE_COLUMNS,
  UK_SIZE,
  circumferenceOf,
  isCircumferenceOf,
  orderOf,
  cellText,
  type RingSizeRow,
} from "./ring-size-values"

/*
 * The schema of the ring-size table's rows, with the checks an editor needs:
 * each circumference is π times its diameter (to 0.1 mm), and every column
 * runs from the smallest size to the largest, so the converter and the
 * printable sizer can trust the order.
 */

const millimetres = (what: string) =>
  z
    .number({ error: `must be the ${what} in millimetres, such as 16.51` })
    .positive()
    .meta({ description: `The ring's inner ${what} in millimetres.` })

const halves = (what: string, example: string) =>
  z
    .number({ error: `must be a ${what} size, such as ${example}` })
    .positive()
    .multipleOf(0.5, `must be a whole or half ${what} size, such as ${example}`)

export const sizeColumnNote = z
  .strictObject({
    label: text.meta({ description: "The column's heading, short: US, UK, EU (ISO 8653), Diameter (mm)." }),
    source: text.meta({
      description:
        "Where this column's numbers come from: the standard or reference, and how each row's value was found.",
    }),
  })
  .meta({ id: "RingSizeColumn" })

export const ringSize = z
  .strictObject({
    us: halves("US", "6.5"),
    uk: z
      .string({ error: "must be a UK letter size, such as M or M½" })
      .regex(
        UK_SIZE,
        "must be a UK letter size: a capital letter with an optional ½ (M, M½), or Z+1 beyond Z"
      ),
    jp: z
      .number({ error: "must be a Japanese size, such as 12" })
      .int("must be a whole Japanese size")
      .positive(),
    eu: halves("EU", "52"),
    diameter: millimetres("diameter"),
    circumference: millimetres("circumference"),
  })
  .meta({ id: "RingSize" })

type Issue = { path: (string | number)[]; message: string }

/** Where a table of sizes breaks its two rules, one issue per offending cell. */
export function ringSizeTableIssues(rows: readonly RingSizeRow[]): Issue[] {
  const issues: Issue[] = []
  rows.forEach((row, index) => {
    if (!isCircumferenceOf(row.circumference, row.diameter))
      issues.push({
        path: [index, "circumference"],
        message: `should be ${circumferenceOf(row.diameter)}: π × ${row.diameter} mm, to 0.1 mm`,
      })
    const above = rows[index - 1]
    if (!above) return
    for (const column of SIZE_COLUMNS) {
      const [value, before] = [orderOf(row, column), orderOf(above, column)]
      // A size that is not one (a lower-case letter, say) is refused by its own schema, not here.
      if (!Number.isNaN(value) && !Number.isNaN(before) && !(value > before))
        issues.push({
          path: [index, column],
          message: `must be larger than the row above's ${cellText(above, column)}: sizes run from the smallest to the largest, each once`,
        })
    }
  })
  return issues
}

export const ringSizeRows = z
  .array(ringSize)
  .min(2, "needs at least two sizes")
  .superRefine((rows, context) => {
    for (const issue of ringSizeTableIssues(rows)) context.addIssue({ code: "custom", ...issue })
  })
  .meta({
    description:
      "One row per size, from the smallest to the largest: every column must grow down the table, and each circumference must be π × its diameter, to 0.1 mm.",
  })
