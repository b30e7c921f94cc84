import fs from "node:fs"
import path from "node:path"
import * as fontkit from "fontkit"
import PDFDocument from "pdfkit"
import { readContent, type ContentOf } from "../read-content"
import { SIZER_PDFS, cellText, sizeText, type RingSizeRow } from "../ring-sizes/ring-size-values"
import { theme } from "../../theme/tokens"
import { DISPLAY_FONT } from "../../theme/font-files"

/*
 * The printable ring sizer, drawn after every build from the ring-size table
 * (content/data/ring-sizes.yaml) into public/downloads/, on A4 and US Letter:
 * a bank-card outline and a 100 mm ruler to check the print is at 100%, a
 * paper strip with the sizes along it at their true circumference, and a
 * circle at the true inner diameter of every size. PDF measures in points;
 * everything below is laid out in millimetres.
 */

const MM = 72 / 25.4
const mm = (value: number) => value * MM

/** ISO/IEC 7810 ID-1, every bank card: 85.60 x 53.98 mm, corners of 3.18 mm. */
export const BANK_CARD = { width: 85.6, height: 53.98, radius: 3.18 }

export const PAPER = {
  a4: { size: "A4", width: 210, height: 297 },
  letter: { size: "LETTER", width: 215.9, height: 279.4 },
} as const
export type Paper = keyof typeof PAPER

/** The line a circle is drawn with: thin enough that its width moves no edge by more than 0.05 mm. */
const HAIRLINE = 0.25
const MARGIN = 15
const COLUMNS = 7

type Sizes = ContentOf<"data/ring-sizes.yaml">
type Doc = PDFKit.PDFDocument

function heading(doc: Doc, text: string, x: number, y: number, size = 13) {
  doc
    .font("display")
    .fontSize(size)
    .fillColor(theme.colors.ink)
    .text(text, mm(x), mm(y), { lineBreak: false })
  return y + (size * 1.3) / MM + 0.8
}

function paragraph(doc: Doc, text: string, x: number, y: number, width: number, size = 8.5) {
  doc.font("Helvetica").fontSize(size).fillColor(theme.colors.inkSoft)
  const options = { width: mm(width), lineGap: 1.5 }
  doc.text(text, mm(x), mm(y), options)
  return y + doc.heightOfString(text, options) / MM
}

/** The bank-card outline with its label inside, and the check beside it. */
function calibration(doc: Doc, words: Sizes["sizer"], x: number, y: number, width: number) {
  const { width: w, height: h, radius } = BANK_CARD
  doc
    .lineWidth(0.6)
    .strokeColor(theme.colors.ink)
    .roundedRect(mm(x), mm(y), mm(w), mm(h), mm(radius))
    .stroke()
  doc.font("Helvetica").fontSize(8).fillColor(theme.colors.inkSoft)
  doc.text(words.cardLabel, mm(x + 6), mm(y + h / 2 - 2), { width: mm(w - 12), align: "center" })
  paragraph(doc, words.check, x + w + 7, y + 1, width - w - 7, 8.5)
  return y + h
}

/** A 100 mm ruler: a tick every millimetre, longer every 5 and numbered every 10. */
function ruler(doc: Doc, label: string, x: number, y: number) {
  doc.lineWidth(0.4).strokeColor(theme.colors.ink)
  doc
    .moveTo(mm(x), mm(y))
    .lineTo(mm(x + 100), mm(y))
    .stroke()
  doc.font("Helvetica").fontSize(6).fillColor(theme.colors.ink)
  for (let at = 0; at <= 100; at++) {
    const length = at % 10 === 0 ? 4 : at % 5 === 0 ? 3 : 1.8
    doc
      .lineWidth(at % 10 === 0 ? 0.4 : 0.25)
      .moveTo(mm(x + at), mm(y))
      .lineTo(mm(x + at), mm(y + length))
      .stroke()
    if (at % 10 === 0) doc.text(String(at), mm(x + at - 3), mm(y + 5), { width: mm(6), align: "center" })
  }
  doc
    .font("Helvetica-Bold")
    .fontSize(8)
    .text(label, mm(x + 104), mm(y + 1), { lineBreak: false })
  return y + 9
}

