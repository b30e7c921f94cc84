import { createRequire } from "node:module"
import path from "node:path"
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter } from "yaml"

/*
 * The build reads content with gatsby-transformer-yaml, whose js-yaml 4 (default schema) reads some
 * plain YAML otherwise than the check's strict `yaml` 2 reader (content-yaml.ts): an unquoted date is
 * a timestamp to it, -0x1F and 0b101 are numbers, +.5 is text, a key 2025-06-01 becomes the date
 * spelled out, and it stops on control characters and nesting the check reads. Rather than list
 * those forms (and miss the next js-yaml's), every file is read with the transformer's own js-yaml
 * too, and any difference between the two readings is refused on its line, saying what to write.
 */

interface JsYaml {
  load(text: string): unknown
}

/** What js-yaml throws: why, and where (its line counts from 0). */
interface JsYamlError {
  reason?: string
  mark?: { line: number }
}

let jsYaml: JsYaml | undefined

/** The build's reader is not installed: a fault of the check, never a line about the content. */
export class BuildReaderMissing extends Error {}

/**
 * The js-yaml gatsby-transformer-yaml loads, resolved from the transformer's own folder (it nests its
 * own 4.x; the top-level js-yaml is 3.x), so an upgrade of either is what the check reads with. The
 * transformer is found from the site's folder (the working directory, as Gatsby finds plugins), else
 * from this file's; not with require.resolve, which Parcel (compiling gatsby-node) turns into undefined.
 * Not found, it throws: a fault of the check, not of the content.
 */
function transformerJsYaml(): JsYaml {
  if (jsYaml) return jsYaml
  const bases = [path.resolve("package.json"), path.join(__dirname, "package.json")]
  const errors: string[] = []
  for (const base of bases)
    try {
      const transformer = createRequire(base).resolve("gatsby-transformer-yaml/package.json")
      jsYaml = createRequire(transformer)("js-yaml") as JsYaml
      return jsYaml
    } catch (error) {
      errors.push(error instanceof Error ? error.message.split("\n")[0] : String(error))
    }
  throw new BuildReaderMissing(`gatsby-transformer-yaml's js-yaml was not found (${errors.join("; ")})`)
}

type Step = string | number

interface Refusal {
  line?: number
  message: string
}

/** What js-yaml calls non-printable: C0 controls but tab, LF and CR; DEL and C1 controls but NEL; U+FFFE and U+FFFF. */
const nonPrintable = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f && code !== 0x85) ||
  code === 0xfffe ||
  code === 0xffff

/** The data as the build reads the text, or why it cannot. */
export function readAsTheBuild(text: string): { data: unknown } | { refusal: Refusal } {
  const reader = transformerJsYaml()
  try {
    // As the transformer calls it: load(content), nothing else. An empty file is undefined to
    // js-yaml (the transformer then makes no node) and null to the check, whose schema names what is missing.
    return { data: reader.load(text) ?? null }
  } catch (error) {
    const { reason, mark } = error as JsYamlError
    const line = mark ? mark.line + 1 : undefined
    const control = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)).findIndex(
      nonPrintable
    )
    if (control >= 0)
      return {
        refusal: {
          line: text.slice(0, control).split("\n").length,
          message: `holds an invisible control character (U+${text.charCodeAt(control).toString(16).toUpperCase().padStart(4, "0")}, often pasted in with text from elsewhere), which the site's build cannot read: delete it, and retype the words around it if need be`,
        },
      }
    const why = reason ?? (error instanceof Error ? error.message.split("\n")[0] : String(error))
    return {
      refusal: { line, message: `cannot be read by the site's build (gatsby-transformer-yaml): ${why}` },
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)

const sameScalar = (a: unknown, b: unknown) =>
  a === b || (typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b))

interface Difference {
  at: Step[]
  /** A key read otherwise, rather than its value. */
  key?: boolean
  build: unknown
  check: unknown
}

