import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import sharp from "sharp"
import { inlineMark } from "../outputs/inline-mark"

/*
 * A picture the YAML names can exist and still not be a picture: an upload
 * cut short, a phone's HEIC photo renamed to .jpg, an empty file. The build
 * would stop on it with "Input file contains unsupported image format" and no
 * file name, so the check decodes each picture in full, as the build will
 * (only a full decode reaches a JPEG's missing last bytes).
 */

/** The format sharp reports for each extension the site takes. */
const FORMAT_OF_EXTENSION: Record<string, string> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
  ".avif": "heif",
  ".svg": "svg",
}

const FORMAT_NAME: Record<string, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP", svg: "SVG", gif: "GIF" }

/** An ISO-BMFF "ftyp" box naming a HEIC/HEIF brand: what iPhones save by default. */
const HEIF_BRAND = /^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)/

const cutShort = (message: string) => /premature end|end of stream|truncated|unexpected end/i.test(message)

const isHeif = (bytes: Buffer) => HEIF_BRAND.test(bytes.subarray(4, 12).toString("latin1"))

const HEIC_ADVICE =
  "export it as JPEG (or set the phone's camera to its most compatible format) and upload that"

/**
 * The most pixels a picture may have: more than any camera's photo an editor uploads (a 50
 * megapixel frame passes), far fewer than a file of a few kilobytes can declare. A 16,000 x 16,000
 * PNG of 31 KB took the check from 343 MB to 1 GB of memory, and the build's resizing more. Read
 * from the header (sharp's metadata()), before anything is decoded.
 */
export const MAX_PIXELS = 64_000_000

/** The largest picture file: a 50 megapixel camera's JPEG is about 25 MB. */
export const MAX_PICTURE_BYTES = 40 * 2 ** 20

const CEILING_ADVICE = "export it at most 6000 px on its longest side"

/** Why a picture of this size is refused before it is decoded, or undefined. */
export function pixelCeilingProblem(width = 0, height = 0, pages = 1): string | undefined {
  const pixels = width * height * Math.max(1, pages)
  if (pixels <= MAX_PIXELS) return undefined
  const frames = pages > 1 ? ` in ${pages} frames` : ""
  return `is ${width} x ${height} pixels${frames} (${Math.round(pixels / 1e6)} megapixels), more than the ${MAX_PIXELS / 1e6} megapixels a picture may have (a camera's photo has fewer): ${CEILING_ADVICE}`
}

/**
 * Whether each of `files` decodes (undefined) or what is wrong with it, by
 * file. They are decoded side by side; a failure is decoded again alone,
 * since libvips keeps one error message for all its threads, and a failure
 * beside others can come back as "Unknown error" or with another's message.
 */
export async function unreadablePictures(files: string[]): Promise<Map<string, string | undefined>> {
  const unique = [...new Set(files)]
  const verdicts = new Map(
    await Promise.all(unique.map(async file => [file, await unreadablePicture(file)] as const))
  )
  for (const [file, verdict] of verdicts)
    if (verdict !== undefined) verdicts.set(file, await unreadablePicture(file))
  keepWellList()
  return verdicts
}

/**
 * What is wrong with the picture file at `file`, to follow its name ("is
 * empty ..."), or undefined when it decodes as the picture its name says.
 */
export async function unreadablePicture(file: string): Promise<string | undefined> {
  const extension = path.extname(file).toLowerCase()
  // Its size first: a file is read whole below, and a camera's photo is far smaller than this.
  const { size } = await fs.promises.stat(file)
  if (size > MAX_PICTURE_BYTES)
    return `is ${Math.round(size / 2 ** 20)} MB, more than the ${MAX_PICTURE_BYTES / 2 ** 20} MB a picture may have: ${CEILING_ADVICE}, as JPEG`
  // From memory, not by name: libvips caches what it decoded by file name, and the file may have changed since.
  const bytes = await fs.promises.readFile(file)
  // The same bytes under the same kind of name decode alike: a process that checks the content again
  // (the unit tests, a CMS session) decodes each picture once. Only a good picture is remembered.
  const key = `${extension} ${crypto.createHash("sha256").update(bytes).digest("hex")}`
  if (decodedWell.has(key)) return undefined
  // The brand mark's check is its drawing, not a decode: it is judged each time.
  const kept = extension !== ".svg"
  if (kept && wellListed().has(key)) return undefined
  const verdict = await verdictOn(bytes, extension)
  if (verdict === undefined) {
    decodedWell.add(key)
    if (kept) newlyWell.push(key)
  }
  return verdict
}

