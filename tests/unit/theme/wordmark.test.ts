import { formatProblem, validateContent } from "../../../src/content/check/validate"
import { ADVANCES } from "../../../src/theme/wordmark-metrics"
import { PHONE_WORDMARK, phoneWordmarkPx, wordmarkWidth } from "../../../src/theme/wordmark"
import { measuredAdvances } from "../../../scripts/write-wordmark-metrics"
import { changeContent, contentCopyPerTest } from "../support/content-copy"

/*
 * The header sets the brand on one line at any length (tests/e2e/brand-name.spec.ts), from the
 * name's width in the wordmark's face; the check asks for a short name when a phone would have to
 * set the name too small. The names are fictional.
 */

const LONG = "Atelier des Fixtures Imaginaires"
const SHORT = "Imaginaires"

describe("the wordmark's widths", () => {
  it("are the face's own: the committed table matches the font (npx tsx scripts/write-wordmark-metrics.ts)", () => {
    expect(ADVANCES).toEqual(measuredAdvances())
  })

  it("add up each capital's advance, and count a character the face lacks as its widest, with room for the fallback face", () => {
    const allowance = wordmarkWidth("ab") / ((ADVANCES[0x41] + ADVANCES[0x42]) / 1000)
    expect(allowance).toBeGreaterThan(1)
    expect(allowance).toBeLessThan(1.05)
    expect(wordmarkWidth("\u4e2d")).toBeCloseTo((allowance * Math.max(...Object.values(ADVANCES))) / 1000, 6)
  })

  it("tell a short name from one too wide for a phone", () => {
    expect(LONG).toHaveLength(32)
    expect(phoneWordmarkPx(LONG)).toBeLessThan(PHONE_WORDMARK.leastPx)
    expect(phoneWordmarkPx(SHORT)).toBeGreaterThanOrEqual(PHONE_WORDMARK.leastPx)
  })
})

describe("the content check", () => {
  const copy = contentCopyPerTest("wordmark")

  /**
   * Sets the brand's names in site.yaml, both of them: a short name beside the name, or none, whatever
   * the real site.yaml holds (an editor's long brand comes with a short name that would answer this
   * test's own refusal). Returns the text.
   */
  const names = (name: string, shortName?: string): string =>
    changeContent(copy.dir, "site.yaml", doc => {
      doc.set("name", name)
      if (shortName) doc.set("shortName", shortName)
      else doc.delete("shortName")
    })
  const lineOf = (text: string, key: string) =>
    text.split("\n").findIndex(line => line.startsWith(`${key}:`)) + 1
  // What the check says of the names. A longer brand makes any text that quotes {brand} longer (a
  // description past what search results show, a title near its limit): that is those fields' rule,
  // and how near their limits an editor's words stand is the content's, not this test's.
  const problems = () =>
    validateContent(copy.dir, {})
      .map(formatProblem)
      .filter(line => /^content\/site\.yaml:\d+ {2}(name|shortName):/.test(line))

  it("asks for a short name when a phone would set the name below the least size", () => {
    const text = names(LONG)
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/site\\.yaml:${lineOf(text, "name")} {2}name: is too wide for the header on a phone: at 360 px it would be set at [\\d.]+ px, and 11 px is the least; add a shortName`
        )
      ),
    ])
  })

  it("takes a name of 32 characters with a short name for phones", () => {
    names(LONG, SHORT)
    expect(problems()).toEqual([])
  })

  it("refuses a short name still too wide, on its line", () => {
    const text = names(LONG, "MMMMMMMMMMMM")
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/site\\.yaml:${lineOf(text, "shortName")} {2}shortName: is too wide .*; shorten it$`
        )
      ),
    ])
  })
})
