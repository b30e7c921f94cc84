import fs from "node:fs"
import path from "node:path"
import fontverter from "fontverter"
import opentype from "opentype.js"
import { siteText, subsetFace } from "../../src/node/write-font-subsets"
import { charactersToCover, fontSubsets } from "../../src/theme/font-subset-settings"
import { theme } from "../../src/theme/tokens"

/*
 * The fonts are cut at build time to the characters the site uses. These
 * tests run the same cut on the real content and read the result back.
 */

/** opentype.js types its layout tables as `any`. */
type FeatureTable = { features: { tag: string }[] }

const root = path.resolve(__dirname, "../..")

describe("the characters every face keeps", () => {
  test("are printable ASCII, the no-break space, and each other character of the text in both cases", () => {
    const kept = charactersToCover("Zoë’s “café” — 5 € \u0007")
    for (const ch of [" ", "A", "z", "~", "0", "\u00a0", "ë", "Ë", "é", "É", "’", "“", "”", "—", "€"])
      expect(kept).toContain(ch)
    expect(kept).not.toContain("\u0007")
    expect(new Set(kept).size).toBe([...kept].length)
  })
})

describe("the subset fonts, cut from today's content", () => {
  let text: string
  let faces: Map<string, { font: opentype.Font; bytes: number }>
  let sources: Map<string, opentype.Font>

  const parse = async (woff2: Buffer) => {
    const ttf: Buffer = await fontverter.convert(woff2, "truetype")
    return opentype.parse(ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength))
  }

  beforeAll(async () => {
    text = charactersToCover(await siteText(root))
    faces = new Map()
    sources = new Map()
    for (const face of fontSubsets) {
      const woff2 = await subsetFace(face, text, root)
      faces.set(face.file, { font: await parse(woff2), bytes: woff2.length })
      sources.set(face.file, await parse(fs.readFileSync(path.join(root, "node_modules", face.source))))
    }
  }, 60_000)

  test("draw every character of the content and the components that the original face could draw", () => {
    for (const face of fontSubsets) {
      const { font } = faces.get(face.file)!
      const source = sources.get(face.file)!
      const missing = [...text].filter(
        ch => source.charToGlyphIndex(ch) > 0 && font.charToGlyphIndex(ch) === 0
      )
      expect({ face: face.file, missing }).toEqual({ face: face.file, missing: [] })
    }
  })

  test("are each under 16 KiB, so the two preloaded faces cost less than 32 KiB before the first paint", () => {
    for (const face of fontSubsets)
      expect({ face: face.file, kib: faces.get(face.file)!.bytes / 1024 < 16 }).toEqual({
        face: face.file,
        kib: true,
      })
  })

  test("keep Inter's weight axis across exactly the theme's weights", () => {
    const inter = faces.get("inter-latin-wght.woff2")!.font
    const axis = (inter.tables.fvar as unknown as { axes: { tag: string }[] } | undefined)?.axes.find(
      a => a.tag === "wght"
    )
    const weights = Object.values(theme.fontWeights)
    expect(axis).toMatchObject({ minValue: Math.min(...weights), maxValue: Math.max(...weights) })
  })

  test("keep kerning, ligatures and Cormorant's lining figures (the step numbers), and drop what the site never asks for", () => {
    const tags = (font: opentype.Font) =>
      new Set((font.tables.gsub as unknown as FeatureTable | undefined)?.features.map(f => f.tag))
    const cormorant = "cormorant-garamond-latin-500.woff2"
    expect(tags(faces.get(cormorant)!.font).has("lnum")).toBe(true)
    expect(tags(faces.get(cormorant)!.font).has("liga")).toBe(true)
    for (const face of fontSubsets) {
      // Fractions and contextual alternates are in every original face.
      expect(tags(sources.get(face.file)!).has("frac")).toBe(true)
      expect({
        face: face.file,
        frac: tags(faces.get(face.file)!.font).has("frac"),
        calt: tags(faces.get(face.file)!.font).has("calt"),
      }).toEqual({ face: face.file, frac: false, calt: false })
    }
    for (const face of fontSubsets) {
      const gpos = faces.get(face.file)!.font.tables.gpos as unknown as FeatureTable | undefined
      expect({
        face: face.file,
        kern: gpos?.features.some(f => f.tag === "kern"),
      }).toEqual({ face: face.file, kern: true })
    }
  })

  test("are declared in fonts.css with the same weight range, or declared after the first paint (fonts.ts)", () => {
    const css = fs.readFileSync(path.join(root, "src/theme/fonts.css"), "utf8")
    const later = fs.readFileSync(path.join(root, "src/theme/fonts.ts"), "utf8")
    const weights = Object.values(theme.fontWeights)
    expect(css).toContain(`font-weight: ${Math.min(...weights)} ${Math.max(...weights)};`)
    for (const face of fontSubsets)
      expect(`${css}\n${later}`).toMatch(new RegExp(`["/]fonts/${face.file.replace(/\./g, "\\.")}"`))
  })
})
