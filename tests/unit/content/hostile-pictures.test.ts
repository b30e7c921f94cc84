import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { MAX_PIXELS, pixelCeilingProblem, unreadablePicture } from "../../../src/content/check/picture-files"
import { checkContent, formatProblem } from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * A picture of a few kilobytes can declare more pixels than the build has memory to decode. The
 * check reads the size from the header and refuses it before decoding a pixel.
 */

/** A PNG of `width` x `height` pixels as its header declares them, with one tiny row of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

const write = (name: string, bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pixels-")), name)
  fs.writeFileSync(file, bytes)
  return file
}

it("passes a camera's 50 megapixel photo, and refuses a 16,000 x 16,000 picture", () => {
  expect(pixelCeilingProblem(8192, 6144)).toBeUndefined()
  expect(8192 * 6144).toBeLessThanOrEqual(MAX_PIXELS)
  expect(pixelCeilingProblem(16_000, 16_000)).toMatch(/16000 x 16000 pixels \(256 megapixels\)/)
})

it("refuses a small file declaring 16,000 x 16,000 pixels, from its header, before decoding it", async () => {
  const file = write("huge.png", pngDeclaring(16_000, 16_000))
  expect(fs.statSync(file).size).toBeLessThan(64 * 1024)
  const before = process.memoryUsage().rss
  expect(await unreadablePicture(file)).toMatch(/more than the \d+ megapixels a picture may have/)
  expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
})

it("refuses an SVG mark that declares more pixels than a picture may have", async () => {
  const file = write(
    "mark.svg",
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'
    )
  )
  expect(await unreadablePicture(file)).toMatch(/megapixels/)
})

describe("in the content", () => {
  const copy = contentCopyPerTest("hostile-pictures")

  it("is refused where the YAML names it", async () => {
    fs.writeFileSync(path.join(copy.dir, "images", "huge.png"), pngDeclaring(16_000, 16_000))
    const line = setContent(copy.dir, "pages/home.yaml", ["hero", "image", "src"], "../images/huge.png")
    expect((await checkContent(copy.dir, {})).map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/home\\.yaml:${line} {2}hero › image › src: image file "\\.\\./images/huge\\.png" is 16000 x 16000 pixels`
        )
      ),
    ])
  })
})