/**
 * The strip: cut out, wrapped around the finger printed side out; where its
 * left end meets the scale is her size. Each US size stands at its
 * circumference from that end; millimetres run along the bottom edge.
 */
function strip(doc: Doc, rows: readonly RingSizeRow[], usLabel: string, x: number, y: number) {
  const length = Math.ceil(rows[rows.length - 1].circumference / 10) * 10 + 15
  const height = 15
  doc
    .lineWidth(0.4)
    .strokeColor(theme.colors.inkSoft)
    .dash(mm(1.2), { space: mm(1) })
  doc.rect(mm(x), mm(y), mm(length), mm(height)).stroke()
  doc.undash()
  doc.font("Helvetica-Bold").fontSize(6).fillColor(theme.colors.ink)
  doc.text(usLabel, mm(x + 2), mm(y + 2), { lineBreak: false })
  // Whole sizes are numbered, at two heights in turn: neighbours stand only 2.6 mm apart.
  doc.font("Helvetica-Bold").fontSize(5.5)
  for (const row of rows) {
    const at = x + row.circumference
    const whole = Number.isInteger(row.us)
    const tick = whole ? (row.us % 2 === 0 ? 4 : 7) : 2.5
    doc
      .lineWidth(HAIRLINE)
      .strokeColor(theme.colors.ink)
      .moveTo(mm(at), mm(y))
      .lineTo(mm(at), mm(y + tick))
      .stroke()
    if (whole) doc.text(sizeText(row.us), mm(at - 3), mm(y + tick + 0.4), { width: mm(6), align: "center" })
  }
  doc.font("Helvetica").fontSize(5.5).fillColor(theme.colors.inkSoft)
  for (let at = 10; at < length; at += 1) {
    const tick = at % 10 === 0 ? 2.4 : at % 5 === 0 ? 1.6 : 0.9
    doc
      .lineWidth(0.2)
      .moveTo(mm(x + at), mm(y + height))
      .lineTo(mm(x + at), mm(y + height - tick))
      .stroke()
    if (at % 10 === 0)
      doc.text(String(at), mm(x + at - 3), mm(y + height - 5.2), { width: mm(6), align: "center" })
  }
  return y + height
}

/** One circle per size at its true inner diameter, smallest first, with its sizes beneath. */
function circles(doc: Doc, sizes: Sizes, x: number, y: number, width: number) {
  const { columns, sizes: rows } = sizes
  const cell = width / COLUMNS
  const largest = Math.max(...rows.map(row => row.diameter))
  const rowHeight = largest + 11
  rows.forEach((row, index) => {
    const centreX = x + cell * (index % COLUMNS) + cell / 2
    const top = y + rowHeight * Math.floor(index / COLUMNS)
    const centreY = top + largest / 2
    doc
      .lineWidth(HAIRLINE)
      .strokeColor(theme.colors.ink)
      .circle(mm(centreX), mm(centreY), mm(row.diameter / 2))
      .stroke()
    const labelY = top + largest + 1.5
    const line = (text: string, offset: number, font: string, size: number) =>
      doc
        .font(font)
        .fontSize(size)
        .fillColor(theme.colors.ink)
        .text(text, mm(centreX - cell / 2), mm(labelY + offset), {
          width: mm(cell),
          align: "center",
          lineBreak: false,
        })
    line(`${columns.us.label} ${sizeText(row.us)}`, 0, "Helvetica-Bold", 7)
    line(`${columns.uk.label} ${row.uk} · ${columns.jp.label} ${row.jp}`, 3.2, "Helvetica", 5.5)
    line(`${columns.eu.label} ${cellText(row, "eu")}`, 5.6, "Helvetica", 5.5)
  })
  return y + rowHeight * Math.ceil(rows.length / COLUMNS)
}

