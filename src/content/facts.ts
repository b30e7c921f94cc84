import { META_COMPANY } from "../providers/meta"
import { TIKTOK_COMPANY } from "../providers/tiktok"
import { hoursText, openDaysText, type OpeningHours } from "./opening-hours"
import { typeset } from "./text/typography"

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
  const values = Object.assign(Object.create(null) as Record<string, string>, {
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
  })
  // A policy is quoted into other copy, which is filled once: its own facts ({brand}) are filled
  // here first, so it reads alike on every page and in every script. A policy inside a policy is
  // refused by the check (`placeholderProblem`).
  for (const policy of facts.policies) values[`policy.${policy.id}`] = fillFacts(policy.text, values)
  return values
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

/**
 * The text as a visitor reads it: every known placeholder filled in (unknown ones are left for the
 * validator to name), then typeset (typography.ts: curly quotes, an ellipsis, dashes).
 */
export const fillFacts = (text: string, values: Record<string, string>): string =>
  typeset(text.replace(PLACEHOLDER, (whole, name: string) => valueOf(values, name) ?? whole))

/**
 * Why the braces in `text` are not all placeholders, or undefined: "{brand", "{{brand}}" and
 * "{ brand }" are not filled in, and a page would show them as written.
 */
export function malformedPlaceholder(text: string): string | undefined {
  const rest = text.replace(PLACEHOLDER, match => " ".repeat(match.length))
  const at = rest.search(/[{}]/)
  if (at < 0) return undefined
  const around =
    rest[at] === "{"
      ? (/^\{+[^{}\n]{0,30}\}*/.exec(text.slice(at))?.[0] ?? "{")
      : text.slice(Math.max(0, at - 20), at + 1)
  return `has "${around}", which is not a placeholder and would show as written: a placeholder is a name in single braces with no spaces, such as {brand}; other braces are not used in copy`
}

/**
 * The fields of content/site.yaml that placeholders stand for: the facts themselves, which hold
 * none (a name that says "{brand}" would be filled with itself).
 */
export const FACT_FIELDS: readonly (readonly string[])[] = [
  ["name"],
  ["legalName"],
  ["madeIn"],
  ["email"],
  ["phone", "display"],
  ["address", "streetAddress"],
  ["address", "postalCode"],
  ["address", "locality"],
  ["dataProtectionOfficer", "name"],
  ["dataProtectionOfficer", "email"],
]

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
