import { LineCounter, isAlias, isMap, isScalar, parseDocument, visit, type Document } from "yaml"
import { BuildReaderMissing, disagreements, readAsTheBuild } from "./build-reading"

/*
 * How every content file is read: the content check, readContent, the route registry and the launch
 * check read YAML through this, with the lines and refusals of a strict reader (`yaml` 2), and the
 * file is read a second time as the build reads it (gatsby-transformer-yaml's js-yaml,
 * build-reading.ts). A file the two read differently is refused, naming the line and what to
 * write, so whatever the check accepts is exactly the data the build's GraphQL nodes hold. It takes
 * the file's bytes, not a string: the encoding is part of what is checked.
 *
 * YAML 1.2's core schema, strictly: yes, no, on and off are words, keys are unique. Refused, because
 * a reader would take them differently or the CMS would lose them: tags (!!binary, !foo), merge keys
 * (<<: *base), %YAML and %TAG directives, keys that are not plain words, more than one document, and
 * anything but UTF-8 (a UTF-8 byte-order mark is allowed, and read past).
 */

export interface YamlRefusal {
  line?: number
  message: string
}

export type ContentYaml =
  | { ok: true; doc: Document.Parsed; lines: LineCounter; data: unknown }
  | { ok: false; refusals: YamlRefusal[] }

/** Aliases may repeat an anchor this many times in all; past it the file is refused (a few lines can expand to millions). */
const MAX_ALIASES = 100

