import fs from "node:fs"
import path from "node:path"
import { parseDocument } from "yaml"
import { checkContent, formatProblem } from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * Pictures come only from inside content/. Each case points one picture (by place in a copy of
 * the real content, never by its words) somewhere else, and the check refuses it on its line.
 */

const copy = contentCopyPerTest("content-pictures")
const setIn = (file: string, at: (string | number)[], value: string) => setContent(copy.dir, file, at, value)
/** Beside the copy of content/: outside it. */
const outsideDir = () => path.dirname(copy.dir)

const problems = async () => (await checkContent(copy.dir, {})).map(formatProblem)
const HERO = ["hero", "image", "src"]

/** A real picture copied outside content/, as a file a symlink could point at. */
function pictureOutside(): string {
  const outside = path.join(outsideDir(), "elsewhere.jpg")
  const hero = parseDocument(fs.readFileSync(path.join(copy.dir, "pages/home.yaml"), "utf8")).getIn(HERO)
  fs.copyFileSync(path.resolve(copy.dir, "pages", String(hero)), outside)
  return outside
}

it.each([
  ["a path that climbs out of content/", "../../elsewhere.jpg", /is outside content\//],
  ["an absolute path", "/tmp/elsewhere.jpg", /is an absolute path/],
  ["a web address", "https://example.com/elsewhere.jpg", /is a web address, not a picture in content\//],
])("refuses %s on its line", async (_, src, message) => {
  pictureOutside()
  const line = setIn("pages/home.yaml", HERO, src)
  expect(await problems()).toEqual([
    expect.stringMatching(
      new RegExp(`^content/pages/home\\.yaml:${line} {2}hero › image › src: .*${message.source}`)
    ),
  ])
})

it("refuses a picture in content/images/ that is a symlink to a file outside", async () => {
  fs.symlinkSync(pictureOutside(), path.join(copy.dir, "images/linked.jpg"))
  const line = setIn("pages/home.yaml", HERO, "../images/linked.jpg")
  expect(await problems()).toEqual([
    // The link itself, wherever it is named (content-hostile-files.test.ts), and where the YAML names it.
    expect.stringMatching(/^content\/images\/linked\.jpg {2}is a symbolic link/),
    expect.stringMatching(
      new RegExp(
        `^content/pages/home\\.yaml:${line} {2}hero › image › src: "\\.\\./images/linked\\.jpg" is a link to a file outside content/`
      )
    ),
  ])
})

it("refuses a turntable folder that is a symlink to a folder outside", async () => {
  const doc = parseDocument(fs.readFileSync(path.join(copy.dir, "pages/engagement-rings.yaml"), "utf8"))
  const at = ["everything", "turntable", "designs", 0, "metals", 0, "frames"]
  const folder = path.resolve(copy.dir, "pages", String(doc.getIn(at)))
  const outside = path.join(outsideDir(), "frames-elsewhere")
  fs.cpSync(folder, outside, { recursive: true })
  fs.symlinkSync(outside, path.join(copy.dir, "images/turntable/linked-frames"))
  const line = setIn("pages/engagement-rings.yaml", at, "../images/turntable/linked-frames")
  expect(await problems()).toEqual([
    expect.stringMatching(/^content\/images\/turntable\/linked-frames {2}is a symbolic link/),
    expect.stringMatching(
      new RegExp(
        `^content/pages/engagement-rings\\.yaml:${line} {2}everything › turntable › .* › frames: .*is a link to a file outside content/`
      )
    ),
  ])
})

it("takes a picture anywhere inside content/", async () => {
  fs.copyFileSync(pictureOutside(), path.join(copy.dir, "pages/beside-the-page.jpg"))
  setIn("pages/home.yaml", HERO, "beside-the-page.jpg")
  expect(await problems()).toEqual([])
})
