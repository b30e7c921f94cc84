import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { isScalar, parseDocument } from "yaml"
import { looksLikeAValue } from "../../../scripts/cms/house-yaml"

/*
 * Tests of the content check break one thing in a copy of the real content/, by place (never by
 * the words the owner has written there), and expect the line the check names.
 */

export const REAL_CONTENT = path.resolve(__dirname, "../../../content")

/** A fresh copy of the real content/ for each test of the file: `copy.dir` is its content folder. */
export function contentCopyPerTest(name: string): { readonly dir: string } {
  const copy = { dir: "" }
  beforeEach(() => {
    copy.dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), "content")
    fs.cpSync(REAL_CONTENT, copy.dir, { recursive: true })
  })
  afterEach(() => fs.rmSync(path.dirname(copy.dir), { recursive: true, force: true }))
  return copy
}

/** Changes a content file through its YAML document, as the CMS would; returns the new text. */
export function changeContent(
  contentDir: string,
  file: string,
  change: (doc: ReturnType<typeof parseDocument>) => void
): string {
  const full = path.join(contentDir, file)
  const doc = parseDocument(fs.readFileSync(full, "utf8"))
  change(doc)
  const text = doc.toString({ lineWidth: 0 })
  fs.writeFileSync(full, text)
  return text
}

/** Sets the value at `at` (a new plain node, not the old one's style); returns the line it is on. */
export function setContent(
  contentDir: string,
  file: string,
  at: (string | number)[],
  value: unknown
): number {
  const text = changeContent(contentDir, file, doc => {
    if (!doc.hasIn(at)) throw new Error(`${file} has no ${at.join(" › ")}; update this test`)
    const node = doc.createNode(value)
    // Quoted where the CMS quotes it (a date, a number-like text), so both readers read it alike.
    if (isScalar(node) && typeof node.value === "string" && looksLikeAValue(node.value))
      node.type = "QUOTE_DOUBLE"
    doc.setIn(at, node)
  })
  const node = parseDocument(text).getIn(at, true) as { range?: [number, number, number] } | undefined
  if (!node?.range) throw new Error(`${file} › ${at.join(" › ")} has no place in the text`)
  return text.slice(0, node.range[0]).split("\n").length
}
