import fs from "node:fs"
import path from "node:path"
import { theme } from "../../../src/theme/tokens"

/*
 * WCAG 2.2 AA: every text/background pair the components draw must reach a
 * contrast ratio of 4.5:1 (small text). Computed from the theme's own colours.
 */

type ColourName = keyof typeof theme.colors

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) throw new Error(`${hex} is not a #rrggbb colour`)
  const value = parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Relative luminance, WCAG 2.x definition. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(channel => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe("the contrast formula itself", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrast("#000000", "#FFFFFF")).toBeCloseTo(21, 5)
    expect(contrast("#FFFFFF", "#000000")).toBeCloseTo(21, 5)
    expect(contrast("#7A5A2A", "#7A5A2A")).toBe(1)
  })

  it("matches a known reference value (#777777 on white is about 4.48:1, just failing AA)", () => {
    expect(contrast("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2)
  })
})

// [text, background, where the pair is used]
const pairs: [ColourName, ColourName, string][] = [
  ["ink", "ivory", "body text on the page background"],
  ["ink", "parchment", "body text on parchment sections"],
  ["inkSoft", "ivory", "leads and descriptions"],
  ["inkSoft", "parchment", "leads and descriptions on parchment"],
  ["goldDeep", "ivory", "eyebrows, links, current nav link"],
  ["goldDeep", "parchment", "eyebrows and step numbers on parchment"],
  ["ivory", "ink", "call-to-action band, footer, toasts, primary button"],
  ["sand", "ink", "call-to-action body and footer blurb"],
  ["goldLight", "ink", "footer headings, appointment note, toast action"],
  ["ink", "goldLight", "onDark button"],
  ["ivory", "goldDeep", "primary button on hover"],
  ["ink", "white", "testimonial cards and contact details"],
  ["goldDeep", "white", "star rating and collection name on cards"],
  ["inkSoft", "white", "secondary text on cards"],
]

describe("theme colours meet WCAG 2.2 AA for text", () => {
  it.each(pairs)("%s on %s (%s) is at least 4.5:1", (text, background) => {
    const ratio = contrast(theme.colors[text], theme.colors[background])
    expect({
      pair: `${text} on ${background}`,
      passes: ratio >= 4.5,
      ratio: Number(ratio.toFixed(2)),
    }).toEqual({
      pair: `${text} on ${background}`,
      passes: true,
      ratio: expect.any(Number) as number,
    })
  })

  it("covers every text colour the components use (a new one must be added to the pairs above)", () => {
    const checked = new Set(pairs.map(([text]) => text))
    const used = new Map<string, string>()
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap(entry =>
          entry.isDirectory()
            ? walk(path.join(dir, entry.name))
            : /\.tsx?$/.test(entry.name)
              ? [path.join(dir, entry.name)]
              : []
        )
    for (const file of walk(path.resolve(__dirname, "../../../src"))) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\bcolor:\s*t\.colors\.(\w+)/g)) {
        used.set(match[1], path.relative(path.resolve(__dirname, "../../.."), file))
      }
    }

    expect(used.size).toBeGreaterThan(3)
    const unchecked = [...used].filter(([colour]) => !checked.has(colour as ColourName))
    expect(unchecked).toEqual([])
  })
})
