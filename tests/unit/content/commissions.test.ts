import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"
import { facetPages } from "../../../src/content/commissions/commission-routes"
import { designOfPiece, offeredBy, priceOf } from "../../../src/content/design"
import { factValues } from "../../../src/content/facts"
import { formatSgd } from "../../../src/content/price-format"
import { readContent } from "../../../src/content/read-content"
import { formatProblem, validateContent } from "../../../src/content/check/validate"

/*
 * What the content check refuses in a commission and the price bands, each on its line, the way an
 * editor might get it wrong. One copy of content/ for the file; each test changes one file and puts
 * it back. Values are read from the content, so the pieces and bands can change under these tests.
 */

const REAL_CONTENT = path.resolve(__dirname, "../../../content")
let contentDir: string

beforeAll(() => {
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "commissions-check-")), "content")
  fs.cpSync(REAL_CONTENT, contentDir, { recursive: true })
})
afterAll(() => fs.rmSync(path.dirname(contentDir), { recursive: true, force: true }))

const pieces = fs
  .readdirSync(path.join(REAL_CONTENT, "commissions"))
  .filter(name => name.endsWith(".yaml"))
  .map(name => `commissions/${name}`)
const [first, second] = pieces
const BANDS = "data/price-bands.yaml"

let changed = ""

/** Changes one file through its YAML document, checks the content, and puts the file back. */
function problemsAfter(file: string, change: (doc: ReturnType<typeof parseDocument>) => void): string[] {
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

/** The line of a top-level key in the file as the last change left it: where the refusal must point. */
const lineOf = (key: string) => changed.split("\n").findIndex(line => line.startsWith(`${key}:`)) + 1

test("the real content passes", () => {
  expect(pieces.length).toBeGreaterThanOrEqual(2)
  expect(validateContent(contentDir, {}).map(formatProblem)).toEqual([])
})

test("a band no price band has is refused on its line, naming the bands there are", () => {
  const problems = problemsAfter(first, doc => doc.set("band", "platinum-plus"))
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${first}:${lineOf("band")}  band: "platinum-plus" is not a price band: use the id of one in content/${BANDS} \\(`
      )
    ),
  ])
})

test("a band whose low is above its high is refused on the band's high", () => {
  const problems = problemsAfter(BANDS, doc => {
    const low = Number(doc.getIn(["bands", 0, "low"]))
    doc.setIn(["bands", 0, "high"], low - 1)
  })
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(`^content/${BANDS}:\\d+  bands\\[0\\].* › high: must be more than low$`)
    ),
  ])
})

test("two pieces at one address are refused", () => {
  const slug = parseDocument(fs.readFileSync(path.join(REAL_CONTENT, first), "utf8")).get("slug")
  const problems = problemsAfter(second, doc => doc.set("slug", slug))
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(`^content/${second}  slug: "${String(slug)}" is already the address of another page`)
      ),
    ])
  )
})

test("the couple's words without their consent are refused on the consent", () => {
  const problems = problemsAfter(first, doc =>
    doc.set(
      "words",
      doc.createNode({ quote: "Fixture words of a couple", names: "Fixture & Names", consent: false })
    )
  )
  expect(problems).toEqual([
    expect.stringMatching(new RegExp(`^content/${first}:\\d+  words › consent: must be true: `)),
  ])
  const missing = problemsAfter(first, doc =>
    doc.set("words", doc.createNode({ quote: "Fixture words of a couple", names: "Fixture & Names" }))
  )
  expect(missing).toEqual([expect.stringMatching(new RegExp(`^content/${first}:\\d+  words › consent: `))])
})

test("a picture without alt text is refused on the picture", () => {
  const problems = problemsAfter(first, doc => doc.deleteIn(["pictures", 0, "alt"]))
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(`^content/${first}:\\d+  pictures\\[0\\] › alt: needs alt text describing the piece$`)
    ),
  ])
})

test("fewer than two pictures are refused", () => {
  const problems = problemsAfter(first, doc => doc.deleteIn(["pictures", 1]))
  expect(problems).toEqual([
    expect.stringMatching(new RegExp(`^content/${first}:\\d+  pictures: needs at least two pictures$`)),
  ])
})

test("a facet's value or a band style the schema does not list is refused, naming the list", () => {
  for (const facet of ["metal", "stone", "setting", "bandStyle"]) {
    const problems = problemsAfter(first, doc => doc.set(facet, "unobtainium"))
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/${first}:${lineOf(facet)}  ${facet}: must be one of: `)),
    ])
  }
})

test("a piece with a stone needs its shape, and a piece without one has none", () => {
  const withStone = pieces.find(
    file => !/^stone: none$/m.test(fs.readFileSync(path.join(REAL_CONTENT, file), "utf8"))
  )
  if (!withStone) throw new Error("content/commissions/ needs a piece with a stone")
  expect(problemsAfter(withStone, doc => doc.delete("shape"))).toEqual([
    expect.stringMatching(
      new RegExp(`^content/${withStone}(:\\d+)?  shape: needs the centre stone['’]s shape$`)
    ),
  ])
  // Its weight goes with its stone: refused on its own (below), so taken away here.
  const stoneless = (doc: ReturnType<typeof parseDocument>) => {
    doc.set("stone", "none")
    doc.delete("carat")
  }
  expect(problemsAfter(withStone, stoneless)).toEqual([
    expect.stringMatching(
      new RegExp(`^content/${withStone}:\\d+  shape: must be left out for a piece without a stone$`)
    ),
  ])
})

