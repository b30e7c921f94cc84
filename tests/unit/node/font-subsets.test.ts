import fs from "node:fs"
import path from "node:path"
import * as fontkit from "fontkit"
import fontverter from "fontverter"
import opentype from "opentype.js"
import { faceText, subsetFace, type FaceText } from "../../../src/node/write-font-subsets"
import { charactersToCover, displayRuns, fontSubsets } from "../../../src/theme/font-subset-settings"
import { theme } from "../../../src/theme/tokens"

/*
 * The fonts are cut at build time to the characters the site uses. These
 * tests run the same cut on the real content and read the result back.
 */

/** opentype.js types its layout tables as `any`. */
type FeatureTable = { features: { tag: string }[] }

const root = path.resolve(__dirname, "../../..")

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
  let text: FaceText
  let faces: Map<string, { font: opentype.Font; bytes: number; ttf: Buffer }>
  let sources: Map<string, opentype.Font>
  const sourceTtf = new Map<string, Buffer>()

  const parse = (ttf: Buffer) =>
    opentype.parse(ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength))

  beforeAll(async () => {
    text = await faceText(root)
    faces = new Map()
    sources = new Map()
    for (const face of fontSubsets) {
      const woff2 = await subsetFace(face, text, root)
      const ttf = await fontverter.convert(woff2, "truetype")
      faces.set(face.file, { font: parse(ttf), bytes: woff2.length, ttf })
      const source = await fontverter.convert(
        fs.readFileSync(path.join(root, "node_modules", face.source)),
        "truetype"
      )
      sources.set(face.file, parse(source))
      sourceTtf.set(face.file, source)
    }
  })

  const siteFaces = fontSubsets.filter(face => !face.sets)
  const displayFaces = fontSubsets.filter(face => face.sets)
  const displayFace = displayFaces.find(face => face.sets === "display")!

  test("draw every character of the content and the components that the original face could draw", () => {
    for (const face of siteFaces) {
      const { font } = faces.get(face.file)!
      const source = sources.get(face.file)!
      const missing = [...text.characters].filter(
        ch => source.charToGlyphIndex(ch) > 0 && font.charToGlyphIndex(ch) === 0
      )
      expect({ face: face.file, missing }).toEqual({ face: face.file, missing: [] })
    }
  })

  describe.each(displayFaces)("the display face's $sets style", face => {
    const style = face.sets!
    test("draws the content's words in that style and the components' own characters exactly as the whole face does", () => {
      expect(text.display[style].length).toBeGreaterThan(3)
      const whole = fontkit.create(sourceTtf.get(face.file)!)
      const cut = fontkit.create(faces.get(face.file)!.ttf)
      // Each glyph's outline and where it stands (advance, kerning, offsets), run by run.
      const drawn = (font: fontkit.Font, run: ReturnType<typeof displayRuns>[number]) => {
        const { glyphs, positions } = font.layout(run.text, run.features)
        return glyphs.map((glyph, i) => ({ outline: glyph.path.toSVG(), ...positions[i] }))
      }
      for (const run of displayRuns(style, text.display[style]))
        expect({ text: run.text, glyphs: drawn(cut, run) }).toEqual({
          text: run.text,
          glyphs: drawn(whole, run),
        })
    })

    test("keeps no glyph those words do not draw", () => {
      const whole = fontkit.create(sourceTtf.get(face.file)!)
      const runs = displayRuns(style, text.display[style])
      const drawn = runs.flatMap(run => whole.layout(run.text, run.features).glyphs.map(g => g.id))
      // The characters' own glyphs stay mapped (a ligature may draw every "f" the text has), and
      // .notdef is every font's first glyph.
      const mapped = runs.flatMap(run =>
        [...run.text].map(ch => whole.glyphForCodePoint(ch.codePointAt(0)!).id)
      )
      expect(faces.get(face.file)!.font.numGlyphs).toBe(new Set([0, ...drawn, ...mapped]).size)
    })
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
    expect(tags(faces.get(displayFace.file)!.font).has("lnum")).toBe(true)
    for (const face of siteFaces)
      if (tags(sources.get(face.file)!).has("liga"))
        expect({ face: face.file, liga: tags(faces.get(face.file)!.font).has("liga") }).toEqual({
          face: face.file,
          liga: true,
        })
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
