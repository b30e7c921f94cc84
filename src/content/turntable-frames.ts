import fs from "node:fs"
import path from "node:path"

/*
 * A turntable sequence is a folder of frames named by their place in the
 * turn (00.jpg, 01.jpg, ...), as scripts/render writes them. The validator
 * and the GraphQL resolver both read a folder through this, so the frames
 * the page gets are exactly the ones the check accepted.
 */

export const FRAME_NAME = /^(\d{2,3})\.(jpe?g|png|webp|avif)$/i

/** Fewer than this and the turn jumps (30° a step) instead of turning. */
export const MIN_FRAMES = 12

/**
 * More than this and the turn is no smoother (5° a step), while every frame is a picture the build
 * resizes and a visitor may load: 999 frames would take the build's time and the visitor's data.
 */
export const MAX_FRAMES = 72

/** The frame files among `names`, in turning order. */
export function frameNames(names: string[]): string[] {
  return names
    .filter(name => FRAME_NAME.test(name))
    .sort((a, b) => Number(FRAME_NAME.exec(a)?.[1]) - Number(FRAME_NAME.exec(b)?.[1]))
}

const list = (items: string[]) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`

/** What is wrong with a sequence folder, or its frame count when nothing is. */
export function inspectFrameFolder(folder: string, shownAs: string): { count: number } | { problem: string } {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    return { problem: `turntable folder "${shownAs}" does not exist (paths are relative to this YAML file)` }
  const frames = frameNames(fs.readdirSync(folder))
  if (frames.length === 0)
    return { problem: `turntable folder "${shownAs}" holds no frames (files named 00.jpg, 01.jpg, ...)` }
  const numbers = frames.map(name => Number(FRAME_NAME.exec(name)?.[1]))
  const count = Math.max(...numbers) + 1
  const width = FRAME_NAME.exec(frames[0])?.[1].length ?? 2
  const extension = path.extname(frames[0])
  const missing = Array.from({ length: count }, (_, i) => i)
    .filter(i => !numbers.includes(i))
    .map(i => `${String(i).padStart(width, "0")}${extension}`)
  if (missing.length > 0)
    return {
      problem: `turntable folder "${shownAs}" is missing ${missing.length === 1 ? "frame" : "frames"} ${list(missing)}: a turn needs every frame from ${frames[0]} to ${frames.at(-1)}`,
    }
  if (numbers.length !== new Set(numbers).size)
    return { problem: `turntable folder "${shownAs}" has two files for the same frame number` }
  if (count > MAX_FRAMES)
    return {
      problem: `turntable folder "${shownAs}" has ${count} frames; a smooth turn needs no more than ${MAX_FRAMES} (one every 5°), and each is a picture a visitor may load`,
    }
  if (count < MIN_FRAMES)
    return {
      problem: `turntable folder "${shownAs}" has ${count} frames; a smooth turn needs at least ${MIN_FRAMES}`,
    }
  return { count }
}
