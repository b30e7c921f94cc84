import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import fc from "fast-check"
import { stringify } from "yaml"
import type { z } from "zod"
import { collections } from "../../../src/content/schema/collections"
import {
  formatAnnotation,
  formatProblem,
  validateContent,
  validateFile,
  type ContentProblem,
} from "../../../src/content/check/validate"
import { defOf, unwrap } from "../../../src/content/generate/zod-walk"
import { REAL_CONTENT } from "../support/content-copy"

/*
 * The content check never crashes, whatever a file holds: documents shaped like each collection's
 * schema (its keys, lists and kinds of value), with hostile strings, keys and bytes in their places,
 * are checked by thousands; every refusal names a file and prints as one line. The seed is printed,
 * so a failure can be replayed: CONTENT_FUZZ_SEED=<seed> npx jest tests/unit/content/check-fuzz.test.ts
 */

const seed = Number(process.env.CONTENT_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
/** Documents in all, shared among the collections: thousands, in about ten seconds. */
const RUNS = Number(process.env.CONTENT_FUZZ_RUNS ?? 2000)
const RUNS_PER_COLLECTION = Math.ceil(RUNS / collections.length)

let started = 0
beforeAll(() => {
  started = performance.now()
  console.log(`content check fuzz: seed ${seed} (replay with CONTENT_FUZZ_SEED=${seed})`)
})
afterAll(() => {
  const took = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `content check fuzz: ${RUNS_PER_COLLECTION * collections.length} documents in ${took} s, seed ${seed}`
  )
})

/** What a hostile editor writes in a pull request, beside anything fast-check makes up. */
const HOSTILE_STRINGS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "{brand",
  "{{brand}}",
  "{ brand }",
  "{__proto__}",
  "{constructor}",
  "{policy.__proto__}",
  "{policy.}",
  "}",
  "Ma\u202Eson",
  "a\u2066b\u2069",
  "zero\u200Bwidth",
  "\u{1F469}\u200D\u{1F468}",
  "\u{E0041}\u{E0042}",
  "\u3164",
  "x\n::error file=a,line=1::owned",
  "%0A::warning::x",
  "\u001B[2J\u001B[31m",
  "\0",
  "\r\n",
  "[x](javascript:alert(1))",
  "[x](mailto:a@b.example?bcc=c@d.example)",
  "[x](/admin/)",
  "[x](//evil.example)",
  "[x] (/contact-us/)",
  "mailto:a@b.example?body=x",
  "https://evil.example/a?b#c",
  "https://user:pass@www.instagram.com/x",
  "http://localhost",
  "../../../../etc/passwd",
  "/etc/passwd",
  "../images/",
  "../images/turntable/",
  "../images/missing.jpg",
  "images/turntable/../../../x",
  "C:\\Windows\\win.ini",
  "\\\\server\\share\\x.jpg",
  "file:///etc/passwd.jpg",
  "data:image/png;base64,AAAA",
  "404",
  "admin",
  "page-data",
  "-",
  "a--b",
  "9999-99-99",
  "2025-02-30",
  "0000-00-00",
  "+6500000000000000",
  "Z+9½",
  "yes",
  "~",
  "null",
  "NaN",
  "-0",
  "1e999",
  "x".repeat(600),
  "\u0301".repeat(40),
  "\uD800",
  "\uFFFE",
]

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...HOSTILE_STRINGS)
      )
      .map(parts => parts.join("")),
  }
)

/** Keys beside a schema's own: named like JavaScript's own above all, where a lookup would find them. */
const hostileKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"),
  },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }
)

/** A value where the schema expects another kind: lists for text, text for numbers, deep nesting. */
const wrongValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>(tie => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 2 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 2 })
  ),
})).value

/** Values shaped by `schema`, now and then something else in their place. */
function shapedBy(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { inner } = unwrap(schema)
  const def = defOf(inner) as ReturnType<typeof defOf> & { entries?: Record<string, string> }
  let shaped: fc.Arbitrary<unknown>
  if (def.type === "object" && def.shape && depth < 8) {
    const fields = Object.fromEntries(
      Object.entries(def.shape).map(([key, field]) => [key, shapedBy(field, depth + 1)])
    )
    shaped = fc
      .tuple(
        fc.record(fields, { requiredKeys: [] }),
        fc.dictionary(hostileKey, fc.oneof(hostileString, wrongValue), { maxKeys: 2 })
      )
      .map(([known, extra]) => ({ ...extra, ...known }))
  } else if (def.type === "array" && def.element)
    shaped = fc.array(shapedBy(def.element, depth + 1), { maxLength: 2 })
  else if (def.type === "string") shaped = hostileString
  else if (def.type === "number")
    shaped = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ min: -1, max: 1e6 }))
  else if (def.type === "boolean") shaped = fc.boolean()
  else if (def.type === "enum" && def.entries) shaped = fc.constantFrom(...Object.values(def.entries))
  else shaped = wrongValue
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: wrongValue })
}

/** The file a collection's document is read from: a folder's one under a name of its own. */
const fileOf = (pattern: string) => pattern.replace("*", "fuzzed")

