import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { isMap, isSeq, parseDocument } from "yaml"
import {
  DESIGN_PICTURES_DIR,
  DESIGN_WIDTHS,
  designPictureFile,
  designPictureKey,
} from "../../../src/content/design-pictures"
import { formatProblem, validateContent } from "../../../src/content/check/validate"

/*
 * What the content check refuses in the ring designer (content/pages/design.yaml and
 * content/data/design-prices.yaml), each on its line, the way an editor might get it wrong: an option
 * without its words, a ring offered without its picture, a size not drawn, a price whose low is above its high,
 * a value the site does not know. One copy of content/ for the file; each test changes one file and
 * puts it back. What is changed is found by place in the real files, never by their words.
 */

const REAL_CONTENT = path.resolve(__dirname, "../../../content")
const PAGE = "pages/design.yaml"
const PRICES = "data/design-prices.yaml"
const COMMISSIONS = "pages/commissions.yaml"
let contentDir: string

beforeAll(() => {
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "design-check-")), "content")
  fs.cpSync(REAL_CONTENT, contentDir, { recursive: true })
})
afterAll(() => fs.rmSync(path.dirname(contentDir), { recursive: true, force: true }))

type Doc = ReturnType<typeof parseDocument>
let changed = ""

/** Changes one file through its YAML document, checks the content, and puts the file back. */
function problemsAfter(file: string, change: (doc: Doc) => void): string[] {
  const full = path.join(contentDir, file)
  const original = fs.readFileSync(full, "utf8")
  const doc = parseDocument(original)
  change(doc)
  changed = doc.toString({ lineWidth: 0 })
  fs.writeFileSync(full, changed)
  try {
    return validateContent(contentDir, {}).map(formatProblem)
  } finally {
    fs.writeFileSync(full, original)
  }
}

/** The line (1-based) of the node at `at` in the file as the last change left it. */
const lineAt = (at: (string | number)[]) => {
  const node = parseDocument(changed).getIn(at, true) as { range?: [number] } | undefined
  return changed.slice(0, node?.range?.[0] ?? 0).split("\n").length
}

const seqLength = (doc: Doc, at: (string | number)[]) => {
  const node: unknown = doc.getIn(at, true)
  return isSeq(node) ? node.items.length : 0
}

test("the real content passes", () => {
  expect(validateContent(contentDir, {}).map(formatProblem)).toEqual([])
})

test("a ring offered without its picture is refused on each option it needs a picture for, naming one", () => {
  // One picture of the last metal's rings taken away (at one width): that metal, and the shape, setting,
  // band and stone of the ring it shows, are each refused on their line.
  const folder = path.join(contentDir, DESIGN_PICTURES_DIR)
  const page = parseDocument(fs.readFileSync(path.join(contentDir, PAGE), "utf8"))
  const firstOf = (group: string) => String(page.getIn([group, "options", 0, "value"]))
  const metals = page.getIn(["metal", "options"], true)
  const metal =
    isSeq(metals) && isMap(metals.items.at(-1))
      ? String((metals.items.at(-1) as { get(key: string): unknown }).get("value"))
      : ""
  const ring = {
    shape: firstOf("shape"),
    setting: firstOf("setting"),
    metal,
    band: firstOf("band"),
    stone: firstOf("stone"),
  }
  const file = path.join(folder, designPictureFile(designPictureKey(ring), DESIGN_WIDTHS[1]))
  const bytes = fs.readFileSync(file)
  fs.rmSync(file)
  try {
    const problems = validateContent(contentDir, {}).map(formatProblem)
    changed = fs.readFileSync(path.join(contentDir, PAGE), "utf8")
    const refused = (group: string, value: string): unknown => {
      const options = parseDocument(changed).getIn([group, "options"], true)
      const index = isSeq(options)
        ? options.items.findIndex(item => isMap(item) && item.get("value") === value)
        : -1
      const line = new RegExp(
        `^content/${PAGE}:${lineAt([group, "options", index, "value"])}  ${group} › options\\[${index}\\][^›]* › value: is offered, but 1 of its \\d+ rings have no picture \\(such as ${designPictureKey(ring)}\\)`
      )
      return expect.stringMatching(line) as unknown
    }
    expect(problems).toEqual(
      expect.arrayContaining(
        (["shape", "setting", "metal", "band"] as const).map(group => refused(group, ring[group]))
      )
    )
    // the stone's options picture the stone as it looks: each stone that looks like it is refused too
    expect(problems.filter(problem => problem.includes("stone › options"))).not.toHaveLength(0)
  } finally {
    fs.writeFileSync(file, bytes)
  }
})

test("a size not drawn for a shape offered is refused on the size's millimetres", () => {
  const problems = problemsAfter(PAGE, doc => {
    doc.deleteIn(["carat", "options", 0, "mm", 0])
  })
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${PAGE}:${lineAt(["carat", "options", 0, "mm"])}  carat › options\\[0\\][^›]* › mm: has no size for the`
      )
    ),
  ])
})

test("an option without its words is refused on the option, naming the file its words go in", () => {
  let shape = ""
  const problems = problemsAfter(COMMISSIONS, doc => {
    const values: unknown = doc.getIn(["filters", "shape", "values"], true)
    if (!isSeq(values)) throw new Error(`content/${COMMISSIONS} has no filters › shape › values`)
    // The first shape the designer offers, taken out of the commissions' words.
    const offered: unknown = parseDocument(fs.readFileSync(path.join(contentDir, PAGE), "utf8")).getIn([
      "shape",
      "options",
      0,
      "value",
    ])
    shape = String(offered)
    values.items = values.items.filter(item => !(isMap(item) && item.get("value") === shape))
  })
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`shape › options\\[0\\][^›]* › value: has no words: add "${shape}"`)),
    ])
  )
})

test("a value the site does not know is refused on its line, naming those it knows", () => {
  const problems = problemsAfter(PAGE, doc =>
    doc.setIn(["setting", "options", 0, "value"], "fixture-setting")
  )
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^content/${PAGE}:${lineAt(["setting", "options", 0, "value"])}  setting › options\\[0\\][^›]* › value: must be one of: `
        )
      ),
    ])
  )
})

test("an option offered twice is refused on the second", () => {
  const problems = problemsAfter(PAGE, doc =>
    doc.setIn(["band", "options", 1, "value"], doc.getIn(["band", "options", 0, "value"]))
  )
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`band › options\\[1\\][^›]* › value: offers "[^"]+" twice`)),
    ])
  )
})

test("a price whose low is above its high is refused on its high", () => {
  const problems = problemsAfter(PRICES, doc => {
    doc.setIn(["stones", 0, "low"], 5000)
    doc.setIn(["stones", 0, "high"], 4000)
  })
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${PRICES}:${lineAt(["stones", 0, "high"])}  stones\\[0\\] › high: must be no less than low`
      )
    ),
  ])
})

test("a part with no price is refused on the option that needs it, naming the prices' file", () => {
  const problems = problemsAfter(PRICES, doc => {
    const last = seqLength(doc, ["bands"]) - 1
    doc.deleteIn(["bands", last])
  })
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(`band › options\\[\\d+\\][^›]* › value: has no price: add it to bands in content/${PRICES}`)
    ),
  ])
})
