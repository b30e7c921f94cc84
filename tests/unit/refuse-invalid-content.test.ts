import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import { refuseInvalidContent } from "../../src/node/refuse-invalid-content"

/*
 * What gatsby build's first hook (onPreBootstrap) does with the content: a
 * misspelt key and a picture cut short (an upload that did not finish) stop
 * it with the file, line, entry and field of each, before anything is built.
 * The content check's own tests cover every refusal; this covers the build's
 * use of them, without running a whole build.
 */

const content = path.resolve(__dirname, "../../content")
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "refusal-"))
  fs.cpSync(content, dir, { recursive: true })
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

function reporter() {
  const panic = jest.fn((message: string) => {
    throw new Error(message)
  })
  return { reporter: { panic } as unknown as Reporter, panic }
}

test("valid content lets the build go on", async () => {
  const { reporter: r, panic } = reporter()
  await refuseInvalidContent(r, dir)
  expect(panic).not.toHaveBeenCalled()
})

test("a misspelt key and a picture cut short stop the build, each named on its line", async () => {
  const home = path.join(dir, "pages/home.yaml")
  const source = fs.readFileSync(home, "utf8")
  fs.writeFileSync(home, source.replace(/^(\s+)heading:/m, "$1headng:"))
  const lines = source.split("\n")
  const line = lines.findIndex(text => /^\s+heading:/.test(text)) + 1
  const pictureLine = lines.findIndex(text => /^\s+src: \S+\.jpe?g\s*$/.test(text)) + 1
  const src = /^\s+src: (\S+\.jpe?g)\s*$/m.exec(source)?.[1] ?? ""
  const picture = path.resolve(path.dirname(home), src)
  fs.writeFileSync(picture, fs.readFileSync(picture).subarray(0, 4000))

  const { reporter: r, panic } = reporter()
  await expect(refuseInvalidContent(r, dir)).rejects.toThrow(/nothing was built/)
  const message = panic.mock.calls[0][0]
  expect(message).toContain(`pages/home.yaml:${line}  hero › headng: unknown key (did you mean "heading"?)`)
  expect(message).toMatch(
    new RegExp(
      `pages/home\\.yaml:${pictureLine}  [^\\n]*› src: image file "${src.replace(/\./g, "\\.")}" is cut short`
    )
  )
})
