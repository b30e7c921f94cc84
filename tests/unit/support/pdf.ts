import { pdfObjects, pdfPages, referred } from "../../../scripts/quality/pdf-objects"

/*
 * Just enough of a PDF reader for the printable sizer's tests: each page's
 * size and the paths its content stream draws, in millimetres, from the
 * objects scripts/quality/pdf-objects.ts reads. It follows the operators
 * pdfkit writes (m, l, c, re, h, cm, q, Q and the painting ones), so a
 * circle's diameter is read from what a printer would draw.
 */

const PT = 25.4 / 72

export interface DrawnPath {
  /** Every point the path passes through or is pulled towards, in mm, the page's origin at the top left. */
  points: [number, number][]
  /** The path-construction operators, in order (m, c, c, c, c for a circle). */
  operators: string[]
}

export interface PdfPage {
  width: number
  height: number
  paths: DrawnPath[]
}

type Matrix = [number, number, number, number, number, number]
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
]

const TOKEN =
  /\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|\[|\]|\/[^\s/[\]()<>]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g

function paths(content: string, pageHeight: number): DrawnPath[] {
  const found: DrawnPath[] = []
  const stack: Matrix[] = []
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  let operands: number[] = []
  let current: DrawnPath = { points: [], operators: [] }
  const at = (x: number, y: number): [number, number] => {
    const px = ctm[0] * x + ctm[2] * y + ctm[4]
    const py = ctm[1] * x + ctm[3] * y + ctm[5]
    return [px * PT, (pageHeight - py) * PT]
  }
  for (const [token] of content.matchAll(TOKEN)) {
    if (/^[-+.\d]/.test(token)) {
      operands.push(Number(token))
      continue
    }
    const o = operands
    operands = []
    switch (token) {
      case "q":
        stack.push(ctm)
        break
      case "Q":
        ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0]
        break
      case "cm":
        ctm = multiply(o as Matrix, ctm)
        break
      case "m":
      case "l":
        current.points.push(at(o[0], o[1]))
        current.operators.push(token)
        break
      case "c":
        current.points.push(at(o[0], o[1]), at(o[2], o[3]), at(o[4], o[5]))
        current.operators.push(token)
        break
      case "re":
        current.points.push(at(o[0], o[1]), at(o[0] + o[2], o[1] + o[3]))
        current.operators.push(token)
        break
      case "h":
        current.operators.push(token)
        break
      case "S":
      case "s":
      case "f":
      case "F":
      case "f*":
      case "B":
      case "b":
      case "n":
        if (current.points.length > 0) found.push(current)
        current = { points: [], operators: [] }
        break
      default:
    }
  }
  return found
}

/** The extent of a path: its width and height in mm, and its centre. */
export function extent({ points }: DrawnPath) {
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  return { width: right - left, height: bottom - top, x: (left + right) / 2, y: (top + bottom) / 2 }
}

/** A circle as pdfkit draws one: a move and four Bézier quarters, closed. */
export const isCircle = (path: DrawnPath) =>
  /^m c c c c( h)?$/.test(path.operators.join(" ")) &&
  Math.abs(extent(path).width - extent(path).height) < 1e-6

/** The pages of a PDF written by pdfkit (its content streams inflated). */
export function readPdf(bytes: Buffer): PdfPage[] {
  const objects = pdfObjects(bytes)
  return pdfPages(objects).map(({ dictionary }) => {
    const box = /\/MediaBox \[([^\]]+)\]/.exec(dictionary)?.[1].trim().split(/\s+/).map(Number) ?? []
    const content = referred(objects, dictionary, "Contents")?.stream?.toString("latin1") ?? ""
    return { width: box[2] * PT, height: box[3] * PT, paths: paths(content, box[3]) }
  })
}
