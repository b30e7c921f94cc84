import fs from "node:fs"
import path from "node:path"
import type { parseDocument } from "yaml"
import { launchPlaceholders } from "../../../src/content/check/launch-check"
import { formatProblem, validateContent } from "../../../src/content/check/validate"
import { readContent } from "../../../src/content/read-content"
import { changeContent, contentCopyPerTest } from "../support/content-copy"

/*
 * Singapore's PDPA: the Data Protection Officer's business contact is a fact in site.yaml, the
 * privacy page names it where it explains requests, the launch check lists it while it is the
 * sample, and the contact form's note links the privacy page. Every edit is by place in a copy of
 * the real content, with fictional values; nothing here spells the owner's facts.
 */

const copy = contentCopyPerTest("pdpa")
const change = (file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) =>
  changeContent(copy.dir, file, edit)

const problems = () => validateContent(copy.dir, {}).map(formatProblem)
const privacyFile = () => {
  const route = readContent("site.yaml", copy.dir).consent.privacyLink.to
  const file = fs
    .readdirSync(path.join(copy.dir, "legal"))
    .find(name => `/${readContent(`legal/${name}` as "legal/privacy.yaml", copy.dir).slug}/` === route)
  if (!file) throw new Error(`no legal page at ${route}`)
  return `legal/${file}`
}

describe("the Data Protection Officer", () => {
  it("is a fact the privacy page names, with a mailto: link, where it explains requests", () => {
    const site = readContent("site.yaml", copy.dir)
    const privacy = readContent(privacyFile() as "legal/privacy.yaml", copy.dir)
    const naming = privacy.sections.filter(section =>
      section.body.some(paragraph => paragraph.includes(site.dataProtectionOfficer.email))
    )
    expect(naming).toHaveLength(1)
    const text = naming[0].body.join("\n")
    expect(text).toContain(site.dataProtectionOfficer.name)
    expect(text).toContain(`(mailto:${site.dataProtectionOfficer.email})`)
  })

  it("changes on the privacy page when site.yaml changes, and is checked there", () => {
    change("site.yaml", doc => {
      doc.setIn(["dataProtectionOfficer", "name"], "the head of fictional affairs")
      doc.setIn(["dataProtectionOfficer", "email"], "dpo@example.com")
    })
    expect(problems()).toEqual([])
    const privacy = readContent(privacyFile() as "legal/privacy.yaml", copy.dir)
    const text = privacy.sections.flatMap(section => section.body).join("\n")
    expect(text).toContain("the head of fictional affairs")
    expect(text).toContain("[dpo@example.com](mailto:dpo@example.com)")
  })

  it("is refused when the privacy page no longer names them", () => {
    const file = privacyFile()
    change(file, doc => {
      const sections = doc.get("sections") as {
        items: { get(key: string): { items: { value: string }[] } }[]
      }
      for (const section of sections.items)
        for (const paragraph of section.get("body").items)
          paragraph.value = paragraph.value
            .replace(/\[\{dpoEmail\}\]\(mailto:\{dpoEmail\}\)/g, "a fictional desk")
            .replace(/\{dpo(Name|Email)\}/g, "someone")
    })
    const source = fs.readFileSync(path.join(copy.dir, file), "utf8")
    // The line the list of sections starts on.
    const line = source.split("\n").findIndex(text => text.startsWith("sections:")) + 2
    expect(problems()).toEqual([
      `content/${file}:${line}  sections: names no Data Protection Officer: Singapore's PDPA asks for their business contact, so write {dpoName} and {dpoEmail} where the page explains requests`,
    ])
  })

  it("is listed by the launch check while it holds the sample, and not once taken off sampleFacts", () => {
    const listed = () =>
      launchPlaceholders(copy.dir, {}).filter(problem => problem.where === "dataProtectionOfficer")
    const [sample, ...more] = listed()
    expect(more).toEqual([])
    expect([sample.file, typeof sample.line]).toEqual(["content/site.yaml", "number"])
    expect(sample.message).toMatch(/^still the sample value ".+"; put in the business's own/)
    change("site.yaml", doc => {
      const sample = doc.get("sampleFacts") as { items: { value: string }[] }
      sample.items = sample.items.filter(item => item.value !== "dataProtectionOfficer")
    })
    expect(listed()).toEqual([])
  })

  it("must be a real email address", () => {
    change("site.yaml", doc => doc.setIn(["dataProtectionOfficer", "email"], "not an address"))
    expect(problems()).toContainEqual(
      expect.stringMatching(
        /^content\/site\.yaml:\d+ {2}dataProtectionOfficer › email: must be an email address$/
      )
    )
  })
})

describe("the contact form's note", () => {
  it("links the privacy page, or is refused on its line", () => {
    const file = "pages/contact-us.yaml"
    change(file, doc => doc.setIn(["form", "privacy"], "A fictional note with no link at all."))
    const source = fs.readFileSync(path.join(copy.dir, file), "utf8")
    const line = source.split("\n").findIndex(text => text.trim().startsWith("privacy:")) + 1
    const route = readContent("site.yaml", copy.dir).consent.privacyLink.to
    expect(problems()).toEqual([
      `content/${file}:${line}  form › privacy: must link the privacy page, such as [privacy policy](${route}): it says where the details go`,
    ])
  })
})
