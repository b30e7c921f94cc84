import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { RingSizeRow } from "../../../src/content/ring-sizes/ring-size-values"
import { checkContent, formatProblem } from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * The printable ring sizer is drawn by the build from the ring-size table: a table or words it
 * cannot draw are the content check's to refuse, with what does not fit, on their line.
 */

const FILE = "data/ring-sizes.yaml"
const copy = contentCopyPerTest("hostile-sizer")
const rows = () =>
  (parse(fs.readFileSync(path.join(copy.dir, FILE), "utf8")) as { sizes: RingSizeRow[] }).sizes
const problems = async () => (await checkContent(copy.dir, {})).map(formatProblem)

/** The last row made as large as `diameter`, every other rule of the table still kept. */
function largestRow(diameter: number): void {
  const last = rows().length - 1
  setContent(copy.dir, FILE, ["sizes", last, "diameter"], diameter)
  setContent(copy.dir, FILE, ["sizes", last, "circumference"], Math.round(Math.PI * diameter * 10) / 10)
}

it("refuses a size whose circle would overlap its neighbours", async () => {
  largestRow(30)
  expect(await problems()).toEqual([
    expect.stringMatching(/^content\/data\/ring-sizes\.yaml:\d+ {2}sizes: .*overlap its neighbours/),
  ])
})

it("refuses a size whose circumference is longer than the paper strip the page holds", async () => {
  largestRow(54.1)
  expect(await problems()).toEqual([
    expect.stringMatching(/sizes: the printable sizer's paper strip would be \d+ mm long/),
  ])
})

it("refuses words that would run past the page", async () => {
  setContent(copy.dir, FILE, ["sizer", "footer"], "Made-up words for a test of the sheet. ".repeat(120))
  expect(await problems()).toEqual([
    expect.stringMatching(
      /sizer: the printable sizer does not fit on one (A4|LETTER) page with these sizes and words/
    ),
  ])
})

it.each([
  ["title", "Ring \u6307\u8f2a"],
  ["intro", "Print it \u2713 at full size."],
])(
  "refuses sizer words its font cannot draw (%s)",
  async (key, words) => {
    const line = setContent(copy.dir, FILE, ["sizer", key], words)
    expect(await problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/data/ring-sizes\\.yaml:${line} {2}sizer › ${key}: holds .*which the printable sizer's font cannot draw`
        )
      ),
    ])
  },
  60_000
)

it("names a character that cannot be seen by its code point, so the refusal stays one line", async () => {
  const { ringSizes } = await import("../../../src/content/schema/documents")
  const { ringSizerProblem } = await import("../../../src/content/outputs/ring-sizer-pdf")
  const table = ringSizes.parse(parse(fs.readFileSync(path.join(copy.dir, FILE), "utf8")))
  const problem = await ringSizerProblem({ ...table, sizer: { ...table.sizer, footer: "a\rb\u0000c" } }, "x")
  expect(problem?.at).toEqual(["sizer", "footer"])
  expect(problem?.message).toMatch(/^holds U\+000D, U\+0000, which /)
  expect(problem?.message.split("\n")).toHaveLength(1)
  expect(problem?.message).not.toContain("\r")
})
