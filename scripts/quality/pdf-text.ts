import { pdfObjects, pdfPages, referred, type PdfObject } from "./pdf-objects"

/*
 * The words a PDF written by pdfkit shows, for the editor rehearsal: the
 * printable ring sizer draws its words into PDFs, not into any page. pdfkit
 * writes each line of text as one TJ of hex strings (kerning between them),
 * in one of two encodings: a standard font (Helvetica) one byte a character
 * in WinAnsiEncoding; an embedded font (the display face) two bytes a glyph
 * of its subset, which the font's ToUnicode CMap turns back into characters,
 * a ligature into its letters. Only what pdfkit writes is read: text written
 * any other way comes out empty, so the rehearsal reports it missing rather
 * than passing it.
 */

/** WinAnsiEncoding's bytes 0x80-0x9f; the others are Latin-1's (Node's TextDecoder reads "windows-1252" as Latin-1). */
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ"
const codes = (hex: string, digits: number) =>
  (hex.replace(/\s/g, "").match(new RegExp(`[0-9a-f]{${digits}}`, "gi")) ?? []).map(code =>
    parseInt(code, 16)
  )
const utf16 = (hex: string) => String.fromCharCode(...codes(hex, 4))

/** A ToUnicode CMap as pdfkit writes it: ranges of codes, each range mapped to a list of texts. */
function toUnicode(cmap: string): Map<number, string> {
  const texts = new Map<number, string>()
  for (const [, first, list] of cmap.matchAll(/<(\w+)>\s*<\w+>\s*\[([^\]]*)\]/g))
    [...list.matchAll(/<([^>]*)>/g)].forEach(([, hex], i) => texts.set(parseInt(first, 16) + i, utf16(hex)))
  return texts
}

type Decode = (hex: string) => string

function decoder(font: PdfObject | undefined, objects: Map<number, PdfObject>): Decode {
  if (!font) return () => ""
  if (/\/Subtype \/Type0\b/.test(font.dictionary)) {
    const texts = toUnicode(referred(objects, font.dictionary, "ToUnicode")?.stream?.toString("latin1") ?? "")
    return hex =>
      codes(hex, 4)
        .map(code => texts.get(code) ?? "")
        .join("")
  }
  return hex =>
    codes(hex, 2)
      .map(code => (code >= 0x80 && code < 0xa0 ? WIN_ANSI_80[code - 0x80] : String.fromCharCode(code)))
      .join("")
}

/** Each page's text, a line of text a line. */
export function pdfText(bytes: Buffer): string[] {
  const objects = pdfObjects(bytes)
  return pdfPages(objects).map(page => {
    const resources = referred(objects, page.dictionary, "Resources")?.dictionary ?? page.dictionary
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? ""
    const decoders = new Map(
      [...fonts.matchAll(/\/(\S+) (\d+) 0 R/g)].map(([, name, number]) => [
        name,
        decoder(objects.get(Number(number)), objects),
      ])
    )
    const content = referred(objects, page.dictionary, "Contents")?.stream?.toString("latin1") ?? ""
    const lines: string[] = []
    let decode: Decode = () => ""
    let line = ""
    for (const [, font, hex] of content.matchAll(/\/(\S+) [-\d.]+ Tf|<([0-9A-Fa-f\s]*)>|\bT[Jj]\b/g)) {
      if (font) decode = decoders.get(font) ?? (() => "")
      else if (hex !== undefined) line += decode(hex)
      else {
        lines.push(line)
        line = ""
      }
    }
    return lines.join("\n")
  })
}
