import fs from "node:fs"
import path from "node:path"

/*
 * A file a newcomer can read in one sitting: no hand-written file of src/ is over 400 lines (the
 * generated ones are fenced in .gitattributes), and src/content/'s top level holds at most 20 files,
 * its schemas, check, generators and build outputs each in a folder of their own (docs/architecture.md).
 */

const root = path.resolve(__dirname, "../../..")
const src = path.join(root, "src")
const generated = fs
  .readFileSync(path.join(root, ".gitattributes"), "utf8")
  .split("\n")
  .filter(line => line.includes("linguist-generated"))
  .map(line => line.split(/\s+/)[0])

const isGenerated = (file: string) =>
  generated.some(pattern =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*\*/g, ".*")
        .replace(/(?<!\.)\*/g, "[^/]*")}$`
    ).test(file)
  )

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : []
  })

test("no hand-written file of src/ is over 400 lines", () => {
  const long = sources(src)
    .map(file => path.relative(root, file).split(path.sep).join("/"))
    .filter(file => !isGenerated(file))
    .map(file => ({ file, lines: fs.readFileSync(path.join(root, file), "utf8").split("\n").length }))
    .filter(({ lines }) => lines > 400)
  expect(long).toEqual([])
})

test("src/content/'s top level holds at most 20 files", () => {
  const files = fs
    .readdirSync(path.join(src, "content"), { withFileTypes: true })
    .filter(entry => entry.isFile())
  expect(files.length).toBeLessThanOrEqual(20)
})
