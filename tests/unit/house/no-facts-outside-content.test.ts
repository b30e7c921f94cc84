import fs from "node:fs"
import path from "node:path"
import { escapeRegExp } from "../../../src/content/text/escape-reg-exp"
import { readContent } from "../../../src/content/read-content"

/*
 * The owner's first pull request replaces the sample facts in site.yaml. A
 * test that spells one of them out would turn that pull request red, and code
 * that does would leave the old fact on the site; so no file outside content/
 * may: code reads facts from the content, tests too (tests/e2e/support/facts.ts)
 * or use the unit fixtures' fictional atelier.
 */

const root = path.resolve(__dirname, "../../..")
const site = readContent("site.yaml")
const host = new URL(site.siteUrl).hostname

/** Each fact as a test might spell it, with what to call it when one does. */
const spellings: { fact: string; pattern: RegExp }[] = [
  { fact: "brand", text: site.name },
  { fact: "phone", text: site.phone.display },
  { fact: "phone (E.164)", text: site.phone.e164 },
  { fact: "phone (digits)", text: site.phone.e164.replace(/\D/g, "") },
  { fact: "WhatsApp number", text: site.whatsapp.number },
  { fact: "WhatsApp number (digits)", text: site.whatsapp.number.replace(/\D/g, "") },
  { fact: "email", text: site.email },
  { fact: "street", text: site.address.streetAddress.split(",")[0] },
  { fact: "postal code", text: site.address.postalCode },
  { fact: "form id", text: site.contactForm.tallyFormId },
  { fact: "domain", text: host.replace(/^www\./, "") },
  ...(site.booking ? [{ fact: "booking link", text: site.booking.url }] : []),
  { fact: "Data Protection Officer", text: site.dataProtectionOfficer.name },
  { fact: "Data Protection Officer's email", text: site.dataProtectionOfficer.email },
].map(({ fact, text }) => ({
  fact,
  // Whole words only, in any case: the brand in a temporary folder name counts, a longer word holding it does not.
  pattern: new RegExp(`(?<![\\w])${escapeRegExp(text)}(?![\\w])`, "i"),
}))

export function spelledFacts(source: string): string[] {
  return spellings.filter(({ pattern }) => pattern.test(source)).map(({ fact }) => fact)
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|js|cjs|mjs|json|yaml|yml|toml|css)$|^_headers$/.test(entry.name) ? [full] : []
  })
}

const rootFiles = fs
  .readdirSync(root, { withFileTypes: true })
  // package.json too: its name becomes webpack's chunk global in every bundle.
  .filter(entry => entry.isFile() && /\.(ts|tsx|cjs|mjs|js|toml)$|^package\.json$/.test(entry.name))
  .map(entry => path.join(root, entry.name))

describe("tests, code and configuration", () => {
  it("spell out no business fact that content/site.yaml holds", () => {
    const files = [
      ...["tests", "src", "scripts", "static", ".github", "admin"].flatMap(dir =>
        sourceFiles(path.join(root, dir))
      ),
      ...rootFiles,
    ]
    const offenders = files
      .map(file => ({ file: path.relative(root, file), facts: spelledFacts(fs.readFileSync(file, "utf8")) }))
      .filter(({ facts }) => facts.length > 0)
    expect(offenders).toEqual([])
  })

  it("are caught when they do, in the forms a test would write", () => {
    const digits = site.phone.e164.replace(/\D/g, "")
    expect(spelledFacts(`getByRole("link", { name: "${site.phone.display}" })`)).toContain("phone")
    expect(spelledFacts(`expect(href).toBe("https://wa.me/${digits}")`)).toContain("phone (digits)")
    expect(spelledFacts(`const tmp = "${site.name.toLowerCase()}-content-"`)).toContain("brand")
    expect(spelledFacts(`https://${host}/og/home.jpg`)).toContain("domain")
    expect(spelledFacts(`const FORM_ID = "${site.contactForm.tallyFormId}"`)).toContain("form id")
    expect(spelledFacts(`name: "${site.name}s-and-more"`)).toEqual([])
    expect(spelledFacts(`getByText("${site.dataProtectionOfficer.name}")`)).toContain(
      "Data Protection Officer"
    )
    expect(spelledFacts(`href="mailto:${site.dataProtectionOfficer.email}"`)).toContain(
      "Data Protection Officer's email"
    )
  })
})
