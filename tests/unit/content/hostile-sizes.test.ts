import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { MAX_PICTURE_BYTES, unreadablePicture } from "../../../src/content/check/picture-files"
import { MAX_FRAMES, inspectFrameFolder } from "../../../src/content/turntable-frames"
import { MAX_CONTENT_BYTES, validateFile } from "../../../src/content/check/validate"
import { REAL_CONTENT } from "../support/content-copy"

/*
 * Sizes a hostile editor could choose to take the check's or the build's time and memory, beyond
 * those the issue names: a content file of megabytes, a picture file of gigabytes, a turntable of
 * hundreds of frames. Each is refused before it is read whole.
 */

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "hostile-sizes-"))

it("refuses a content file past its ceiling before parsing it", () => {
  const words = `body: ${"Made-up words for a test. ".repeat(Math.ceil(MAX_CONTENT_BYTES / 26) + 1)}\n`
  const problems = validateFile(REAL_CONTENT, "pages/not-found.yaml", Buffer.from(words))
  expect(problems.map(problem => problem.message)).toEqual([
    expect.stringMatching(new RegExp(`may be at most ${MAX_CONTENT_BYTES / 1024} KB`)),
  ])
})

it("refuses a picture file past its ceiling before reading it", async () => {
  const file = path.join(tmp(), "huge.jpg")
  // Sparse: the size is declared, not written.
  fs.writeFileSync(file, "")
  fs.truncateSync(file, MAX_PICTURE_BYTES + 1)
  expect(await unreadablePicture(file)).toMatch(/MB, more than the \d+ MB a picture may have/)
})

it("refuses a turntable with more frames than a smooth turn needs", () => {
  const folder = tmp()
  for (let frame = 0; frame <= MAX_FRAMES; frame++)
    fs.writeFileSync(path.join(folder, `${String(frame).padStart(2, "0")}.jpg`), "")
  const found = inspectFrameFolder(folder, "turntable")
  expect("problem" in found && found.problem).toMatch(
    new RegExp(`has ${MAX_FRAMES + 1} frames; a smooth turn needs no more than`)
  )
})
