import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"
import { launchPlaceholders } from "../../../src/content/check/launch-check"

/*
 * The launch check against a copy of the real content: what it lists comes
 * from the marks in the YAML, so the test reads the marks rather than
 * restating them, and clears them as an owner would.
 */

const content = path.resolve(__dirname, "../../../content")
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"))
  fs.cpSync(content, dir, { recursive: true, filter: source => !source.includes(`${path.sep}images`) })
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Rewrites one YAML file through its document, as the CMS would. */
function edit(file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
  const full = path.join(dir, file)
  const doc = parseDocument(fs.readFileSync(full, "utf8"))
  change(doc)
  fs.writeFileSync(full, doc.toString())
}

const noPixels = {} as NodeJS.ProcessEnv

describe("npm run check:launch", () => {
  it("names each sample fact at its own line, with the value still there", () => {
    const source = fs.readFileSync(path.join(dir, "site.yaml"), "utf8")
    const site = parseDocument(source).toJS() as { sampleFacts?: string[]; phone: { display: string } }
    const listed = launchPlaceholders(dir, noPixels).filter(p => p.message.startsWith("still the sample"))
    // Those still set: an optional one taken out (booking) is the next test's.
    const set = (site.sampleFacts ?? []).filter(fact => fact in site)
    expect(listed.map(p => p.where).sort()).toEqual(set.sort())
    const phone = listed.find(p => p.where === "phone")
    if (phone) {
      expect(source.split("\n")[phone.line! - 1]).toMatch(/^phone:/)
      expect(phone.message).toContain(site.phone.display)
    }
  })

  it("asks only to take an optional fact the owner removed (booking) off sampleFacts", () => {
    edit("site.yaml", doc => {
      doc.deleteIn(["booking"])
      doc.set("sampleFacts", ["booking"])
    })
    const messages = launchPlaceholders(dir, noPixels)
      .filter(p => p.where === "booking")
      .map(p => p.message)
    expect(messages).toEqual(["no longer set, so nothing of the sample's is left: take it off sampleFacts"])
  })

  it("lists a sample story and an unconfirmed promise by name, and drops each once cleared", () => {
    edit("pages/stories.yaml", doc => doc.setIn(["stories", 0, "sample"], true))
    edit("site.yaml", doc => doc.setIn(["policies", 0, "confirmed"], false))
    const title = String(
      parseDocument(fs.readFileSync(path.join(dir, "pages/stories.yaml"), "utf8")).getIn([
        "stories",
        0,
        "title",
      ])
    )
    const before = launchPlaceholders(dir, noPixels)
    expect(before.some(p => p.file === "content/pages/stories.yaml" && p.where.includes(`"${title}"`))).toBe(
      true
    )
    expect(before.some(p => p.where.startsWith("policies ›") && /not yet confirmed/.test(p.message))).toBe(
      true
    )

    edit("pages/stories.yaml", doc => doc.deleteIn(["stories", 0, "sample"]))
    edit("site.yaml", doc => doc.setIn(["policies", 0, "confirmed"], true))
    const after = launchPlaceholders(dir, noPixels)
    expect(after.length).toBe(before.length - 2)
  })

  it("counts a pixel id given by the build's environment as set", () => {
    edit("site.yaml", doc => doc.setIn(["tracking", "metaPixelId"], null))
    const unset = launchPlaceholders(dir, noPixels).filter(p => p.where === "tracking › metaPixelId")
    expect(unset).toHaveLength(1)
    const set = launchPlaceholders(dir, { GATSBY_META_PIXEL_ID: "123456789012345" })
    expect(set.filter(p => p.where === "tracking › metaPixelId")).toHaveLength(0)
  })

  it("finds nothing once the owner has cleared every mark and set both pixels", () => {
    const marked = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter(file => file.endsWith(".yaml"))
    for (const file of marked)
      edit(file, doc => {
        doc.delete("sampleFacts")
        const clear = (node: unknown): void => {
          if (Array.isArray(node)) return node.forEach(clear)
          if (!node || typeof node !== "object") return
          const record = node as Record<string, unknown>
          for (const [key, value] of Object.entries(record)) {
            if (key === "sample") delete record[key]
            else if (key === "confirmed") record[key] = true
            else clear(value)
          }
        }
        const data: unknown = doc.toJS()
        clear(data)
        doc.contents = doc.createNode(data)
      })
    const env = { GATSBY_META_PIXEL_ID: "123456789012345", GATSBY_TIKTOK_PIXEL_ID: "C4ABCDEF1234" }
    expect(launchPlaceholders(dir, env as NodeJS.ProcessEnv)).toEqual([])
  })
})