test("a piece without a stone has no centre stone's weight", () => {
  const without = pieces.find(file => readContent(file as `commissions/${string}.yaml`).stone === "none")
  if (!without) throw new Error("content/commissions/ needs a piece without a stone")
  expect(problemsAfter(without, doc => doc.set("carat", 1))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${without}:${lineOf("carat")}  carat: must be left out for a piece without a stone$`
      )
    ),
  ])
})

describe("a piece's band and the ring designer's price for it", () => {
  const designer = readContent("pages/design.yaml")
  const prices = readContent("data/design-prices.yaml")
  const offered = offeredBy(choice => designer[choice].options.map(option => option.value))
  const { bands: all } = readContent(BANDS)
  const overlaps = (price: { low: number; high: number }, band: { low: number; high: number }) =>
    price.low < band.high && band.low < price.high
  // The first piece the designer makes, its price there, and a band that price does not reach.
  const made = pieces.flatMap(file => {
    const design = designOfPiece(readContent(file as `commissions/${string}.yaml`), offered)
    const price = design && priceOf(design, prices)
    const apart = price && all.find(band => !overlaps(price, band))
    return price && apart ? [{ file, price, apart }] : []
  })[0]
  if (!made) throw new Error("content/ needs a piece the designer makes and a band its price there misses")
  const { file, price, apart } = made

  test("is refused on the band when the two do not overlap, naming both and the bands that would", () => {
    const problems = problemsAfter(file, doc => doc.set("band", apart.id))
    const fitting = all.filter(band => overlaps(price, band)).map(band => band.id)
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${file}:${lineOf("band")}  band: "${apart.id}" is ${escape(formatSgd(apart.low))} to ${escape(formatSgd(apart.high))}, but the ring designer prices this piece \\(.*\\) at ${escape(formatSgd(price.low))} to ${escape(formatSgd(price.high))} .*\\(${fitting.join(", ")}\\)`
        )
      ),
    ])
  })

  test("is not held to the designer's price for a piece the designer cannot make", () => {
    // A weight the designer has no size for: the piece is asked about by name, and priced by its band alone.
    const sizes = offered.carat.map(Number)
    const unmade = Math.max(...sizes) + 0.25
    expect(
      problemsAfter(file, doc => {
        doc.set("carat", unmade)
        doc.set("band", apart.id)
      })
    ).toEqual([])
  })
})

test("the words of a facet value the schema does not know are refused, and a value left without words", () => {
  const page = "pages/commissions.yaml"
  const unknown = problemsAfter(page, doc =>
    doc.setIn(["filters", "metal", "values", 0, "value"], "unobtainium")
  )
  expect(unknown).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^content/${page}:\\d+  filters › metal › values\\[0\\] .*› value: must be one of the metal values the site knows: `
        )
      ),
      expect.stringMatching(
        new RegExp(`^content/${page}:\\d+  filters › metal › values: needs the words for `)
      ),
    ])
  )
})

test("a filter page's title and description fill in the facts its copy names, as the pages do", () => {
  const brand = factValues(readContent("site.yaml", contentDir)).brand
  const file = path.join(contentDir, "pages/commissions.yaml")
  const original = fs.readFileSync(file, "utf8")
  const doc = parseDocument(original)
  doc.setIn(["intro", "heading"], `{brand} ${String(doc.getIn(["intro", "heading"]))}`)
  // Both sentences: the samples' one is used while any piece is a sample.
  for (const at of [
    ["filters", "facetDescription"],
    ["samples", "facetDescription"],
  ])
    doc.setIn(at, `{brand}. ${String(doc.getIn(at))}`)
  fs.writeFileSync(file, doc.toString({ lineWidth: 0 }))
  try {
    const [page] = facetPages(contentDir)
    expect(page.title.startsWith(`${brand} `)).toBe(true)
    expect(page.description).toContain(`${brand}. `)
    expect(`${page.title} ${page.description}`).not.toContain("{")
  } finally {
    fs.writeFileSync(file, original)
  }
})

test("a piece's picture outside its own folder is refused where it is named, naming the folder", () => {
  const piece = readContent(first as `commissions/${string}.yaml`)
  const [picture] = piece.pictures
  // Another piece's picture: it exists and decodes, but lives in that piece's folder.
  const [elsewhere] = readContent(second as `commissions/${string}.yaml`).pictures
  const problems = problemsAfter(first, doc => doc.setIn(["pictures", 0, "src"], elsewhere.src))
  expect(picture.src).not.toBe(elsewhere.src)
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/${first}:\\d+  pictures\\[0\\].* › src: "${escape(elsewhere.src)}" is not in this piece's own folder: put its pictures in \\.\\./images/commissions/${path.basename(first, ".yaml")}/ \\(the CMS uploads them there\\)$`
      )
    ),
  ])
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
