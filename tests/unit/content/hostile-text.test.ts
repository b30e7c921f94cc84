import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import {
  formatAnnotation,
  formatProblem,
  validateContent,
  type ContentProblem,
} from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * Text a hostile editor could hide in a pull request or a save through the CMS: characters that
 * change what a reader sees, braces that look like placeholders, keys named like JavaScript's own,
 * and a check whose own output becomes a workflow command. Each is written into a copy of the real
 * content, by place, in words made up here.
 */

const root = path.resolve(__dirname, "../../..")
const copy = contentCopyPerTest("hostile-text")

/** The problems the check finds on one line of one file after setting `at` to `value`. */
function problemsFor(file: string, at: (string | number)[], value: unknown): ContentProblem[] {
  const line = setContent(copy.dir, file, at, value)
  return validateContent(copy.dir, {}).filter(
    problem => problem.file === `content/${file}` && problem.line === line
  )
}

describe("characters that change what a reader sees", () => {
  it.each([
    ["a right-to-left override", "\u202E", "U+202E"],
    ["a left-to-right embedding", "\u202A", "U+202A"],
    ["a first-strong isolate", "\u2068", "U+2068"],
    ["a right-to-left mark", "\u200F", "U+200F"],
    ["a zero-width space", "\u200B", "U+200B"],
    ["a zero-width joiner between letters", "\u200D", "U+200D"],
    ["a word joiner", "\u2060", "U+2060"],
    ["a byte-order mark inside the text", "\uFEFF", "U+FEFF"],
    ["a Hangul filler, which looks like a blank", "\u3164", "U+3164"],
    ["a tag character, which can carry a hidden sentence", "\u{E0041}", "U+E0041"],
    ["a variation selector from the supplement", "\u{E0100}", "U+E0100"],
    ["a line separator", "\u2028", "U+2028"],
    ["an escape character (a terminal's command)", "\u001B", "U+001B"],
  ])("refuses %s in any text, naming it", (_, char, code) => {
    const problems = problemsFor("pages/not-found.yaml", ["body"], `A made${char}up sentence for a test.`)
    expect(problems.map(problem => problem.message)).toEqual([expect.stringContaining(code)])
  })

  it("refuses them in a heading and in a name too", () => {
    const messages = (file: string, at: string[], value: string) =>
      problemsFor(file, at, value).map(problem => problem.message)
    expect(messages("site.yaml", ["name"], "Mai\u202Eson")).toContainEqual(expect.stringContaining("U+202E"))
    expect(messages("pages/not-found.yaml", ["subheading"], "Lost\u200B here")).toContainEqual(
      expect.stringContaining("U+200B")
    )
  })

  it("refuses them in a key, where the check would print them", () => {
    fs.appendFileSync(path.join(copy.dir, "pages/not-found.yaml"), "\nev\u202Eil: x\n")
    const messages = validateContent(copy.dir, {}).map(problem => problem.message)
    expect(messages).toContainEqual(expect.stringMatching(/^is a key that holds U\+202E/))
  })

  it("refuses accents piled on one letter, which spill over the lines around it", () => {
    const problems = problemsFor("pages/not-found.yaml", ["body"], `Za${"\u0301".repeat(12)}lgo text.`)
    expect(problems.map(problem => problem.message)).toEqual([expect.stringMatching(/accents on one letter/)])
  })

  it("accepts emoji joined into one, flags, accents and line breaks", () => {
    const couple = "\u{1F469}\u200D\u2764\uFE0F\u200D\u{1F468}"
    const scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    expect(
      problemsFor("pages/not-found.yaml", ["body"], `Caf\u00e9 ${couple} ${scotland}\nna\u0308ive words.`)
    ).toEqual([])
  })
})

