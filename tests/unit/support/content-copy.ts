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

/*
 * content/ is 20 MB in about 400 files, nearly all of it pictures no test edits: copied whole for each
 * test, copying and deleting took two thirds of the content tests' time. So each test file copies it
 * once into a store of its own, and each test gets its own YAML and hard links to the store's
 * pictures. A link shares its bytes with the store, never with content/; a test that changes a
 * picture removes it first (`replaceFile`), and one that writes into a link instead fails loudly
 * (the store is checked after each test) rather than breaking the tests after it.
 */
const TEXT = /\.(ya?ml|json|md|txt|log|svg)$/i

let store: { dir: string; stamps: Map<string, string> } | undefined
let checked = false
/*
 * Removing a test's copy waits on the disk (about 0.2 ms a file here, 100-200 ms a copy: half a
 * test's time), and nothing needs it gone at once: it runs beside the next test, and the test file
 * waits for every removal at its end.
 */
const removals: Promise<void>[] = []

/** Removes a test's copy (the folder `copyContent` filled, or its parent) beside the next test. */
export function removeCopy(dir: string): void {
  removals.push(fs.promises.rm(dir, { recursive: true, force: true }))
}

const stampOf = (file: string) => {
  const { size, mtimeMs, ino } = fs.statSync(file)
  return `${ino}:${size}:${mtimeMs}`
}

function contentStore() {
  if (!checked) throw new Error("call sharedPictures() at the top of the test file before copyContent()")
  if (store) return store
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-store-")), "content")
  fs.cpSync(REAL_CONTENT, dir, { recursive: true })
  const stamps = new Map<string, string>()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(dir, file)
    if (!TEXT.test(file) && fs.statSync(full).isFile()) stamps.set(full, stampOf(full))
  }
  store = { dir, stamps }
  return store
}

/** The store's hooks, once per test file, at its top: the check after each test, and its removal after all. */
export function sharedPictures(): void {
  if (checked) return
  checked = true
  afterEach(checkStore)
  afterAll(async () => {
    await Promise.all(removals.splice(0))
    if (store) fs.rmSync(path.dirname(store.dir), { recursive: true, force: true })
    store = undefined
  })
}

/** Fails the test that wrote into a picture it shares with the store, and makes a fresh store for the next. */
function checkStore() {
  if (!store) return
  const changed = [...store.stamps].filter(([file, stamp]) => !fs.existsSync(file) || stampOf(file) !== stamp)
  if (changed.length === 0) return
  fs.rmSync(path.dirname(store.dir), { recursive: true, force: true })
  const { dir } = store
  fs.cpSync(REAL_CONTENT, dir, { recursive: true })
  for (const file of store.stamps.keys()) store.stamps.set(file, stampOf(file))
  throw new Error(
    `this test wrote into ${changed.map(([file]) => path.relative(dir, file)).join(", ")} through a hard link: ` +
      "replace a picture with replaceFile() (tests/unit/support/content-copy.ts), never write into it"
  )
}

/**
 * Makes `dest` a copy of the real content/ for one test: its own text files, and links to the
 * store's pictures. The test file calls sharedPictures() first, at its top.
 */
export function copyContent(dest: string): void {
  const { dir } = contentStore()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const from = path.join(dir, file)
    const to = path.join(dest, file)
    if (fs.statSync(from).isDirectory()) fs.mkdirSync(to, { recursive: true })
    else {
      fs.mkdirSync(path.dirname(to), { recursive: true })
      if (TEXT.test(file)) fs.copyFileSync(from, to)
      else fs.linkSync(from, to)
    }
  }
}

/** Writes `bytes` as `file` in a test's copy: a new file, never into the bytes a link shares. */
export function replaceFile(file: string, bytes: string | NodeJS.ArrayBufferView): void {
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, bytes)
}

/** A fresh copy of the real content/ for each test of the file: `copy.dir` is its content folder. */
export function contentCopyPerTest(name: string): { readonly dir: string } {
  const copy = { dir: "" }
  sharedPictures()
  beforeEach(() => {
    copy.dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), "content")
    copyContent(copy.dir)
  })
  afterEach(() => removeCopy(path.dirname(copy.dir)))
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
