import { expect, test } from "@playwright/test"
import { linksIn, plainText } from "../../src/content/text/linked-text"
import { pageRoutes } from "../../src/content/routes"
import { readContent } from "./support/yaml-content"

/*
 * Singapore's PDPA, as a visitor and a crawler read the built pages: the privacy page names the
 * Data Protection Officer and their email where it explains requests, and the contact form's band
 * says, before the form, why it asks for details, who processes them, and links the privacy page.
 * Every expected string is read from content/.
 */

const site = readContent("site.yaml")
const privacyRoute = site.consent.privacyLink.to
const privacyFile = pageRoutes().find(route => route.path === privacyRoute)?.file
const officer = site.dataProtectionOfficer

test("the privacy page names the Data Protection Officer, with their email as a link, where it explains requests", async ({
  page,
}) => {
  if (!privacyFile) throw new Error(`no page at ${privacyRoute}`)
  const doc = readContent(privacyFile as "legal/privacy.yaml")
  // The section whose words name the officer (there is one: the check refuses a page without).
  const section = doc.sections.find(s => s.body.some(paragraph => paragraph.includes(officer.email)))
  if (!section) throw new Error(`${privacyFile} names no Data Protection Officer`)

  await page.goto(privacyRoute)
  const region = page.getByRole("region", { name: section.heading, exact: true })
  await expect(region).toContainText(officer.name)
  // Once or more: an editor may name the address in more than one paragraph.
  const emails = region.getByRole("link", { name: officer.email, exact: true })
  await expect(emails.first()).toBeVisible()
  for (const email of await emails.all())
    await expect(email).toHaveAttribute("href", `mailto:${officer.email}`)

  // Before any script runs, as a crawler reads it.
  const html = await (await page.request.get(privacyRoute)).text()
  expect(html).toContain(`href="mailto:${officer.email}"`)
  expect(html).toContain(officer.name)
})

test("the contact form's band says why it asks, who processes the details, and links the privacy page, before the form", async ({
  page,
}) => {
  const { form } = readContent("pages/contact-us.yaml")
  await page.goto("/contact-us/")
  const band = page.getByRole("region", { name: form.heading, exact: true })
  const note = band.getByText(plainText(form.privacy), { exact: true })
  await expect(note).toBeVisible()
  for (const { label, target } of linksIn(form.privacy))
    await expect(note.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", target)
  await expect(note.getByRole("link")).toHaveCount(linksIn(form.privacy).length)
  expect(linksIn(form.privacy).map(link => link.target)).toContain(privacyRoute)

  // Read before the form: it comes first in the band.
  const order = await band.evaluate(element => {
    const paragraph = element.querySelector("[data-form-privacy]")
    const frame = element.querySelector("iframe, [data-form-placeholder]")
    return paragraph && frame
      ? paragraph.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING
      : 0
  })
  expect(order).toBeTruthy()
})