describe("placeholders", () => {
  it.each(["{brand", "{{brand}}", "{ brand }", "brand}"])(
    "refuses %p, which would show as written",
    written => {
      const problems = problemsFor("pages/not-found.yaml", ["body"], `Made-up words about ${written} here.`)
      expect(problems.map(problem => problem.message)).toEqual([
        expect.stringMatching(/is not a placeholder/),
      ])
    }
  )

  it("refuses an unknown one in site.yaml's own copy", () => {
    const problems = problemsFor("site.yaml", ["footer", "blurb"], "Made-up words from {nowhere}.")
    expect(problems.map(problem => problem.message)).toEqual([expect.stringMatching(/\{nowhere\} names no/)])
  })

  it("refuses one in a fact that placeholders stand for", () => {
    const problems = problemsFor("site.yaml", ["legalName"], "{brand} Holdings")
    expect(problems.map(problem => problem.message)).toEqual([
      expect.stringMatching(/is a fact the copy quotes/),
    ])
  })

  it("refuses a policy inside a policy, and fills a policy's own facts alike everywhere", async () => {
    const { factValues } = await import("../../../src/content/facts")
    const { siteSettings } = await import("../../fixtures/site-settings")
    const facts = {
      ...siteSettings,
      madeIn: "Glasstown",
      dataProtectionOfficer: { name: "A Test Officer", email: "dpo@maisonverre.example" },
      policies: [{ id: "made", text: "Made by {brand}." }],
    }
    expect(factValues(facts)["policy.made"]).toBe(`Made by ${siteSettings.name}.`)
    const problems = problemsFor("site.yaml", ["policies", 0, "text"], "As {policy.deposit} says.")
    expect(problems.map(problem => problem.message)).toContainEqual(
      expect.stringMatching(/quotes another policy/)
    )
  })
})

describe("keys named like JavaScript's own", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "are refused as unknown keys, and the check goes on: %s",
    key => {
      fs.appendFileSync(path.join(copy.dir, "pages/not-found.yaml"), `\n${key}:\n  heading: x\n`)
      const problems = validateContent(copy.dir, {})
      expect(problems.map(formatProblem)).toContainEqual(
        expect.stringMatching(new RegExp(`^content/pages/not-found\\.yaml:\\d+  ${key}: unknown key`))
      )
    }
  )
})

describe("the check's own output", () => {
  const hostile: ContentProblem = {
    file: "content/pages/home.yaml",
    line: 3,
    where: "x\n::error file=a::owned",
    message: "link [a\r\n::warning::b](/) \u001B[2J",
  }

  it("is one line on the terminal, whatever a key or a label holds", () => {
    const line = formatProblem(hostile)
    expect(line.split(/[\r\n]/)).toHaveLength(1)
    expect(line.includes("\u001B")).toBe(false)
  })

  it("is one annotation on GitHub, with GitHub's escaping", () => {
    const annotation = formatAnnotation(hostile)
    expect(annotation.split(/[\r\n]/)).toHaveLength(1)
    // A property cannot end early: its colons are escaped, so only data follows the second "::".
    expect(annotation).toMatch(
      /^::error file=content\/pages\/home\.yaml,line=3,title=x%0A%3A%3Aerror file=a%3A%3Aowned::/
    )
  })

  it("never prints a line starting with :: but its own annotations, on either stream", () => {
    fs.appendFileSync(path.join(copy.dir, "pages/not-found.yaml"), '\n"\\n::error title=x::owned": x\n')
    let stdout = ""
    let stderr = ""
    try {
      execFileSync("npx", ["tsx", "scripts/check-content.ts", copy.dir], {
        cwd: root,
        env: { ...process.env, GITHUB_ACTIONS: "true" },
        encoding: "utf8",
        stdio: "pipe",
      })
    } catch (error) {
      ;({ stdout, stderr } = error as { stdout: string; stderr: string })
    }
    const lines = `${stdout}\n${stderr}`.split(/\r?\n|\r/)
    expect(lines.filter(line => line.trim().startsWith("::"))).toEqual(
      stdout.split("\n").filter(line => line.startsWith("::error file=content/"))
    )
    expect(stderr).toMatch(/\\n::error title=x::owned/)
  })
})