/** What the sizer's drawing cannot hold, for the content check to say before the build meets it. */
export class RingSizerDoesNotFit extends Error {
  constructor(
    message: string,
    /** What does not fit, in the YAML: the table's rows, the sizer's words, one of them. */
    readonly at: (string | number)[]
  ) {
    super(message)
    this.name = "RingSizerDoesNotFit"
  }
}

/** The rows the sheet cannot draw across the page: a strip longer than it is wide, a circle wider than its column. */
function acrossProblem(sizes: Sizes, paper: Paper): RingSizerDoesNotFit | undefined {
  const { size, width } = PAPER[paper]
  const inner = width - 2 * MARGIN
  const rows = sizes.sizes
  const longest = rows[rows.length - 1].circumference
  const length = Math.ceil(longest / 10) * 10 + 15
  if (length > inner)
    return new RingSizerDoesNotFit(
      `the printable sizer's paper strip would be ${length} mm long for a circumference of ${longest} mm, and a ${size} page holds ${inner.toFixed(0)} mm: the largest size's circumference can be at most ${Math.floor(inner - 15)} mm`,
      ["sizes"]
    )
  const cell = inner / COLUMNS
  const largest = Math.max(...rows.map(row => row.diameter))
  if (largest > cell - 1)
    return new RingSizerDoesNotFit(
      `the printable sizer draws each size's circle in a column ${cell.toFixed(1)} mm wide on ${size}: a diameter of ${largest} mm would overlap its neighbours (at most ${(cell - 1).toFixed(1)} mm)`,
      ["sizes"]
    )
  return undefined
}

/**
 * Why the sizer cannot be drawn from this table and these words, on either paper, or undefined:
 * what the content check says (with the line of the table or of the words) before the build would
 * stop on it.
 */
export function ringSizerProblem(sizes: Sizes, brand: string): Promise<SizerProblem | undefined> {
  // Drawing both papers takes about 270 ms, most of it the display face's tables inflated again: a
  // process that checks the same words again (the unit tests, a CMS session) draws them once.
  const key = JSON.stringify([sizes, brand])
  let verdict = verdicts.get(key)
  if (!verdict) {
    if (verdicts.size >= 32) verdicts.clear()
    verdict = drawnProblem(sizes, brand)
    verdicts.set(key, verdict)
  }
  return verdict
}

type SizerProblem = { message: string; at: (string | number)[] }
const verdicts = new Map<string, Promise<SizerProblem | undefined>>()

async function drawnProblem(sizes: Sizes, brand: string): Promise<SizerProblem | undefined> {
  const undrawable = undrawableText(sizes)
  if (undrawable) return { message: undrawable.message, at: undrawable.at }
  for (const paper of Object.keys(PAPER) as Paper[]) {
    try {
      await drawRingSizer(sizes, brand, paper)
    } catch (error) {
      if (error instanceof RingSizerDoesNotFit) return { message: error.message, at: error.at }
      const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]
      return { message: `the printable sizer cannot be drawn from it (${message})`, at: ["sizer"] }
    }
  }
  return undefined
}

/**
 * The characters Helvetica, one of PDF's own fonts, can draw: Windows-1252's (PDFKit's WinAnsi
 * encoding). Anything else would print as another letter, silently.
 */
