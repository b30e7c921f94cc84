import zlib from "node:zlib"

/*
 * Just enough of a PDF reader for the PDFs pdfkit writes (the printable ring
 * sizer): each object's dictionary and its stream, inflated. pdfkit writes
 * plain numbered objects, no object streams, so no cross-reference table is
 * needed. The sizer's tests read the paths it draws from them, the editor
 * rehearsal the words it shows (pdf-text.ts).
 */

export interface PdfObject {
  /** The object's text before any stream: its dictionary, or the whole object if it has no stream. */
  dictionary: string
  stream?: Buffer
}

/** Every object of a PDF, by its number, in the order written. */
export function pdfObjects(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString("latin1")
  const objects = new Map<number, PdfObject>()
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]
    const start = body.indexOf("stream")
    if (start < 0) {
      objects.set(Number(match[1]), { dictionary: body })
      continue
    }
    const dictionary = body.slice(0, start)
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1])
    const offset = (match.index ?? 0) + match[0].indexOf("stream") + "stream".length
    const from = text[offset] === "\r" ? offset + 2 : offset + 1
    let stream = bytes.subarray(from, from + length)
    if (dictionary.includes("/FlateDecode")) stream = zlib.inflateSync(stream)
    objects.set(Number(match[1]), { dictionary, stream })
  }
  return objects
}

/** The object a dictionary's `key` refers to (`/Contents 5 0 R`), if it refers to one. */
export function referred(
  objects: Map<number, PdfObject>,
  dictionary: string,
  key: string
): PdfObject | undefined {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)
  return found ? objects.get(Number(found[1])) : undefined
}

/** The page objects, in the order written. */
export const pdfPages = (objects: Map<number, PdfObject>): PdfObject[] =>
  [...objects.values()].filter(({ dictionary }) => /\/Type \/Page\b/.test(dictionary))
