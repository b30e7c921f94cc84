import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatAnnotation, validateContent } from "../../../src/content/check/validate"
import { contentCopyPerTest } from "../support/content-copy"

/*
 * Files a pull request could add beside the content: links out of content/ and static/, names the
 * site does not take, and files in static/ where the site or its host write their own.
 */

const copy = contentCopyPerTest("hostile-files")
const outside = () => fs.mkdtempSync(path.join(os.tmpdir(), "outside-"))
const messagesOf = (file: string) =>
  validateContent(copy.dir, {})
    .filter(problem => problem.file === file)
    .map(problem => problem.message)

describe("in content/", () => {
  it("refuses a YAML file that is a link to one outside, and never reads it", () => {
    const elsewhere = path.join(outside(), "secret.yaml")
    fs.writeFileSync(elsewhere, "this: is not content\n")
    const legal = fs.readdirSync(path.join(copy.dir, "legal")).sort()[0]
    fs.symlinkSync(elsewhere, path.join(copy.dir, "legal", "linked.yaml"))
    fs.rmSync(path.join(copy.dir, "legal", legal))
    fs.symlinkSync(path.join(REAL(), "legal", legal), path.join(copy.dir, "legal", legal))
    expect(messagesOf("content/legal/linked.yaml")).toEqual([expect.stringMatching(/is a symbolic link to/)])
    expect(messagesOf(`content/legal/${legal}`)).toEqual([expect.stringMatching(/is a symbolic link to/)])
  })

  it("refuses a folder that is a link", () => {
    fs.symlinkSync(outside(), path.join(copy.dir, "images", "elsewhere"))
    expect(messagesOf("content/images/elsewhere")).toEqual([expect.stringMatching(/is a symbolic link/)])
  })

  it.each([
    "Ring Photo.jpg",
    "RING.JPG",
    ".hidden.jpg",
    "ring_photo.jpg",
    "ring--photo.jpg",
    "ring.photo.jpg",
  ])("refuses a file named %p", name => {
    fs.writeFileSync(path.join(copy.dir, "images", name), "")
    expect(messagesOf(`content/images/${name}`)).toEqual([
      expect.stringMatching(/is not a name the site takes/),
    ])
  })

  it("annotates such a file on GitHub by its name", () => {
    fs.writeFileSync(path.join(copy.dir, "images", "Bad Name.jpg"), "")
    const [problem] = validateContent(copy.dir, {}).filter(found => found.file.endsWith("Bad Name.jpg"))
    expect(formatAnnotation(problem)).toMatch(/^::error file=content\/images\/Bad Name\.jpg,title=/)
  })
})

describe("in static/", () => {
  const staticDir = () => path.join(path.dirname(copy.dir), "static")
  const write = (name: string, text = "x") => {
    fs.mkdirSync(path.dirname(path.join(staticDir(), name)), { recursive: true })
    fs.writeFileSync(path.join(staticDir(), name), text)
  }

  it("accepts the host's headers file and well-named files", () => {
    write("_headers", "/*\n  X-Test: 1\n")
    write("files/price-list.pdf")
    expect(validateContent(copy.dir, {}).filter(problem => problem.file.startsWith("static/"))).toEqual([])
  })

  it("refuses a link, which Gatsby would follow and publish", () => {
    fs.mkdirSync(staticDir(), { recursive: true })
    fs.symlinkSync(outside(), path.join(staticDir(), "keys"))
    expect(messagesOf("static/keys")).toEqual([expect.stringMatching(/is a symbolic link/)])
  })

  it.each(["robots.txt", "admin", "page-data", "404.html", "sitemap-index.xml", "_redirects"])(
    "refuses %s, which the site or its host writes",
    name => {
      if (name === "admin" || name === "page-data") write(`${name}/index.html`)
      else write(name)
      expect(messagesOf(`static/${name}`)).toEqual([expect.stringMatching(/already writes|not a name/)])
    }
  )
})

const REAL = () => path.resolve(__dirname, "../../../content")
