import { factValues, fillFacts, unknownFacts } from "../../../src/content/facts"
import { formatProblem, validateContent } from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * A placeholder names a business fact or a policy, and only one that content/site.yaml holds:
 * names an object has by inheritance ({constructor}, {toString}) are refused by the check and
 * never filled in by the build. The facts and the copy are fictional.
 */

const facts = factValues({
  name: "Fixture Atelier",
  legalName: "Fixture Atelier Pte. Ltd.",
  madeIn: "Fixtureland",
  email: "desk@example.com",
  phone: { display: "+65 6000 1234" },
  address: { streetAddress: "1 Example Lane", postalCode: "000001", locality: "Fixture City" },
  openingHours: { byAppointment: false, periods: [] },
  dataProtectionOfficer: { name: "Fixture Officer", email: "privacy@example.com" },
  policies: [{ id: "deposit", text: "A fictional deposit." }],
  tracking: {},
})

describe("placeholders", () => {
  it("fill in the facts and policies site.yaml holds", () => {
    expect(fillFacts("{brand} in {city}: {policy.deposit}", facts)).toBe(
      "Fixture Atelier in Fixture City: A fictional deposit."
    )
  })

  it.each([
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "__proto__",
    "_hidden",
    "policy.constructor",
  ])("{%s} names nothing: it is refused and never filled in", name => {
    const text = `A fictional line with {${name}}.`
    expect(unknownFacts(text, facts)).toEqual([name])
    expect(fillFacts(text, facts)).toBe(text)
  })

  it("are looked up as own properties even in an object with a prototype", () => {
    const plain = { ...facts }
    expect(unknownFacts("{constructor} {brand}", plain)).toEqual(["constructor"])
    expect(fillFacts("{constructor}", plain)).toBe("{constructor}")
  })
})

describe("the content check", () => {
  const copy = contentCopyPerTest("placeholders")

  it.each(["constructor", "toString", "__proto__", "policy.constructor"])(
    "refuses {%s} on its line, naming the facts there are",
    name => {
      const line = setContent(
        copy.dir,
        "pages/home.yaml",
        ["hero", "lead"],
        `A fictional lead with {${name}}.`
      )
      expect(validateContent(copy.dir, {}).map(formatProblem)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^content/pages/home\\.yaml:${line} {2}hero › lead: \\{${name.replace(/\./g, "\\.")}\\} (names no business fact|refers to a policy)`
          )
        ),
      ])
    }
  )
})
