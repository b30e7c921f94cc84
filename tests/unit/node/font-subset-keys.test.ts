import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import subsetFont from "subset-font"
import { parseDocument } from "yaml"
import { collectionFor } from "../../../src/content/schema/collections"
import { valuesIn } from "../../../src/content/content-tree"
import { displayStrings } from "../../../src/content/text/display-text"
import { readContent } from "../../../src/content/read-content"
import { metaOf, schemaAt } from "../../../src/content/generate/zod-walk"
import { cutToGlyphs } from "../../../src/node/glyph-cut"
import { writeFontSubsets } from "../../../src/node/write-font-subsets"
import { fontSubsets } from "../../../src/theme/font-subset-settings"

// The real cutters, watched: subset-font is a CommonJS function, so the mock is one too.
jest.mock("subset-font", () =>
  jest.fn(jest.requireActual<(...args: never[]) => Promise<Buffer>>("subset-font"))
)
jest.mock("../../../src/node/glyph-cut", () => {
  const actual = jest.requireActual<typeof import("../../../src/node/glyph-cut")>(
    "../../../src/node/glyph-cut"
  )
  return { ...actual, cutToGlyphs: jest.fn(actual.cutToGlyphs) }
})
const siteCuts = jest.mocked(subsetFont)
const displayCuts = jest.mocked(cutToGlyphs)
/** Every face cut, whichever cutter cut it. */
const cuts = { mockClear: () => [siteCuts, displayCuts].forEach(mock => mock.mockClear()) }
const cutCount = () => siteCuts.mock.calls.length + displayCuts.mock.calls.length

const siteFaces = fontSubsets.filter(face => !face.sets)

/*
 * Every build cuts the fonts before webpack runs, so a rebuild after an edit
 * to the copy pays for it. A subset is cut again only when its text changes
 * (its characters, or for the display face the display words) or its face
 * does: a sentence of plain words costs nothing.
 */

const repo = path.resolve(__dirname, "../../..")
let root: string

const writeCopy = (text: string) =>
  fs.writeFileSync(path.join(root, "content", "page.yaml"), `text: ${text}\n`)
/** The fixture studio's 404 page, whose number is set in the display face, with `heading` as that number. */
const write404 = (heading: string) => {
  const page = fs.readFileSync(path.join(repo, "tests/fixtures/content/not-found.yaml"), "utf8")
  fs.writeFileSync(
    path.join(root, "content/pages/not-found.yaml"),
    page.replace(/^heading: .*$/m, `heading: ${JSON.stringify(heading)}`)
  )
}
/** The fixture studio's names: every string of site.yaml set in the display face (the brand, a short name). */
const FIXTURE_NAME = "Verre"
/**
 * content/site.yaml for the facts every page's {placeholders} need, with each of its words set in the
 * display face replaced by the fixture's, and every other character in printable ASCII (which every
 * subset covers anyway): which characters the faces already have is this file's to say, not the
 * brand or the words an editor last chose.
 */
function writeSite() {
  const file = path.join(root, "content/site.yaml")
  fs.copyFileSync(path.join(repo, "content/site.yaml"), file)
  const schema = collectionFor("site.yaml")?.schema
  if (!schema) throw new Error("site.yaml belongs to no collection")
  const doc = parseDocument(fs.readFileSync(file, "utf8"))
  for (const { path: at, value } of valuesIn(readContent("site.yaml", path.join(root, "content")))) {
    const field = typeof value === "string" ? schemaAt(schema, at) : undefined
    if (field && metaOf(field).face) doc.setIn(at, FIXTURE_NAME)
  }
  fs.writeFileSync(file, doc.toString({ lineWidth: 0 }).replace(/[^\x20-\x7e\n]/g, "e"))
}
const subsetBytes = () =>
  fontSubsets.map(face => fs.readFileSync(path.join(root, "src/theme/fonts", face.file)))

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "font-subsets-"))
  fs.mkdirSync(path.join(root, "content/pages"), { recursive: true })
  // The site's facts (every page's {placeholders}) and one page with display words, all the fixture's.
  writeSite()
  write404("404")
  // The font packages, linked; the cutter's package.json, written, so a test can upgrade it.
  for (const pkg of ["harfbuzzjs", "fontkit"]) {
    fs.mkdirSync(path.join(root, "node_modules"), { recursive: true })
    fs.symlinkSync(path.join(repo, "node_modules", pkg), path.join(root, "node_modules", pkg))
  }
  for (const face of fontSubsets) {
    const pkg = face.source
      .split("/")
      .slice(0, face.source.startsWith("@") ? 2 : 1)
      .join("/")
    const link = path.join(root, "node_modules", pkg)
    if (fs.existsSync(link)) continue
    fs.mkdirSync(path.dirname(link), { recursive: true })
    fs.symlinkSync(path.join(repo, "node_modules", pkg), link)
  }
  setCutterVersion("1.0.0")
  cuts.mockClear()
})