/*
 * And across processes: `npm test` runs the check in check:content, in each of its two builds, in five
 * unit test files (each a module registry of its own) and twice in the CMS test, and decoding every
 * picture in full takes about 2.8 CPU-seconds each time. So a picture that decoded well is also listed
 * on disk, under the rules' own text and libvips' version: a change of either starts the list again.
 */
const DEFAULT_LIST_DIR = path.resolve("node_modules", ".cache", "content-check")
let listDir = DEFAULT_LIST_DIR
const wellList = () => path.join(listDir, "decoded-well")

/** Keeps the list in `dir` from now on (a test's own folder); not from the environment, which the build reads only in env-overrides.ts. */
export function keepDecodedListIn(dir: string): void {
  listDir = dir
  listed = undefined
}
let rulesKey: string | undefined
const rules = () =>
  (rulesKey ??= crypto
    .createHash("sha256")
    .update(`${sharp.versions.vips ?? ""} ${String(verdictOn)} ${String(pixelCeilingProblem)}`)
    .digest("hex"))
let listed: Set<string> | undefined
const newlyWell: string[] = []

function wellListed(): Set<string> {
  if (listed) return listed
  listed = new Set()
  try {
    const [written, ...keys] = fs.readFileSync(wellList(), "utf8").split("\n")
    if (written === rules()) for (const key of keys) listed.add(key)
  } catch {
    // None yet: every picture is decoded.
  }
  return listed
}

/** Adds what this process found well to the list (written beside and renamed: a reader never sees half). */
function keepWellList(): void {
  const file = wellList()
  if (newlyWell.length === 0 || (listDir === DEFAULT_LIST_DIR && !fs.existsSync("node_modules"))) return
  const list = wellListed()
  for (const key of newlyWell.splice(0)) list.add(key)
  const partial = `${file}.${process.pid}.partial`
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(partial, [rules(), ...list].join("\n"))
    fs.renameSync(partial, file)
  } catch {
    fs.rmSync(partial, { force: true })
  }
}

const decodedWell = new Set<string>()

async function verdictOn(bytes: Buffer, extension: string): Promise<string | undefined> {
  if (bytes.length === 0) return `is empty (0 bytes): the upload did not go through; upload the picture again`
  // An AVIF is also a HEIF container; only a HEIC brand under another name is a phone photo.
  if (extension !== ".avif" && isHeif(bytes))
    return `is a HEIC photo (as phones take them) under a ${extension} name, which browsers cannot show: ${HEIC_ADVICE}`
  try {
    // The header only: the pixel count is known before a single pixel is decoded.
    const { format, width, height, pages } = await sharp(bytes).metadata()
    const expected = FORMAT_OF_EXTENSION[extension]
    if (expected && format !== expected) {
      if (format === "heif") return `is a HEIF picture, not ${extension}: ${HEIC_ADVICE}`
      return `is a ${FORMAT_NAME[format ?? ""] ?? format} picture with a ${extension} name: rename it to match what it is, or export it as ${FORMAT_NAME[expected] ?? expected}`
    }
    // An SVG too: the tab and home-screen icons are drawn from it at the size it declares.
    const tooLarge = pixelCeilingProblem(width, height, pages)
    if (tooLarge) return tooLarge
    // An SVG is the brand mark, which the page draws inline: it must be only a drawing.
    if (format === "svg") return inlineMark(bytes.toString("utf8")).problem
    await sharp(bytes, { sequentialRead: true, limitInputPixels: MAX_PIXELS }).raw().toBuffer()
    return undefined
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]
    // sharp's own ceiling, met before the header was read (an SVG is measured as it is drawn).
    if (/exceeds pixel limit/i.test(message))
      return `declares more pixels than the ${MAX_PIXELS / 1e6} megapixels a picture may have (a camera's photo has fewer): ${CEILING_ADVICE}`
    if (cutShort(message))
      return `is cut short (${message}): the upload did not finish; upload the picture again`
    return `cannot be read as a picture (${message}): export it again as JPEG or PNG and upload that`
  }
}
