import { createHash } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import subsetFont from "subset-font"
import { filesUnder } from "./files"
import { charactersToCover, fontSubsets, keptFeatures, type FontSubset } from "../theme/font-subset-settings"

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

const cut = (face: FontSubset, source: Buffer, characters: string) =>
  subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: face.axes,
    keepFeatures: keptFeatures,
  })

export async function subsetFace(
  face: FontSubset,
  characters: string,
  root = process.cwd()
): Promise<Buffer> {
  return cut(face, await readSource(face, root), characters)
}

/** What a subset is made from: the face's settings, its source bytes, the characters and the cutter. */
function subsetKey(face: FontSubset, source: Buffer, characters: string, cutter: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ face, keptFeatures, characters, cutter }))
    .update(source)
    .digest("hex")
}

/**
 * Writes src/theme/fonts/ before webpack reads it. A file is rewritten only
 * when its bytes change, so an unchanged build leaves webpack's cache warm;
 * and a subset is cut again only when its inputs change (KEYS records them),
 * because an edit to the copy rarely brings a new character and cutting costs
 * 0.5-1 s of every rebuild.
 */
export async function writeFontSubsets(root = process.cwd()): Promise<{ file: string; bytes: number }[]> {
  const characters = charactersToCover(await siteText(root))
  const outDir = path.join(root, "src/theme/fonts")
  const keysFile = path.join(outDir, KEYS)
  await fs.mkdir(outDir, { recursive: true })
  const keys = JSON.parse(await fs.readFile(keysFile, "utf8").catch(() => "{}")) as Record<string, string>
  const cutterPackage = await fs.readFile(path.join(root, "node_modules/subset-font/package.json"), "utf8")
  const { version: cutter } = JSON.parse(cutterPackage) as { version: string }
  const written = await Promise.all(
    fontSubsets.map(async face => {
      const target = path.join(outDir, face.file)
      const source = await readSource(face, root)
      const key = subsetKey(face, source, characters, cutter)
      const current = await fs.readFile(target).catch(() => null)
      if (current && keys[face.file] === key) return { file: face.file, bytes: current.length, key }
      const output = await cut(face, source, characters)
      if (!current?.equals(output)) await fs.writeFile(target, output)
      return { file: face.file, bytes: output.length, key }
    })
  )
  await fs.writeFile(
    keysFile,
    JSON.stringify(Object.fromEntries(written.map(({ file, key }) => [file, key])))
  )
  return written.map(({ file, bytes }) => ({ file, bytes }))
}