const WIN_ANSI = /^[\n\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/

/** The sizer's words set in the display face (its headings); the rest, and the table, in Helvetica. */
const DISPLAY_WORDS = new Set(["title", "circlesHeading", "stripHeading"])

let displayFont: fontkit.Font | undefined

/** Text of the table or the sizer the PDF's fonts cannot draw, where it stands; undefined if none. */
function undrawableText(sizes: Sizes): { message: string; at: (string | number)[] } | undefined {
  displayFont ??= fontkit.create(fs.readFileSync(path.resolve(DISPLAY_FONT)))
  const font = displayFont
  const texts: { at: (string | number)[]; text: string; display: boolean }[] = [
    ...Object.entries(sizes.sizer).map(([key, text]) => ({
      at: ["sizer", key],
      text,
      display: DISPLAY_WORDS.has(key),
    })),
    ...Object.entries(sizes.columns).map(([key, column]) => ({
      at: ["columns", key, "label"],
      text: column.label,
      display: false,
    })),
  ]
  for (const { at, text, display } of texts) {
    const missing = [...text].filter(char =>
      display
        ? !/\s/.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)
        : !WIN_ANSI.test(char)
    )
    if (missing.length > 0)
      return {
        at,
        message: `holds ${[...new Set(missing)].map(shownChar).join(", ")}, which the printable sizer's font cannot draw (it would print as another letter or a box): write it with the letters of Western European languages`,
      }
  }
  return undefined
}

/** A character as a refusal names it: itself when it can be seen, else its code point (a line break, a NUL). */
const shownChar = (char: string): string =>
  /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(char)
    ? `"${char}"`
    : `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`

/** The sizer on one paper size, as PDF bytes. */
export async function drawRingSizer(sizes: Sizes, brand: string, paper: Paper): Promise<Buffer> {
  const across = acrossProblem(sizes, paper)
  if (across) throw across
  const { size, width, height } = PAPER[paper]
  const words = sizes.sizer
  const doc = new PDFDocument({
    size,
    margin: 0,
    info: { Title: `${brand}: ${words.title}`, Author: brand, Subject: words.intro },
  })
  doc.registerFont("display", path.resolve(DISPLAY_FONT))
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>(resolve => doc.on("end", () => resolve(Buffer.concat(chunks))))

  const x = MARGIN
  const inner = width - 2 * MARGIN
  doc.font("display").fontSize(10).fillColor(theme.colors.goldDeep)
  doc.text(brand.toUpperCase(), mm(x), mm(12), { characterSpacing: 2, lineBreak: false })
  let y = heading(doc, words.title, x, 17, 24)
  y = paragraph(doc, words.intro, x, y + 1, inner, 9.5) + 4
  y = calibration(doc, words, x, y, inner) + 5
  y = ruler(doc, words.rulerLabel, x, y) + 6
  y = heading(doc, words.stripHeading, x, y)
  y = paragraph(doc, words.strip, x, y, inner) + 2.5
  y = strip(doc, sizes.sizes, sizes.columns.us.label, x, y) + 6
  y = heading(doc, words.circlesHeading, x, y)
  y = paragraph(doc, words.circles, x, y, inner) + 3
  y = circles(doc, sizes, x, y, inner) + 1
  y = paragraph(doc, words.footer, x, y, inner, 8)
  if (y > height - 6)
    throw new RingSizerDoesNotFit(
      `the printable sizer does not fit on one ${size} page with these sizes and words (it would end at ${y.toFixed(1)} mm of ${height}): shorten the sizer's words, or have fewer or smaller sizes`,
      ["sizer"]
    )
  doc.end()
  return done
}

/** Both sheets into `publicDir/downloads/`, where the ring-size guide links them. */
export async function writeRingSizers({
  contentDir = path.resolve("content"),
  publicDir = path.resolve("public"),
} = {}): Promise<void> {
  const sizes = readContent("data/ring-sizes.yaml", contentDir)
  const brand = readContent("site.yaml", contentDir).name
  for (const paper of Object.keys(PAPER) as Paper[]) {
    const file = path.join(publicDir, SIZER_PDFS[paper])
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    const drawn = await drawRingSizer(sizes, brand, paper).catch((error: unknown) => {
      // The content check says the same first; a build that skipped it still names the file.
      if (error instanceof RingSizerDoesNotFit)
        throw new Error(`content/data/ring-sizes.yaml: ${error.message}`, { cause: error })
      throw error
    })
    await fs.promises.writeFile(file, drawn)
  }
}
