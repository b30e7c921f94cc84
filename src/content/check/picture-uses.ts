import fs from "node:fs"
import path from "node:path"
import { frameNames, inspectFrameFolder } from "../turntable-frames"
import { isRecord, valuesIn, type Path } from "../content-tree"
import type { ContentProblem } from "./problems"
import { piecePictureFolder } from "../commissions/piece-pictures"

/* The pictures a file names (and its turntables' frames, its metals' swatches), with where each stands. */

/** Pictures: a `src` beside an `alt`. */
export function picturesIn(data: unknown): { path: Path; src: string }[] {
  return valuesIn(data).flatMap(({ path: at, value }) =>
    isRecord(value) && typeof value.src === "string" && "alt" in value
      ? [{ path: [...at, "src"], src: value.src }]
      : []
  )
}

/**
 * A piece's pictures outside its own folder (piece-pictures.ts): where the CMS would not find them
 * beside the piece, and where they would weigh on every other page the CMS opens.
 */
export function misplacedPiecePictures(
  pattern: string,
  relativePath: string,
  contentDir: string,
  yamlDir: string,
  pictures: readonly { path: Path; src: string }[]
): { path: Path; message: string }[] {
  if (pattern !== "commissions/*.yaml") return []
  // Named by the file, which the CMS names by the slug: a slug edited later does not orphan the pictures.
  const slug = path.posix.basename(relativePath, ".yaml")
  const folder = path.join(contentDir, piecePictureFolder(slug))
  const shown = path.posix.relative(
    path.relative(contentDir, yamlDir).split(path.sep).join("/"),
    piecePictureFolder(slug)
  )
  return pictures
    .filter(({ src }) => path.dirname(path.resolve(yamlDir, src)) !== folder)
    .map(({ path: at, src }) => ({
      path: at,
      message: `"${src}" is not in this piece's own folder: put its pictures in ${shown}/ (the CMS uploads them there)`,
    }))
}

/** A picture file the content uses, where it is named, for the decoding check (`checkContent`). */
export interface PictureUse {
  absolutePath: string
  shownAs: string
  problem: Omit<ContentProblem, "message">
}

/**
 * Turntable folders that are missing or incomplete, and designs whose metals
 * have different frame counts (a metal switch keeps the angle by frame number).
 */
export function turntableProblems(data: unknown, yamlDir: string): { path: Path; message: string }[] {
  return valuesIn(data).flatMap(({ path: at, value }) =>
    isRecord(value) && Array.isArray(value.metals)
      ? metalProblems(value.metals, yamlDir, [...at, "metals"])
      : []
  )
}

/** Every frame of every turntable folder, named as the folder's path in the YAML plus the frame's file name. */
export function turntableFrames(data: unknown, yamlDir: string): { path: Path; src: string }[] {
  return valuesIn(data).flatMap(({ path: at, value }) => {
    if (!isRecord(value) || !Array.isArray(value.metals)) return []
    return value.metals.flatMap((sequence: unknown, index) => {
      const { frames } = (sequence ?? {}) as Record<string, unknown>
      if (typeof frames !== "string") return []
      const folder = path.resolve(yamlDir, frames)
      if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return []
      return frameNames(fs.readdirSync(folder)).map(name => ({
        path: [...at, "metals", index, "frames"],
        src: `${frames.replace(/\/+$/, "")}/${name}`,
      }))
    })
  })
}

export function metalProblems(
  metals: unknown[],
  yamlDir: string,
  at: Path
): { path: Path; message: string }[] {
  const problems: { path: Path; message: string }[] = []
  const counts: { metal: string; count: number }[] = []
  metals.forEach((sequence: unknown, index) => {
    const { frames, metal } = (sequence ?? {}) as Record<string, unknown>
    if (typeof frames !== "string") return
    const found = inspectFrameFolder(path.resolve(yamlDir, frames), frames)
    if ("problem" in found) problems.push({ path: [...at, index, "frames"], message: found.problem })
    else {
      const first = counts[0]
      if (first && first.count !== found.count)
        problems.push({
          path: [...at, index, "frames"],
          message: `has ${found.count} frames but ${first.metal} has ${first.count}: every metal of a design needs the same angles, so that changing the metal keeps the ring where it was`,
        })
      counts.push({ metal: String(metal), count: found.count })
    }
  })
  return problems
}
