import fs from "node:fs/promises"
import path from "node:path"
import subsetFont from "subset-font"
import { filesUnder } from "./files"
import { charactersToCover, fontSubsets, keptFeatures, type FontSubset } from "../theme/font-subset-settings"

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

export async function subsetFace(
  face: FontSubset,
  characters: string,
  root = process.cwd()
): Promise<Buffer> {
  // The Fontsource packages are direct dependencies, so they sit at the top of node_modules.
  const source = await fs.readFile(path.join(root, "node_modules", face.source))
  return subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: face.axes,
    keepFeatures: keptFeatures,
  })
}

/**
 * Writes src/theme/fonts/ before webpack reads it. A file is rewritten only
 * when its bytes change, so an unchanged build leaves webpack's cache warm.
 */
export async function writeFontSubsets(root = process.cwd()): Promise<{ file: string; bytes: number }[]> {
  const characters = charactersToCover(await siteText(root))
  const outDir = path.join(root, "src/theme/fonts")
  await fs.mkdir(outDir, { recursive: true })
  return Promise.all(
    fontSubsets.map(async face => {
      const output = await subsetFace(face, characters, root)
      const target = path.join(outDir, face.file)
      const current = await fs.readFile(target).catch(() => null)
      if (!current?.equals(output)) await fs.writeFile(target, output)
      return { file: face.file, bytes: output.length }
    })
  )
}