function setCutterVersion(version: string) {
  fs.mkdirSync(path.join(root, "node_modules/subset-font"), { recursive: true })
  fs.writeFileSync(path.join(root, "node_modules/subset-font/package.json"), JSON.stringify({ version }))
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A first build of some plain copy; returns the subsets it wrote and forgets its cuts. */
async function firstBuild(): Promise<Buffer[]> {
  writeCopy("Bespoke rings")
  await writeFontSubsets(root)
  cuts.mockClear()
  return subsetBytes()
}

test("a first build cuts every face", async () => {
  writeCopy("Bespoke rings")
  await writeFontSubsets(root)
  expect(cutCount()).toBe(fontSubsets.length)
  for (const bytes of subsetBytes()) expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2")
})

test("an edit that brings no new character cuts nothing and keeps the files", async () => {
  const before = await firstBuild()

  writeCopy("Bespoke rings, made slowly in Singapore.")
  const written = await writeFontSubsets(root)
  expect(cutCount()).toBe(0)
  expect(subsetBytes()).toEqual(before)
  expect(written.map(({ bytes }) => bytes)).toEqual(before.map(bytes => bytes.length))
})

test("an edit that brings a new character cuts the faces of the site's text again, with the character", async () => {
  const before = await firstBuild()

  writeCopy("Bespoke rings for the fiancée")
  await writeFontSubsets(root)
  expect(siteCuts).toHaveBeenCalledTimes(siteFaces.length)
  for (const call of siteCuts.mock.calls) expect(call[1]).toContain("é")
  // Not words the display face sets.
  expect(displayCuts).not.toHaveBeenCalled()
  expect(subsetBytes()).not.toEqual(before)
})

test("an edit to words set in the display face cuts that face again, with their glyphs, and no other", async () => {
  const before = await firstBuild()
  // A letter the display face's words so far lack, whatever the brand is.
  expect(displayStrings("display", path.join(root, "content")).join("")).not.toContain("M")

  write404("Mislaid")
  await writeFontSubsets(root)
  expect(siteCuts).not.toHaveBeenCalled()
  expect(displayCuts).toHaveBeenCalledTimes(1)
  expect(displayCuts.mock.calls[0][1].characters).toContain("M")
  const display = fontSubsets.findIndex(face => face.sets === "display")
  expect(subsetBytes()[display].length).toBeGreaterThan(before[display].length)
})

test("a subset deleted by hand is cut again", async () => {
  await firstBuild()
  fs.rmSync(path.join(root, "src/theme/fonts", fontSubsets[0].file))

  await writeFontSubsets(root)
  expect(cutCount()).toBe(1)
  expect(fs.existsSync(path.join(root, "src/theme/fonts", fontSubsets[0].file))).toBe(true)
})

test("a new version of the cutter cuts every face again", async () => {
  await firstBuild()
  setCutterVersion("1.1.0")

  await writeFontSubsets(root)
  expect(cutCount()).toBe(fontSubsets.length)
})
