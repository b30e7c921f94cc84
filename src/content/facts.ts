import { META_COMPANY } from "../providers/meta"
import { TIKTOK_COMPANY } from "../providers/tiktok"
import { hoursText, openDaysText, type OpeningHours } from "./opening-hours"

/*
 * Copy refers to business facts by name instead of restating them, so a fact
 * changed once in content/site.yaml changes everywhere: "write to {email}",
 * "open {days}", "{policy.deposit}". The validator refuses a name that is not
 * here; the build fills them in (the `@facts` GraphQL extension).
 */

export interface Facts {
  name: string
  legalName: string
  madeIn: string
  email: string
  phone: { display: string }
  address: { streetAddress: string; postalCode: string; locality: string }
  openingHours: OpeningHours
  dataProtectionOfficer: { name: string; email: string }
  policies: readonly { id: string; text: string }[]
  tracking: { metaPixelId?: string | null; tiktokPixelId?: string | null }
}

/**
 * A {name} in copy. Wider than the names that exist ({__proto__}, {_x} are placeholders too), so
 * that anything written as one is either filled in or refused, never shown in braces.
 */
export const PLACEHOLDER = /\{([A-Za-z_$][\w$.]*)\}/g

/**
 * What each placeholder stands for: an object with no prototype, so only these names resolve
 * ({constructor} or {toString} name nothing), looked up as own properties only.
 */
export function factValues(facts: Facts): Record<string, string> {
  return Object.assign(Object.create(null) as Record<string, string>, {
    brand: facts.name,
    legalName: facts.legalName,
    madeIn: facts.madeIn,
    city: facts.address.locality,
    email: facts.email,
    phone: facts.phone.display,
    address: `${facts.address.streetAddress}, ${facts.address.locality} ${facts.address.postalCode}`,
    hours: hoursText(facts.openingHours),
    days: openDaysText(facts.openingHours),
    pixels: pixelCompanies(facts.tracking),
    dpoName: facts.dataProtectionOfficer.name,
    dpoEmail: facts.dataProtectionOfficer.email,
    ...Object.fromEntries(facts.policies.map(policy => [`policy.${policy.id}`, policy.text])),
  })
}

/** The value a placeholder names, if it names one: own properties only, whatever object is passed. */
const valueOf = (values: Record<string, string>, name: string): string | undefined =>
  Object.hasOwn(values, name) ? values[name] : undefined

/** The placeholder names copy may use (besides {policy.<id>}), for editors' hints. */
export const FACT_NAMES = Object.keys(
  factValues({
    name: "",
    legalName: "",
    madeIn: "",
    email: "",
    phone: { display: "" },
    address: { streetAddress: "", postalCode: "", locality: "" },
    openingHours: { byAppointment: false, periods: [] },
    dataProtectionOfficer: { name: "", email: "" },
    policies: [],
    tracking: {},
  })
)

/** The companies whose pixels this build runs, as the consent notice names them: "Meta and TikTok". */
export function pixelCompanies({ metaPixelId, tiktokPixelId }: Facts["tracking"]): string {
  return [metaPixelId ? META_COMPANY : null, tiktokPixelId ? TIKTOK_COMPANY : null]
    .filter(Boolean)
    .join(" and ")
}

/** The text with every known placeholder filled in; unknown ones are left for the validator to name. */
export const fillFacts = (text: string, values: Record<string, string>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => valueOf(values, name) ?? whole)

/** Placeholders in `text` that name no fact. */
export const unknownFacts = (text: string, values: Record<string, string>): string[] =>
  [...text.matchAll(PLACEHOLDER)].map(([, name]) => name).filter(name => valueOf(values, name) === undefined)

/** Every string in a document with its facts filled in. */
export function fillAll(data: unknown, values: Record<string, string>): unknown {
  if (typeof data === "string") return fillFacts(data, values)
  if (Array.isArray(data)) return data.map(item => fillAll(item, values))
  if (!data || typeof data !== "object") return data
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillAll(value, values)]))
}
