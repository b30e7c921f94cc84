import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"
import { checkContent, formatProblem } from "../../src/content/validate"

/*
 * Pictures come only from inside content/. Each case points one picture (by place in a copy of
 * the real content, never by its words) somewhere else, and the check refuses it on its line.
 */

const REAL_CONTENT = path.resolve(__dirname, "../../content")
let tmp: string
let contentDir: string
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-pictures-"))
  contentDir = path.join(tmp, "content")
  fs.cpSync(REAL_CONTENT, contentDir, { recursive: true })
})
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** Sets one value by place; returns the line it is on. */
function setIn(file: string, at: (string | number)[], value: string): number {
  const full = path.join(contentDir, file)
  const doc = parseDocument(fs.readFileSync(full, "utf8"))
  if (!doc.hasIn(at)) throw new Error(`${file} has no ${at.join(" › ")}; update this test`)
  doc.setIn(at, value)
  const text = doc.toString({ lineWidth: 0 })
  fs.writeFileSync(full, text)
  return text.slice(0, text.indexOf(value)).split("\n").length
}

const problems = async () => (await checkContent(contentDir, {})).map(formatProblem)
const HERO = ["hero", "image", "src"]

/** A real picture copied outside content/, as a file a symlink could point at. */
function pictureOutside(): string {
  const outside = path.join(tmp, "elsewhere.jpg")
  const hero = parseDocument(fs.readFileSync(path.join(contentDir, "pages/home.yaml"), "utf8")).getIn(HERO)
  fs.copyFileSync(path.resolve(contentDir, "pages", String(hero)), outside)
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
  fs.symlinkSync(pictureOutside(), path.join(contentDir, "images/linked.jpg"))
  const line = setIn("pages/home.yaml", HERO, "../images/linked.jpg")
  expect(await problems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/pages/home\\.yaml:${line} {2}hero › image › src: "\\.\\./images/linked\\.jpg" is a link to a file outside content/`
      )
    ),
  ])
})

it("refuses a turntable folder that is a symlink to a folder outside", async () => {
  const doc = parseDocument(fs.readFileSync(path.join(contentDir, "pages/engagement-rings.yaml"), "utf8"))
  const at = ["everything", "turntable", "designs", 0, "metals", 0, "frames"]
  const folder = path.resolve(contentDir, "pages", String(doc.getIn(at)))
  const outside = path.join(tmp, "frames-elsewhere")
  fs.cpSync(folder, outside, { recursive: true })
  fs.symlinkSync(outside, path.join(contentDir, "images/turntable/linked-frames"))
  const line = setIn("pages/engagement-rings.yaml", at, "../images/turntable/linked-frames")
  expect(await problems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/pages/engagement-rings\\.yaml:${line} {2}everything › turntable › .* › frames: .*is a link to a file outside content/`
      )
    ),
  ])
})

it("takes a picture anywhere inside content/", async () => {
  fs.copyFileSync(pictureOutside(), path.join(contentDir, "pages/beside-the-page.jpg"))
  setIn("pages/home.yaml", HERO, "beside-the-page.jpg")
  expect(await problems()).toEqual([])
})