/** A file's bytes: the document as YAML, now and then cut, or bytes that are no YAML at all. */
const bytesOf = (document: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: document.map(data => Buffer.from(stringify(data))) },
    {
      weight: 1,
      arbitrary: fc.tuple(document, fc.nat()).map(([data, cut]) => {
        const text = Buffer.from(stringify(data))
        return text.subarray(0, cut % (text.length + 1))
      }),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map(bytes => Buffer.from(bytes)) }
  )

/**
 * Every refusal names a file and prints as one line no reader takes for a command. Checked without
 * expect() (thousands of problems), failing with the first that does not.
 */
function expectWellFormed(problems: ContentProblem[]): void {
  for (const problem of problems) {
    const line = formatProblem(problem)
    const wrong = !/^(content|static)\/|^environment variable /.test(problem.file)
      ? "names no file"
      : /[\r\n]|^\s*::/.test(line)
        ? "prints as more than one line, or as a workflow command"
        : /[\r\n]/.test(formatAnnotation(problem))
          ? "annotates on more than one line"
          : undefined
    if (wrong) throw new Error(`A refusal ${wrong}: ${JSON.stringify(problem)}`)
  }
}

describe("the content check, fed hostile documents shaped like the schemas", () => {
  it.each(collections.map(collection => [collection.pattern, collection] as const))(
    "never crashes on %s, and every refusal names the file",
    (_, collection) => {
      fc.assert(
        fc.property(bytesOf(shapedBy(collection.schema)), bytes => {
          const problems = validateFile(REAL_CONTENT, fileOf(collection.pattern), bytes)
          expectWellFormed(problems)
        }),
        { seed, numRuns: RUNS_PER_COLLECTION }
      )
    }
  )

  it("never crashes across files either (routes, links, slugs), with a hostile file among real ones", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-fuzz-")), "content")
    fs.cpSync(REAL_CONTENT, dir, { recursive: true })
    const folders = collections.filter(collection => collection.pattern.includes("*"))
    try {
      fc.assert(
        fc.property(
          fc
            .constantFrom(...folders)
            .chain(collection => bytesOf(shapedBy(collection.schema)).map(bytes => ({ collection, bytes }))),
          ({ collection, bytes }) => {
            const file = path.join(dir, fileOf(collection.pattern))
            fs.writeFileSync(file, bytes)
            try {
              expectWellFormed(validateContent(dir, {}))
            } finally {
              fs.rmSync(file)
            }
          }
        ),
        { seed, numRuns: 6 }
      )
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true })
    }
  })
})

describe("the printable ring sizer, drawn by the check from any table its schema accepts", () => {
  const UK = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].flatMap(letter => [letter, `${letter}½`])
  const table = fc
    .record({
      count: fc.integer({ min: 2, max: 52 }),
      first: fc.double({ min: 0.5, max: 40, noNaN: true }),
      step: fc.double({ min: 0.05, max: 4, noNaN: true }),
      // Words it can draw, mostly, so that the drawing itself is reached, and hostile ones.
      words: fc.array(
        fc
          .oneof(
            { weight: 4, arbitrary: fc.lorem({ maxCount: 40 }) },
            { weight: 1, arbitrary: hostileString }
          )
          .filter(text => text.trim().length > 0),
        { minLength: 16, maxLength: 16 }
      ),
    })
    .map(({ count, first, step, words }) => {
      const sizes = Array.from({ length: count }, (_, index) => {
        const diameter = Math.round((first + step * index) * 100) / 100
        return {
          us: 1 + index / 2,
          uk: UK[index % UK.length] ?? "A",
          jp: 1 + index,
          eu: 40 + index / 2,
          diameter,
          circumference: Math.round(Math.PI * diameter * 10) / 10,
        }
      })
      const keys = ["title", "intro", "cardLabel", "rulerLabel", "check", "circlesHeading", "circles"]
      const more = ["stripHeading", "strip", "footer"]
      const sizer = Object.fromEntries([...keys, ...more].map((key, index) => [key, words[index]]))
      const column = (index: number) => ({ label: words[10 + index], source: "x" })
      const columns = {
        us: column(0),
        uk: column(1),
        jp: column(2),
        eu: column(3),
        diameter: column(4),
        circumference: column(5),
      }
      return { columns, sizes, sizer }
    })

  it("never fails to say whether it fits", async () => {
    let drawn = 0
    const { ringSizes } = await import("../../../src/content/schema/documents")
    const { ringSizerProblem } = await import("../../../src/content/outputs/ring-sizer-pdf")
    await fc.assert(
      fc.asyncProperty(table, hostileString, async (written, brand) => {
        const parsed = ringSizes.safeParse(written)
        if (!parsed.success) return
        drawn += 1
        const problem = await ringSizerProblem(parsed.data, brand)
        if (problem && (problem.at.length === 0 || /[\r\n]/.test(problem.message)))
          throw new Error(
            `A sizer refusal names no field, or is more than a line: ${JSON.stringify(problem)}`
          )
      }),
      { seed, numRuns: 25 }
    )
    // Most tables are ones the schema accepts: the drawing itself is what is tried.
    expect(drawn).toBeGreaterThan(10)
  })
})
