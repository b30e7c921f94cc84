import fs from "node:fs"
import path from "node:path"
import { parseDocument } from "yaml"
import { siteSettings } from "../../../src/content/schema/documents"
import { readContent } from "../../../src/content/read-content"
import { otherFacts, otherNumber, shifted } from "../../../scripts/quality/other-facts"

/*
 * The owner's rehearsal (npm run rehearse:owner) plays another atelier whose
 * facts it makes from the current ones at run time, so that an owner whose
 * real number or name happens to be a rehearsal's can never meet a spelled
 * constant: whatever site.yaml holds, the rehearsal's facts differ from it
 * and still pass the content check.
 */

const site = readContent("site.yaml")
const written = () =>
  parseDocument(fs.readFileSync(path.resolve(__dirname, "../../../content/site.yaml"), "utf8"))

describe("the owner rehearsal's facts", () => {
  const facts = otherFacts(site)

  it("pass the content check's schema", () => {
    const doc = written()
    for (const [at, value] of facts) doc.setIn(at, value)
    const result = siteSettings.safeParse(doc.toJS())
    expect(result.success ? [] : result.error.issues).toEqual([])
  })

  it("share no fact with the current content, in any form the rehearsal looks for", () => {
    const value = (field: string) => facts.find(([at]) => at.join(".") === field)?.[1] as string
    expect(value("name").toLowerCase()).not.toContain(site.name.toLowerCase())
    expect(value("phone.e164")).not.toBe(site.phone.e164)
    expect(value("whatsapp.number")).not.toBe(site.whatsapp.number)
    expect(value("whatsapp.number").replace(/\D/g, "")).not.toBe(site.phone.e164.replace(/\D/g, ""))
    expect(value("email")).not.toBe(site.email)
    expect(value("address.postalCode")).not.toBe(site.address.postalCode)
    expect(value("address.streetAddress").split(",")[0]).not.toBe(site.address.streetAddress.split(",")[0])
    expect(value("contactForm.tallyFormId")).not.toBe(site.contactForm.tallyFormId)
    expect(new URL(value("siteUrl")).hostname).not.toBe(new URL(site.siteUrl).hostname)
  })

  it("set both pixels' ids, other than any the content has, in the consent mode the site ships with", () => {
    const value = (field: string) => facts.find(([at]) => at.join(".") === field)?.[1]
    // Whatever the content holds: none (as shipped), or the owner's own.
    for (const tracking of [
      { ...site.tracking, metaPixelId: null, tiktokPixelId: null },
      { ...site.tracking, metaPixelId: "1234567890123456", tiktokPixelId: "C4ABCDEFGHIJKLMNOPQR" },
    ]) {
      const owners = otherFacts({ ...site, tracking })
      const id = (field: string) => owners.find(([at]) => at.join(".") === field)?.[1] as string
      expect(id("tracking.metaPixelId")).toMatch(/^\d{16}$/)
      expect(id("tracking.metaPixelId")).not.toBe(tracking.metaPixelId)
      expect(id("tracking.tiktokPixelId")).toMatch(/^C[A-Z0-9]{5,31}$/)
      expect(id("tracking.tiktokPixelId")).not.toBe(tracking.tiktokPixelId)
    }
    expect(value("tracking.consentMode")).toBe("notice")
  })

  it("change every letter and digit, keeping length, case and punctuation", () => {
    const before = "Maison Verre, #01-02"
    const after = shifted(before)
    expect(after).toHaveLength(before.length)
    expect([...before].filter((char, i) => /[a-z0-9]/i.test(char) && after[i] === char)).toEqual([])
    expect(after.replace(/[a-z0-9]/gi, "x")).toBe(before.replace(/[a-z0-9]/gi, "x"))
    expect(after[0]).toBe(after[0].toUpperCase())
  })

  it("find a valid number of the same kind that is neither the old one nor one to avoid", () => {
    const first = otherNumber(site.phone.e164, [])
    const second = otherNumber(site.phone.e164, [first])
    expect(new Set([site.phone.e164, first, second]).size).toBe(3)
    expect(first.slice(0, -4)).toBe(site.phone.e164.slice(0, -4))
  })
})
