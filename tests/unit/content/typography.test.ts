import { fillFacts } from "../../../src/content/facts"
import { typeset } from "../../../src/content/text/typography"

/*
 * src/content/text/typography.ts: what an editor types on a keyboard, as the pages set it. fillFacts applies
 * it, so every page, share card, JSON-LD and the CMS preview read the same text.
 */

describe("typeset", () => {
  it.each([
    ['More Than "Close Enough"', "More Than \u201cClose Enough\u201d"],
    ['"It was made for me," she said.', "\u201cIt was made for me,\u201d she said."],
    ["I'd love it; the couples' rings", "I\u2019d love it; the couples\u2019 rings"],
    ["A 'glass' bench", "A \u2018glass\u2019 bench"],
    ["Back in the '90s", "Back in the \u201990s"],
    ["A fixture sentence trailing off...", "A fixture sentence trailing off\u2026"],
    ["Design - then make", "Design \u2013 then make"],
    ["Most take 3-5 weeks, or 2-3 months", "Most take 3\u20135 weeks, or 2\u20133 months"],
    ["A stone of 1.5-2 carats", "A stone of 1.5\u20132 carats"],
    ['("Verre", "we")', "(\u201cVerre\u201d, \u201cwe\u201d)"],
  ])("sets %s", (typed, set) => expect(typeset(typed)).toBe(set))

  it("leaves addresses, units and figures as written, a range of time or weight aside", () => {
    for (const text of [
      "Write to [the studio](mailto:studio@maisonverre.example?subject=It's%20me) today.",
      "See https://www.maisonverre.example/it's-here for more.",
      "12 Furnace Lane, #04-09, 3-5 Kent Road",
    ]) {
      const [address] = /\]\([^)]*\)|https:\S+|[\w.'+-]+@\S+|#04-09|3-5/.exec(text) ?? [""]
      expect(typeset(text)).toContain(address)
    }
    expect(typeset('[their "words"](/stories/)')).toBe("[their \u201cwords\u201d](/stories/)")
  })

  it("is what fillFacts gives, after the placeholders are filled", () => {
    expect(fillFacts("Hi {brand}! I'd like a glass ring.", { brand: "Verre's" })).toBe(
      "Hi Verre\u2019s! I\u2019d like a glass ring."
    )
  })
})
