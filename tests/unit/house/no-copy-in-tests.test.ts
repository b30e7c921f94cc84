import fs from "node:fs"
import path from "node:path"
import {
  contentPhrases,
  contentTexts,
  MIN_WORDS,
  RUN,
  sentencesOf,
  spelledPhrases,
  wordsOf,
} from "../support/content-phrases"

/*
 * The editors own the words. A browser or build test that spells a heading,
 * a label or a sentence of content/ turns an editor's pull request red, and
 * the editor cannot fix it from the CMS; so tests read what they expect from
 * the content (tests/e2e/support/), or assert structure (roles, order,
 * counts), and unit tests use the fixtures' fictional atelier. Beside the
 * facts guard (no-facts-outside-content.test.ts), which does the same for
 * business facts.
 */

const root = path.resolve(__dirname, "../../..")
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
    const files = ["e2e", "engines", "build", "fixtures", "unit"].flatMap(dir =>
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
    // Picked from the content by their length, so the editors' words and lists can change.
    const texts = contentTexts(path.join(root, "content"))
    const count = (text: string) => wordsOf(text).length
    const pick = (test: (text: string) => boolean) => {
      const found = texts.find(({ filled }) => test(filled))
      if (!found) throw new Error("The content has no such text: widen this test's choice")
      return found
    }
    const short = pick(text => count(text) >= MIN_WORDS && count(text) <= 8).filled
    // A sentence of prose: the guard looks for runs inside one sentence, and a table's numbers are not words.
    const prose = (sentence: string) => count(sentence) > RUN + 2 && !/\d/.test(sentence)
    const long = sentencesOf(pick(text => sentencesOf(text).some(prose)).filled).find(prose) ?? ""
    const part = wordsOf(long).slice(1, RUN + 1)
    const words = (text: string) => wordsOf(text).join(" ")

    it("a heading or a label, in any case and quoting", () => {
      expect(spelled(`region(page, ${JSON.stringify(short)})`)).toContain(words(short))
      expect(spelled(`toHaveText('${short.toUpperCase()}')`)).toContain(words(short))
      expect(spelled(`name: \`${JSON.stringify(`"${short}"`).slice(1, -1)}\``)).toContain(words(short))
    })

    it("part of a sentence, written as a regular expression", () => {
      expect(part).toHaveLength(RUN)
      expect(spelled(`getByText(/${part.join("\\s+")}/i)`)).toContain(part.join(" "))
      expect(spelled(`toContainText(/${part.join(" ").replace(/ /g, "\\s")}/)`)).toContain(part.join(" "))
    })

    it("a text with its facts filled in, as the page shows it", () => {
      const { written, filled } = pick(text => count(text) >= MIN_WORDS)
      const withFact = texts.find(text => text.written !== text.filled && count(text.filled) >= MIN_WORDS)
      expect(spelled(`[${JSON.stringify(filled)}]`)).toContain(words(filled))
      expect(spelled(`[${JSON.stringify(written)}]`)).toContain(words(written))
      if (withFact)
        expect(spelled(`getByText(${JSON.stringify(withFact.filled)})`)).toContain(words(withFact.filled))
    })

    it("but not two words of it, nor words that merely contain it", () => {
      const [first, second, third] = wordsOf(short)
      expect(spelled(`"${first} ${second}"`)).toEqual([])
      expect(spelled(`"${first}xq ${second} ${third}"`)).toEqual([])
    })
  })
})
