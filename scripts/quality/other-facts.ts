import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/max"
import type { ContentOf } from "../../src/content/read-content"

/*
 * Another atelier's facts for the owner's rehearsal, made at run time from
 * the current ones, so that they differ from whatever the owner has put in
 * site.yaml: no spelled constant can ever be the owner's real number or name,
 * and no file outside content/ spells them. Each letter moves to the next of
 * its kind (vowel to vowel, consonant to consonant), each digit to another,
 * so names keep their length and numbers their form.
 */

type Site = ContentOf<"site.yaml">

const VOWELS = "aeiou"
const CONSONANTS = "bcdfghjklmnpqrstvwxyz"

/** Every letter and digit changed: the same length and shape, never the same word. */
export function shifted(text: string, by = 1): string {
  return text.replace(/[a-z0-9]/gi, char => {
    if (/\d/.test(char)) return String((Number(char) + by) % 10)
    const lower = char.toLowerCase()
    const set = VOWELS.includes(lower) ? VOWELS : CONSONANTS
    const next = set[(set.indexOf(lower) + by) % set.length]
    return char === lower ? next : next.toUpperCase()
  })
}

/** Another valid number of the same country and kind: the last digits changed until it is one. */
export function otherNumber(e164: string, avoid: readonly string[]): string {
  for (let by = 1; by < 10; by++) {
    const candidate = e164.slice(0, -4) + shifted(e164.slice(-4), by)
    if (isValidPhoneNumber(candidate) && candidate !== e164 && !avoid.includes(candidate)) return candidate
  }
  throw new Error(`No other valid number found near ${e164}`)
}

/** site.yaml's host without "www.", its name label shifted and its domain ending kept ("verre.example" → "wissi.example"). */
const otherHost = (siteUrl: string) => {
  const [label, ...rest] = new URL(siteUrl).hostname.replace(/^www\./, "").split(".")
  return [shifted(label), ...rest].join(".")
}

/** Another pixel id of `length` digits: the current one's shifted, or digits made from a number when none is set. */
function otherPixelId(current: string | null | undefined, number: string, length: number): string {
  if (current) return shifted(current)
  const digits = shifted(number.replace(/\D/g, "")).replace(/^0+/, "")
  return digits.repeat(Math.ceil(length / digits.length)).slice(0, length)
}

/** Each business fact the owner replaces, as a place in site.yaml and a value unlike the current one. */
export function otherFacts(site: Site): [path: (string | number)[], value: unknown][] {
  const name = shifted(site.name)
  const host = otherHost(site.siteUrl)
  const handle = host.split(".")[0]
  const phone = otherNumber(site.phone.e164, [site.whatsapp.number])
  const whatsapp = otherNumber(site.whatsapp.number, [site.phone.e164, phone])
  return [
    [["name"], name],
    [["legalName"], site.legalName.replace(site.name, name)],
    [["madeIn"], shifted(site.madeIn)],
    [["siteUrl"], `https://www.${host}`],
    [["phone", "display"], parsePhoneNumberFromString(phone)?.formatInternational() ?? phone],
    [["phone", "e164"], phone],
    [["email"], `${site.email.split("@")[0]}@${host}`],
    [["whatsapp", "number"], whatsapp],
    [["address", "streetAddress"], shifted(site.address.streetAddress)],
    [["address", "postalCode"], shifted(site.address.postalCode)],
    [["contactForm", "tallyFormId"], shifted(site.contactForm.tallyFormId)],
    [["dataProtectionOfficer", "name"], shifted(site.dataProtectionOfficer.name)],
    [["dataProtectionOfficer", "email"], `${site.dataProtectionOfficer.email.split("@")[0]}@${host}`],
    [["copyrightYear"], site.copyrightYear + 1],
    // The owner's first go-live step: both pixels' ids, in the consent mode the site ships with.
    [["tracking", "metaPixelId"], otherPixelId(site.tracking.metaPixelId, phone, 16)],
    [["tracking", "tiktokPixelId"], `C${otherPixelId(site.tracking.tiktokPixelId?.slice(1), whatsapp, 12)}`],
    [["tracking", "consentMode"], "notice"],
    ...site.social.map((profile, index): [(string | number)[], unknown] => [
      ["social", index, "url"],
      `https://www.${profile.network}.com/${profile.network === "tiktok" ? "@" : ""}${handle}`,
    ]),
  ]
}
