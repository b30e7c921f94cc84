import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"
import { factValues, fillFacts, unknownFacts } from "../../src/content/facts"
import { formatProblem, validateContent } from "../../src/content/validate"

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
  let tmp: string
  let contentDir: string
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "placeholders-"))
    contentDir = path.join(tmp, "content")
    fs.cpSync(path.resolve(__dirname, "../../content"), contentDir, { recursive: true })
  })
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

  it.each(["constructor", "toString", "__proto__", "policy.constructor"])(
    "refuses {%s} on its line, naming the facts there are",
    name => {
      const file = path.join(contentDir, "pages/home.yaml")
      const doc = parseDocument(fs.readFileSync(file, "utf8"))
      doc.setIn(["hero", "lead"], doc.createNode(`A fictional lead with {${name}}.`))
      const text = doc.toString({ lineWidth: 0 })
      fs.writeFileSync(file, text)
      const line = text.slice(0, text.indexOf(`{${name}}`)).split("\n").length
      expect(validateContent(contentDir, {}).map(formatProblem)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^content/pages/home\\.yaml:${line} {2}hero › lead: \\{${name.replace(/\./g, "\\.")}\\} (names no business fact|refers to a policy)`
          )
        ),
      ])
    }
  )
})