const lineAt = (bytes: Uint8Array, offset: number) =>
  bytes.subarray(0, offset).filter(b => b === 0x0a).length + 1

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`

/** The file's text, or why it is not UTF-8. */
export function decodeContent(bytes: Uint8Array): { text: string } | { refusal: YamlRefusal } {
  const startsWith = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte)
  if (startsWith(0xff, 0xfe) || startsWith(0xfe, 0xff))
    return {
      refusal: {
        message:
          "is saved as UTF-16: save it as UTF-8 (in VS Code, click the encoding in the status bar, then Save with Encoding › UTF-8)",
      },
    }
  const nul = bytes.indexOf(0)
  if (nul >= 0)
    return {
      refusal: {
        line: lineAt(bytes, nul),
        message:
          "holds NUL bytes, so it is not UTF-8 text (probably UTF-16 without a byte-order mark): save it as UTF-8",
      },
    }
  const text = new TextDecoder("utf-8").decode(bytes)
  // Decoding put U+FFFD where a byte was not UTF-8; encoding again shows where the bytes first differ.
  if (text.includes("\uFFFD")) {
    const again = new TextEncoder().encode(text)
    const offset = again.findIndex((byte, index) => byte !== bytes[index])
    if (offset >= 0 && offset < bytes.length)
      return {
        refusal: {
          line: lineAt(bytes, offset),
          message: `is not valid UTF-8: byte ${hex(bytes[offset])} is not (the file was probably saved as Latin-1 or Windows-1252); save it as UTF-8`,
        },
      }
  }
  return { text: text.replace(/^\uFEFF/, "") }
}

const firstLine = (message: string) => message.split("\n")[0]

/**
 * Why the parser gave up on a file as a whole (rather than on a line): its resource limits,
 * such as aliases that would expand a few lines into millions of values, or nesting too deep.
 */
function limitRefusal(error: unknown): YamlRefusal {
  const message = firstLine(error instanceof Error ? error.message : String(error))
  if (/alias count/i.test(message))
    return {
      message: `is not valid YAML: its aliases (*name) repeat &anchors too many times over (${message}); write the values out instead`,
    }
  if (error instanceof RangeError)
    return { message: `is not valid YAML: it is nested too deeply to read (${message})` }
  return { message: `is not valid YAML: ${message}` }
}

/** Parses a content file's bytes (or text already decoded) as the check and the build both read it. */
export function parseContentYaml(input: Uint8Array | string): ContentYaml {
  let text: string
  if (typeof input === "string") text = input.replace(/^\uFEFF/, "")
  else {
    const decoded = decodeContent(input)
    if ("refusal" in decoded) return { ok: false, refusals: [decoded.refusal] }
    text = decoded.text
  }
  let parsed = parsedTexts.get(text)
  if (!parsed) {
    try {
      parsed = parseText(text)
    } catch (error) {
      if (error instanceof BuildReaderMissing) throw error
      parsed = { ok: false, refusals: [limitRefusal(error)] }
    }
    if (parsedTexts.size >= MAX_REMEMBERED) parsedTexts.clear()
    parsedTexts.set(text, parsed)
  }
  // The document and its lines are only read; the data and the refusals are the caller's to change.
  return parsed.ok
    ? { ...parsed, data: copied(parsed.data) }
    : { ok: false, refusals: parsed.refusals.map(refusal => ({ ...refusal })) }
}

/** A deep copy of what a YAML reader gives: maps, lists, dates and scalars (jsdom has no structuredClone). */
function copied(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copied)
  if (value instanceof Date) return new Date(value.getTime())
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copied(item)]))
  return value
}

/*
 * Each text is parsed once per process: the check reads the commissions again for the routes, and a
 * process that checks the content again (the unit tests, a CMS session) changes a file or two.
 */
const parsedTexts = new Map<string, ContentYaml>()
const MAX_REMEMBERED = 200

function parseText(text: string): ContentYaml {
  const lines = new LineCounter()
  const doc = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
    version: "1.2",
    schema: "core",
    merge: false,
  })
  const lineOf = (offset: number | undefined) =>
    offset === undefined ? undefined : lines.linePos(offset).line
  const refusals: YamlRefusal[] = [...doc.errors, ...doc.warnings].map(error => ({
    line: lineOf(error.pos[0]),
    message: `is not valid YAML: ${firstLine(error.message)}`,
  }))

  // A directive sits above the document, on a line of its own starting with %.
  text.split("\n").forEach((line, index) => {
    if (line.startsWith("%"))
      refusals.push({
        line: index + 1,
        message: `starts with the directive "${line.trim()}", which content files do not use (%YAML 1.1 would make yes and no mean true and false): remove it`,
      })
  })

  visit(doc, {
    Node(_, node) {
      const at = lineOf(node.range?.[0])
      if (isAlias(node)) {
        if (!node.resolve(doc))
          refusals.push({
            line: at,
            message: `is not valid YAML: *${node.source} refers to no &${node.source} anchor above it`,
          })
      } else if (node.tag)
        refusals.push({
          line: at,
          message: `uses the tag ${node.tag.replace("tag:yaml.org,2002:", "!!")}, which content files do not use: write the value plainly (in quotes if it must stay text)`,
        })
    },
    Pair(_, pair) {
      const at = lineOf((pair.key as { range?: [number, number, number] } | null)?.range?.[0])
      if (isScalar(pair.key) && pair.key.value === "<<" && pair.key.type === "PLAIN")
        refusals.push({
          line: at,
          message: "uses a merge key (<<), which content files do not use: write the keys out in full",
        })
      else if (pair.key !== null && !isScalar(pair.key) && !isAlias(pair.key))
        refusals.push({
          line: at,
          message: "has a key that is a list or a group: keys are plain words, such as heading",
        })
    },
  })
  if (refusals.length > 0) return { ok: false, refusals: dedupe(refusals) }
  // The root must be a group of fields (or nothing, which the schema then names as missing fields).
  if (doc.contents !== null && !isMap(doc.contents))
    return {
      ok: false,
      refusals: [
        {
          line: lineOf(doc.contents.range?.[0]),
          message: "must be a group of fields (key: value), not a list or a single value",
        },
      ],
    }
  const checked: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES })
  const build = readAsTheBuild(text)
  if ("refusal" in build) return { ok: false, refusals: [build.refusal] }
  const differ = disagreements(build.data, checked, doc, lines)
  if (differ.length > 0) return { ok: false, refusals: dedupe(differ) }
  // The two readings are alike; the data is the build's, which the schemas then validate.
  return { ok: true, doc, lines, data: build.data }
}

const dedupe = (refusals: YamlRefusal[]) =>
  refusals
    .filter(
      (refusal, index) =>
        refusals.findIndex(other => other.line === refusal.line && other.message === refusal.message) ===
        index
    )
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))

/** A content file that does not parse, as an error naming the file and the line. */
export class ContentYamlError extends Error {
  constructor(
    readonly file: string,
    readonly refusals: YamlRefusal[]
  ) {
    super(refusals.map(({ line, message }) => `${file}${line ? `:${line}` : ""} ${message}`).join("\n"))
    this.name = "ContentYamlError"
  }
}

/** The file's data, or a ContentYamlError naming `shownAs` (such as content/pages/home.yaml) and the line. */
export function loadContentYaml(input: Uint8Array | string, shownAs: string): unknown {
  const parsed = parseContentYaml(input)
  if (!parsed.ok) throw new ContentYamlError(shownAs, parsed.refusals)
  return parsed.data
}