/** Where the two readings differ: the first difference in each branch. */
function differences(build: unknown, check: unknown, at: Step[] = []): Difference[] {
  if (Array.isArray(build) && Array.isArray(check)) {
    if (build.length !== check.length) return [{ at, build, check }]
    return check.flatMap((item, index) => differences(build[index], item, [...at, index]))
  }
  if (isPlainObject(build) && isPlainObject(check)) {
    // A key read otherwise is missing from the other reading; both list keys in the same order
    // (JavaScript's: number-like keys first), so the n-th missing one is the n-th extra one.
    const extra = Object.keys(build).filter(key => !Object.hasOwn(check, key))
    const missing = Object.keys(check).filter(key => !Object.hasOwn(build, key))
    return [
      ...missing.map((key, index) => ({ at: [...at, key], key: true, build: extra[index], check: key })),
      ...Object.keys(check)
        .filter(key => Object.hasOwn(build, key))
        .flatMap(key => differences(build[key], check[key], [...at, key])),
    ]
  }
  if (build instanceof Date || check instanceof Date || isPlainObject(build) || isPlainObject(check))
    return [{ at, build, check }]
  if (Array.isArray(build) || Array.isArray(check)) return [{ at, build, check }]
  return sameScalar(build, check) ? [] : [{ at, build, check }]
}

type Located = { line?: number; source?: string }

/** The line a path's value (or key) starts on, and how it is written there; else its nearest parent's line. */
function locate(doc: Document.Parsed, lines: LineCounter, at: Step[], key: boolean): Located {
  const describe = (target: unknown, parent: Located): Located => {
    const range = (target as { range?: [number, number, number] } | null)?.range
    return {
      line: range ? lines.linePos(range[0]).line : parent.line,
      source: isScalar(target) && typeof target.source === "string" ? target.source : undefined,
    }
  }
  let node: unknown = doc.contents
  let found = describe(node, {})
  for (const [index, step] of at.entries()) {
    if (isAlias(node)) node = node.resolve(doc)
    if (isMap(node)) {
      const pair = node.items.find(
        item => String(isScalar(item.key) ? (item.key.value ?? "") : item.key) === String(step)
      )
      if (!pair) return { line: found.line }
      if (key && index === at.length - 1) return describe(pair.key, found)
      // An alias's value is shown where the alias stands.
      found = describe(pair.value, describe(pair.key, found))
      node = pair.value
    } else if (isSeq(node) && typeof step === "number" && node.items[step] !== undefined) {
      node = node.items[step]
      found = describe(node, found)
    } else return { line: found.line }
  }
  return found
}

const shown = (value: unknown): string =>
  value === undefined
    ? "something else"
    : value instanceof Date
      ? `the date and time ${value.toISOString()}`
      : typeof value === "string"
        ? `the text "${value}"`
        : typeof value === "number"
          ? `the number ${value}`
          : typeof value === "boolean"
            ? `${value}`
            : value === null
              ? "empty"
              : Array.isArray(value)
                ? "a list"
                : "a group of fields"

const nameOf = (at: Step[]) =>
  at.map((step, index) => (typeof step === "number" ? `[${step}]` : index ? ` › ${step}` : step)).join("")

/** One sentence an editor can act on, for one difference. */
function sentence({ at, key, build, check }: Difference, { source }: Located): string {
  const field = nameOf(at) || "the file"
  const written = source ?? (typeof check === "string" ? check : undefined)
  if (key)
    return `the key ${written ?? String(check)} is read by the site's build as ${shown(build)}: put quotes around it ("${written ?? String(check)}"), or write a plain word such as heading`
  if (build instanceof Date && typeof check === "string")
    return `${field}: put quotes around the date, as "${check}" (without them the site's build reads ${shown(build)}, not the text written)`
  if (typeof build === "number" && typeof check === "string")
    return `${field}: put quotes around ${check} if it is text ("${check}"), or write the number in plain digits (${build}): without quotes the site's build reads ${shown(build)}`
  if (typeof check === "number" && typeof build === "string")
    return `${field}: write the number in plain digits (${check}), or put quotes around it if it is text ("${build}"): as written, the site's build reads ${shown(build)} and the check ${shown(check)}`
  return `${field}${written ? ` (${written})` : ""} is read by the site's build as ${shown(build)} but by the check as ${shown(check)}: put quotes around text, and write numbers, true and false plainly`
}

/**
 * The refusals, one per difference, of a file the check read as `data`: empty when the build
 * (gatsby-transformer-yaml) reads the same data. `build` is what readAsTheBuild returned.
 */
export function disagreements(
  build: unknown,
  data: unknown,
  doc: Document.Parsed,
  lines: LineCounter
): Refusal[] {
  return differences(build, data).map(difference => {
    const located = locate(doc, lines, difference.at, difference.key === true)
    return { line: located.line, message: sentence(difference, located) }
  })
}
