import path from "node:path"
import { cmsConfig } from "../../../src/content/generate/cms-config"
import { LIMITS } from "../../../src/content/schema/fields"
import { formatProblem, validateContent } from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * Headings and labels have the limits their places in the layout hold (src/content/schema/fields.ts
 * LIMITS; tests/e2e/content-limits.spec.ts checks the layout holds them). The check refuses one
 * character more on its line, the CMS shows the limit and refuses it too. The text is fictional.
 */

/** Fictional words, exactly `length` characters long. */
const fictional = (length: number) => {
  const words = "Fictional fixture words for a limit ".repeat(Math.ceil(length / 30) + 1).slice(0, length)
  return words.endsWith(" ") ? `${words.slice(0, -1)}x` : words
}

const PLACES: {
  kind: keyof typeof LIMITS
  file: string
  at: (string | number)[]
  collection: string
  entry: string
}[] = [
  {
    kind: "heroHeading",
    file: "pages/home.yaml",
    at: ["hero", "heading"],
    collection: "pages",
    entry: "home",
  },
  {
    kind: "pageHeading",
    file: "pages/home.yaml",
    at: ["closing", "heading"],
    collection: "pages",
    entry: "home",
  },
  {
    kind: "sectionHeading",
    file: "pages/home.yaml",
    at: ["pictureThis", "heading"],
    collection: "pages",
    entry: "home",
  },
  {
    kind: "title",
    file: "pages/home.yaml",
    at: ["pictureThis", "cards", 0, "title"],
    collection: "pages",
    entry: "home",
  },
  { kind: "eyebrow", file: "pages/home.yaml", at: ["hero", "eyebrow"], collection: "pages", entry: "home" },
  {
    kind: "buttonLabel",
    file: "pages/home.yaml",
    at: ["closing", "cta", "label"],
    collection: "pages",
    entry: "home",
  },
  {
    kind: "question",
    file: "pages/engagement-rings.yaml",
    at: ["faq", "items", 0, "question"],
    collection: "pages",
    entry: "engagement-rings",
  },
  {
    kind: "choice",
    file: "pages/engagement-rings.yaml",
    at: ["everything", "turntable", "designs", 0, "metals", 0, "metal"],
    collection: "pages",
    entry: "engagement-rings",
  },
  {
    kind: "headerButton",
    file: "site.yaml",
    at: ["navigation", "cta", "label"],
    collection: "settings",
    entry: "site",
  },
]

const copy = contentCopyPerTest("content-limits")
const setIn = (file: string, at: (string | number)[], value: string) => setContent(copy.dir, file, at, value)

const problems = () => validateContent(copy.dir, {}).map(formatProblem)

describe.each(PLACES)("$kind ($file › $at)", ({ kind, file, at, collection, entry }) => {
  const { max } = LIMITS[kind]

  it(`takes ${max} characters and refuses ${max + 1} on its line, saying how many it has`, () => {
    setIn(file, at, fictional(max))
    // The brand name may need a short name for phones: that is its own rule (wordmark.test.ts).
    expect(problems().filter(line => !/shortName/.test(line))).toEqual([])
    const line = setIn(file, at, fictional(max + 1))
    expect(problems()).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/${file.replace(".", "\\.")}:${line} .*: is too long for its place: at most ${max} characters \\(.*\\); it has ${max + 1}$`
        )
      )
    )
  })

  it("is shown in the CMS, which refuses one character more", () => {
    type Field = { name: string; hint?: string; pattern?: [string, string]; fields?: Field[]; field?: Field }
    const config = cmsConfig(copy.dir) as {
      collections: { name: string; files?: { name: string; fields: Field[] }[] }[]
    }
    let list = config.collections.find(c => c.name === collection)?.files?.find(f => f.name === entry)?.fields
    let field: Field | undefined
    for (const key of at.filter((step): step is string => typeof step === "string")) {
      field = list?.find(candidate => candidate.name === key)
      list = field?.fields ?? field?.field?.fields
    }
    expect(field?.hint).toContain(`At most ${max} characters`)
    const pattern = new RegExp(field?.pattern?.[0] ?? "")
    expect(pattern.test(fictional(max))).toBe(true)
    expect(pattern.test(fictional(max + 1))).toBe(false)
  })
})

it("the real content is within every limit", () => {
  expect(validateContent(path.resolve(__dirname, "../../../content"), {}).map(formatProblem)).toEqual([])
})
