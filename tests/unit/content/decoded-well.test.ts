import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { keepDecodedListIn, unreadablePictures } from "../../../src/content/check/picture-files"
import { REAL_CONTENT } from "../support/content-copy"

/*
 * The pictures that decoded well are listed on disk for the next process's check
 * (src/content/check/picture-files.ts): by their bytes, and never one the check refused.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "decoded-well-"))
beforeAll(() => keepDecodedListIn(path.join(dir, "cache")))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const keyOf = (file: string) =>
  `${path.extname(file)} ${crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")}`

it("lists a picture that decoded well by its bytes, and not one cut short", async () => {
  const jpeg = fs.readdirSync(path.join(REAL_CONTENT, "images")).find(name => name.endsWith(".jpg"))
  if (!jpeg) throw new Error("content/images holds no JPEG to decode")
  const good = path.join(dir, "good.jpg")
  const short = path.join(dir, "short.jpg")
  fs.copyFileSync(path.join(REAL_CONTENT, "images", jpeg), good)
  const bytes = fs.readFileSync(good)
  fs.writeFileSync(short, bytes.subarray(0, Math.floor(bytes.length / 2)))

  const verdicts = await unreadablePictures([good, short])
  expect(verdicts.get(good)).toBeUndefined()
  expect(verdicts.get(short)).toMatch(/cut short/)
  const listed = fs.readFileSync(path.join(dir, "cache", "decoded-well"), "utf8").split("\n")
  expect(listed).toContain(keyOf(good))
  expect(listed).not.toContain(keyOf(short))
})
