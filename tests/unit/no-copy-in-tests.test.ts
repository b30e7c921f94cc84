import fs from "node:fs"
import path from "node:path"
import { readContent } from "../../src/content/read-content"
import { contentPhrases, MIN_WORDS, RUN, spelledPhrases, wordsOf } from "./support/content-phrases"

/*
 * The editors own the words. A browser or build test that spells a heading,
 * a label or a sentence of content/ turns an editor's pull request red, and
 * the editor cannot fix it from the CMS; so tests read what they expect from
 * the content (tests/e2e/support/), or assert structure (roles, order,
 * counts), and unit tests use the fixtures' fictional atelier. Beside the
 * facts guard (no-facts-outside-content.test.ts), which does the same for
 * business facts.
 */

const root = path.resolve(__dirname, "../..")
const phrases = contentPhrases(path.join(root, "content"))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|js|json|yaml)$/.test(entry.name) ? [full] : []
  })
}

const spelled = (source: string) => spelledPhrases(source, phrases).map(phrase => phrase.words)

describe("tests", () => {
  it("spell out no line of the copy that content/ holds", () => {
    const files = ["e2e", "build", "fixtures", "unit"].flatMap(dir =>
      sourceFiles(path.join(root, "tests", dir))
    )
    const offenders = files
      .map(file => ({
        file: path.relative(root, file),
        copy: spelledPhrases(fs.readFileSync(file, "utf8"), phrases).map(
          phrase => `"${phrase.words}" (content/${phrase.file})`
        ),
      }))
      .filter(({ copy }) => copy.length > 0)
    expect(offenders).toEqual([])
  })

  describe("are caught when they do, in the forms a test would write", () => {
    const home = readContent("pages/home.yaml")
    const terms = readContent("legal/terms.yaml")
    const site = readContent("site.yaml")
    const longSentence = terms.intro.find(paragraph => wordsOf(paragraph).length > RUN + 2) ?? ""
    const part = wordsOf(longSentence).slice(1, RUN + 1)

    it("a heading, in any case and quoting", () => {
      const heading = home.pictureThis.heading
      expect(wordsOf(heading).length).toBeGreaterThanOrEqual(MIN_WORDS)
      expect(spelled(`region(page, "${heading}")`)).toContain(wordsOf(heading).join(" "))
      expect(spelled(`toHaveText('${heading.toUpperCase()}')`)).toContain(wordsOf(heading).join(" "))
      expect(spelled(`name: \`${JSON.stringify(home.hero.heading).slice(1, -1)}\``)).toContain(
        wordsOf(home.hero.heading).join(" ")
      )
    })

    it("part of a sentence, written as a regular expression", () => {
      expect(part).toHaveLength(RUN)
      expect(spelled(`getByText(/${part.join("\\s+")}/i)`)).toContain(part.join(" "))
      expect(spelled(`toContainText(/${part.join(" ").replace(/ /g, "\\s")}/)`)).toContain(part.join(" "))
    })

    it("a list item or label with a filled-in fact", () => {
      const point = home.engagement.points?.[0] ?? ""
      expect(spelled(`["${point}"]`)).toContain(wordsOf(point).join(" "))
      expect(spelled(`getByText("${site.address.appointmentNote}")`)).toContain(
        wordsOf(site.address.appointmentNote).join(" ")
      )
    })

    it("but not two words of it, nor words that merely contain it", () => {
      const [first, second, third] = wordsOf(home.pictureThis.heading)
      expect(spelled(`"${first} ${second}"`)).toEqual([])
      expect(spelled(`"${first}s ${second} ${third}"`)).toEqual([])
    })
  })
})
