import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import PDFDocument from "pdfkit"
import { readContent } from "../../../src/content/read-content"
import { drawRingSizer } from "../../../src/content/outputs/ring-sizer-pdf"
import { DISPLAY_FONT } from "../../../src/theme/font-files"
import { newWords } from "../../../scripts/quality/new-words"
import { pdfText } from "../../../scripts/quality/pdf-text"
import { seeded } from "../../../scripts/quality/rehearsal"
import { hasWords, shownWords, type Expected } from "../../../scripts/quality/shown-words"

/*
 * The editor rehearsal's check that the build shows every new string. Some
 * are shown only by a page their file does not feed, or only in the printable
 * sizer's PDF; those must be found there, and said where, while a string
 * shown nowhere must still be missing, or the check could no longer catch a
 * field the site forgets to show.
 */

/** A built site of a few files: paths under public/ and their contents. */
function built(files: Record<string, string | Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shown-words-"))
  for (const [file, body] of Object.entries({ "page-data/sq/d/1.json": "{}", ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true })
    fs.writeFileSync(path.join(dir, "public", file), body)
  }
  // No content/guides/ nor content/legal/: the pages are the fixed routes only.
  fs.mkdirSync(path.join(dir, "content"))
  return { publicDir: path.join(dir, "public"), contentDir: path.join(dir, "content") }
}

const page = (body: string) => `<!doctype html><html><body><main>${body}</main></body></html>`

/** The printable sizer on A4, its words as an editor might have reworded them. */
async function rewordedSizer() {
  const sizes = readContent("data/ring-sizes.yaml")
  const random = seeded(7)
  const sizer = Object.fromEntries(
    Object.entries(sizes.sizer).map(([key, text]) => [key, newWords(text, random)])
  ) as typeof sizes.sizer
  const pdf = await drawRingSizer({ ...sizes, sizer }, readContent("site.yaml").name, "a4")
  const expected = Object.entries(sizer).map(([key, text]): Expected => ({
    file: "data/ring-sizes.yaml",
    path: ["sizer", key],
    text,
  }))
  return { pdf, expected }
}

describe("the new words shown", () => {
  it("counts a string on its own page as shown, and another file's on another page as shown there", () => {
    const { publicDir, contentDir } = built({
      "index.html": page("<h1>Velora tamisu</h1>"),
      "services/index.html": page("<th>Kabeno rotu</th>"),
    })
    const result = shownWords(publicDir, contentDir, [
      { file: "pages/home.yaml", path: ["heading"], text: "Velora tamisu" },
      { file: "data/ring-sizes.yaml", path: ["columns", "us", "label"], text: "Kabeno rotu" },
    ])
    expect(result.shown).toBe(1)
    expect(result.elsewhere).toEqual([
      { item: expect.objectContaining({ text: "Kabeno rotu" }) as Expected, at: ["/services/"] },
    ])
    expect(result.missing).toEqual([])
  })

  it("finds the printable sizer's words in its PDF, in either face and across its line breaks", async () => {
    const { pdf, expected } = await rewordedSizer()
    const { publicDir, contentDir } = built({ "index.html": page(""), "downloads/sizer.pdf": pdf })
    const result = shownWords(publicDir, contentDir, expected)
    expect(result.missing).toEqual([])
    expect(result.elsewhere.map(({ at }) => at)).toEqual(expected.map(() => ["downloads/sizer.pdf"]))
  })

  it("still reports a string shown nowhere, on no page nor in any PDF, as missing", async () => {
    const { pdf } = await rewordedSizer()
    const { publicDir, contentDir } = built({
      "index.html": page("<p>Velora tamisu</p>"),
      "downloads/sizer.pdf": pdf,
    })
    const nowhere: Expected = { file: "data/ring-sizes.yaml", path: ["sizer", "title"], text: "Zuvobi kelan" }
    expect(shownWords(publicDir, contentDir, [nowhere]).missing).toEqual([nowhere])
  })
})

describe("whole words", () => {
  it("finds a string as words of its own, not inside a longer word", () => {
    expect(hasWords("Sizes: US and UK", "US")).toBe(true)
    expect(hasWords("BUSY hours", "US")).toBe(false)
    expect(hasWords("BUSY, then US", "US")).toBe(true)
    expect(hasWords("Ring (US) sizes", "(US)")).toBe(true)
    expect(hasWords("from 4.5 mm", "4.5")).toBe(true)
    expect(hasWords("from 14.5 mm", "4.5")).toBe(false)
  })

  it("does not count a short label found only inside another page's words as shown there", () => {
    const { publicDir, contentDir } = built({
      "index.html": page("<p>Kovu</p>"),
      "services/index.html": page("<p>The BUSY season</p>"),
    })
    const label: Expected = { file: "data/ring-sizes.yaml", path: ["columns", "us", "label"], text: "US" }
    expect(shownWords(publicDir, contentDir, [label]).missing).toEqual([label])
  })
})

describe("the text of a PDF", () => {
  it("reads WinAnsi's own characters back from a standard font, and the display face's glyphs", async () => {
    const doc = new PDFDocument({ size: "A4" })
    const chunks: Buffer[] = []
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    const done = new Promise<Buffer>(resolve => doc.on("end", () => resolve(Buffer.concat(chunks))))
    doc.registerFont("display", path.resolve(DISPLAY_FONT))
    doc.font("Helvetica").text("Velora’s “tamisu” – benado… €5 · F½")
    doc.font("display").text("Fiorela affina")
    doc.end()
    expect(pdfText(await done)).toEqual(["Velora’s “tamisu” – benado… €5 · F½\nFiorela affina"])
  })
})
