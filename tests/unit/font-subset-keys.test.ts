import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import subsetFont from "subset-font"
import { writeFontSubsets } from "../../src/node/write-font-subsets"
import { fontSubsets } from "../../src/theme/font-subset-settings"

// The real cutter, watched: subset-font is a CommonJS function, so the mock is one too.
jest.mock("subset-font", () =>
  jest.fn(jest.requireActual<(...args: never[]) => Promise<Buffer>>("subset-font"))
)
const cuts = jest.mocked(subsetFont)

/*
 * Every build cuts the fonts before webpack runs, so a rebuild after an edit
 * to the copy pays for it. A subset is cut again only when its characters
 * (or its face) change: a sentence of plain words costs nothing.
 */

const repo = path.resolve(__dirname, "../..")
let root: string

const writeCopy = (text: string) =>
  fs.writeFileSync(path.join(root, "content", "page.yaml"), `text: ${text}\n`)
const subsetBytes = () =>
  fontSubsets.map(face => fs.readFileSync(path.join(root, "src/theme/fonts", face.file)))

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "font-subsets-"))
  fs.mkdirSync(path.join(root, "content"))
  // The font packages, linked; the cutter's package.json, written, so a test can upgrade it.
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
  expect(cuts).toHaveBeenCalledTimes(fontSubsets.length)
  for (const bytes of subsetBytes()) expect(bytes.length).toBeGreaterThan(1000)
})

test("an edit that brings no new character cuts nothing and keeps the files", async () => {
  const before = await firstBuild()

  writeCopy("Bespoke rings, made slowly in Singapore.")
  const written = await writeFontSubsets(root)
  expect(cuts).not.toHaveBeenCalled()
  expect(subsetBytes()).toEqual(before)
  expect(written.map(({ bytes }) => bytes)).toEqual(before.map(bytes => bytes.length))
})

test("an edit that brings a new character cuts every face again, with the character", async () => {
  const before = await firstBuild()

  writeCopy("Bespoke rings for the fiancée")
  await writeFontSubsets(root)
  expect(cuts).toHaveBeenCalledTimes(fontSubsets.length)
  for (const call of cuts.mock.calls) expect(call[1]).toContain("é")
  expect(subsetBytes()).not.toEqual(before)
})

test("a subset deleted by hand is cut again", async () => {
  await firstBuild()
  fs.rmSync(path.join(root, "src/theme/fonts", fontSubsets[0].file))

  await writeFontSubsets(root)
  expect(cuts).toHaveBeenCalledTimes(1)
  expect(fs.existsSync(path.join(root, "src/theme/fonts", fontSubsets[0].file))).toBe(true)
})

test("a new version of the cutter cuts every face again", async () => {
  await firstBuild()
  setCutterVersion("1.1.0")

  await writeFontSubsets(root)
  expect(cuts).toHaveBeenCalledTimes(fontSubsets.length)
})
