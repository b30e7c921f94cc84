import { createHash } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import fontverter from "fontverter"
import subsetFont from "subset-font"
import { filesUnder } from "./files"
import { cutToGlyphs, glyphsFor } from "./glyph-cut"
import { displayStrings } from "../content/text/display-text"
import {
  charactersToCover,
  displayRuns,
  fontSubsets,
  keptFeatures,
  runCharacters,
  type DisplayFace,
  type FontSubset,
} from "../theme/font-subset-settings"

/** Beside the subsets: the inputs each was cut from, so an unchanged one is not cut again. */
const KEYS = "subset-keys.json"
const TEXT_FILES = /\.(ya?ml|tsx?)$/
const textFilesUnder = (dir: string) => filesUnder(dir, file => TEXT_FILES.test(file)).catch(() => [])

/** All the text the pages can show: the YAML content and the components' own words. */
export async function siteText(root: string): Promise<string> {
  const files = [
    ...(await textFilesUnder(path.join(root, "content"))),
    ...(await textFilesUnder(path.join(root, "src"))),
  ]
  const texts = await Promise.all(files.map(file => fs.readFile(file, "utf8")))
  return texts.join("\n")
}

// The Fontsource packages are direct dependencies, so they sit at the top of node_modules.
const readSource = (face: FontSubset, root: string) =>
  fs.readFile(path.join(root, "node_modules", face.source))

/** What a face is cut to: the site's characters, or for a style of the display face its words. */
export interface FaceText {
  /** Every character of the site's text (charactersToCover). */
  characters: string
  /** The content's words set in each style of the display face (src/content/text/display-text.ts). */
  display: Record<DisplayFace, string[]>
}

/** The text each face is cut to, read from the content and the components under `root`. */
export async function faceText(root = process.cwd()): Promise<FaceText> {
  return {
    characters: charactersToCover(await siteText(root)),
    display: {
      display: displayStrings("display", path.join(root, "content")),
      "display-italic": displayStrings("display-italic", path.join(root, "content")),
    },
  }
}

const textFor = (face: FontSubset, text: FaceText) => (face.sets ? text.display[face.sets] : text.characters)

async function cut(face: FontSubset, source: Buffer, text: FaceText): Promise<Buffer> {
  if (!face.sets)
    return subsetFont(source, text.characters, {
      targetFormat: "woff2",
      variationAxes: face.axes,
      keepFeatures: keptFeatures,
    })
  const ttf = await fontverter.convert(source, "truetype")
  const runs = displayRuns(face.sets, text.display[face.sets])
  return cutToGlyphs(ttf, {
    characters: runCharacters(runs),
    glyphs: glyphsFor(ttf, runs),
    features: keptFeatures,
  })
}

export async function subsetFace(face: FontSubset, text: FaceText, root = process.cwd()): Promise<Buffer> {
  return cut(face, await readSource(face, root), text)
}

/** What a subset is made from: the face's settings, its source bytes, its text and the cutters. */
function subsetKey(face: FontSubset, source: Buffer, text: FaceText, cutters: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ face, keptFeatures, text: textFor(face, text), cutters }))
    .update(source)
    .digest("hex")
}

const CUTTERS = ["subset-font", "harfbuzzjs", "fontkit"]
const versionOf = async (root: string, name: string) =>
  (
    JSON.parse(await fs.readFile(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
      version: string
    }
  ).version

/**
 * Writes src/theme/fonts/ before webpack reads it. A file is rewritten only
 * when its bytes change, so an unchanged build leaves webpack's cache warm;
 * and a subset is cut again only when its inputs change (KEYS records them),
 * because an edit to the copy rarely brings a new character and cutting costs
 * 0.5-1 s of every rebuild.
 */
export async function writeFontSubsets(root = process.cwd()): Promise<{ file: string; bytes: number }[]> {
  const text = await faceText(root)
  const outDir = path.join(root, "src/theme/fonts")
  const keysFile = path.join(outDir, KEYS)
  await fs.mkdir(outDir, { recursive: true })
  const keys = JSON.parse(await fs.readFile(keysFile, "utf8").catch(() => "{}")) as Record<string, string>
  const cutters = (
    await Promise.all(CUTTERS.map(async name => `${name}@${await versionOf(root, name)}`))
  ).join(" ")
  // One face at a time: the WOFF2 encoder both cutters end in (fontverter's) garbles two files at once.
  const written: { file: string; bytes: number; key: string }[] = []
  for (const face of fontSubsets) {
    const target = path.join(outDir, face.file)
    const source = await readSource(face, root)
    const key = subsetKey(face, source, text, cutters)
    const current = await fs.readFile(target).catch(() => null)
    if (current && keys[face.file] === key) {
      written.push({ file: face.file, bytes: current.length, key })
      continue
    }
    const output = await cut(face, source, text)
    if (!current?.equals(output)) await fs.writeFile(target, output)
    written.push({ file: face.file, bytes: output.length, key })
  }

  // Written only when a key changed, and whole: the unit tests read it while npm test's owner build runs.
  const newKeys = JSON.stringify(Object.fromEntries(written.map(({ file, key }) => [file, key])))
  if (newKeys !== JSON.stringify(keys)) {
    await fs.writeFile(`${keysFile}.partial`, newKeys)
    await fs.rename(`${keysFile}.partial`, keysFile)
  }
  return written.map(({ file, bytes }) => ({ file, bytes }))
}
