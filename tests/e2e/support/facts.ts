import { readContent } from "../../../src/content/read-content"

/*
 * The business facts as content/site.yaml holds them, in the forms the pages
 * show them. Tests read them here and never spell them, so the owner's first
 * edit of site.yaml leaves the suite green (tests/unit/house/no-facts-outside-content.test.ts
 * holds every test file to that).
 */

const site = readContent("site.yaml")

/** Text for use inside a RegExp, matching exactly it. */
export { escapeRegExp as literally } from "../../../src/content/text/escape-reg-exp"

export const FACTS = {
  brand: site.name,
  legalName: site.legalName,
  siteUrl: site.siteUrl,
  phone: site.phone.display,
  tel: `tel:${site.phone.e164}`,
  /** wa.me takes the number's digits only. */
  whatsapp: `https://wa.me/${site.whatsapp.number.replace(/\D/g, "")}`,
  street: site.address.streetAddress,
  postalCode: site.address.postalCode,
  email: site.email,
  formId: site.contactForm.tallyFormId,
  copyrightYear: site.copyrightYear,
  social: site.social.map(profile => profile.url),
  /** The booking setting, when the content has one (the sample content does). */
  booking: site.booking,
} as const
