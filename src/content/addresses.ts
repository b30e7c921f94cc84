import { FACEBOOK_PROFILES, INSTAGRAM_PROFILES } from "../providers/meta"
import { TIKTOK_PROFILES } from "../providers/tiktok"

/*
 * The one allow-list of each kind of address the content may hold. A scheme that is allowed says
 * little: a mailto: can carry ?bcc= (a copy of every enquiry to someone else) or &body= (a message
 * written for the visitor), a profile link can lead to any host, a site address with a path breaks
 * every canonical link and the sitemap. The check, the pages (through linked-text.ts) and the
 * schemas all ask here. No Node module: the pages import it too.
 */

/** A page of the site: its path with the trailing slash, optionally with #section. */
export const PAGE_ADDRESS = /^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/

/** A web page elsewhere: https, a host with a dot, no user name or password before it. */
export const HTTPS_ADDRESS = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#][^\s]*)?$/i

/**
 * An email address, with at most a subject: no cc, bcc, body or second recipient, which a
 * visitor's mail program would fill in unseen.
 */
export const MAILTO_ADDRESS = /^mailto:[^\s@?/:,;%&=]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\?subject=[^\s&#=]*)?$/i

/** A telephone number in international form (E.164). */
export const TEL_ADDRESS = /^tel:\+[1-9]\d{6,14}$/

/** Each network's profiles: its hosts and the path of one profile (from src/providers/). */
export const SOCIAL_PROFILES = {
  instagram: INSTAGRAM_PROFILES,
  facebook: FACEBOOK_PROFILES,
  tiktok: TIKTOK_PROFILES,
} as const

export type SocialNetwork = keyof typeof SOCIAL_PROFILES

const parsed = (value: string): URL | undefined => {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** Why `value` is not a profile on `network`, or undefined if it is. */
export function socialProfileProblem(network: SocialNetwork, value: string): string | undefined {
  const { hosts, path, example } = SOCIAL_PROFILES[network]
  const url = parsed(value)
  const advice = `a ${network} profile is an address on ${hosts.join(" or ")}, such as ${example}`
  if (!url || url.protocol !== "https:") return `is not a ${network} profile: ${advice}`
  if (url.username || url.password || url.port || !hosts.includes(url.host))
    return `leads to ${url.host || "no host"}, not to ${network}: ${advice}`
  // As written, not as the browser would tidy it (/a/../b, %2e%2e, a backslash).
  const tidied = url.href !== value && url.href !== `${value}/`
  if (tidied || url.hash || !path.test(`${url.pathname}${url.search}`))
    return `is not one profile's address on ${network}: ${advice}, with nothing after the name`
  return undefined
}

/** Whether `value` is an origin alone (https://www.example.com): what every absolute address starts with. */
export const isOrigin = (value: string): boolean => {
  const url = parsed(value)
  return url?.protocol === "https:" && url.origin === value && /\.[a-z]/.test(url.hostname)
}

/** A host as a reader reads it: lower case, without www. */
const readHost = (host: string) => host.toLowerCase().replace(/^www\./, "")

/**
 * The address a link's label seems to be (www.example.com, hello@example.com), when it reads as
 * one: what a visitor believes they will reach.
 */
function addressShown(label: string): string | undefined {
  const text = label.trim()
  const email = /^(?:mailto:)?([^\s@]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i.exec(text)
  if (email) return email[1].toLowerCase()
  const web = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:[/:?#]\S*)?$/i.exec(text)
  return web ? readHost(web[1]) : undefined
}

/** The address a target leads to, in the form `addressShown` gives. */
function addressReached(target: string): string | undefined {
  if (/^mailto:/i.test(target)) return target.slice("mailto:".length).split("?")[0].toLowerCase()
  const host = /^https:\/\/([^/:?#]+)/i.exec(target)?.[1]
  return host ? readHost(host) : undefined
}

/**
 * Why a link whose label is an address leads elsewhere ([www.example.com](https://other.example)),
 * or undefined: a visitor trusts the address the label shows.
 */
export function labelAddressProblem(label: string, target: string): string | undefined {
  const shown = addressShown(label)
  if (!shown) return undefined
  const reached = addressReached(target)
  if (reached === shown) return undefined
  return `shows the address ${shown} but leads to ${reached ?? target}: a label that is an address must be the address the link leads to`
}

/** Why a web address's host is refused though its form is allowed, or undefined. */
export function hostProblem(target: string): string | undefined {
  const host = /^https:\/\/([^/:?#]+)/i.exec(target)?.[1]
  if (host && host.split(".").some(label => /^xn--/i.test(label)))
    return `is written in punycode (xn--...), which can spell a look-alike of a well-known address: link the address as its site shows it, in plain letters`
  return undefined
}
