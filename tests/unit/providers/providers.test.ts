import fs from "node:fs"
import path from "node:path"
import { CALENDLY_CSP, CALENDLY_ORIGIN, CALENDLY_SCRIPT } from "../../../src/providers/calendly"
import { META_CSP, META_SCRIPT } from "../../../src/providers/meta"
import { TALLY_CSP, TALLY_ORIGIN, TALLY_SCRIPT } from "../../../src/providers/tally"
import { TIKTOK_CSP, TIKTOK_SCRIPT } from "../../../src/providers/tiktok"
import { whatsappChatUrl } from "../../../src/providers/whatsapp"

/*
 * Each third party's addresses are spelled once, in its module in
 * src/providers/: the CSP writer, the tracking, contact and content code
 * import them from there, so a provider that moves is changed in one file.
 */

const root = path.resolve(__dirname, "../../..")
const src = path.join(root, "src")

const urls = [
  META_SCRIPT,
  TIKTOK_SCRIPT,
  TALLY_SCRIPT,
  TALLY_ORIGIN,
  CALENDLY_SCRIPT,
  CALENDLY_ORIGIN,
  whatsappChatUrl("1", ""),
  ...[META_CSP, TIKTOK_CSP, TALLY_CSP, CALENDLY_CSP].flatMap(csp => Object.values(csp).flat()),
]
/** Each provider's domains (calendly.com for assets.calendly.com), as code would spell them. */
const domains = [
  ...new Set(urls.map(url => new URL(url.replace("*.", "")).host.split(".").slice(-2).join("."))),
]

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })

test("knows every provider's domains (a check on the list itself)", () => {
  expect(domains).toEqual(
    expect.arrayContaining([
      "facebook.net",
      "facebook.com",
      "tiktok.com",
      "tally.so",
      "calendly.com",
      "wa.me",
    ])
  )
})

test("no file outside src/providers/ spells a third party's address", () => {
  const spelled = sources(src)
    .filter(file => !file.startsWith(path.join(src, "providers") + path.sep))
    .flatMap(file => {
      const text = fs.readFileSync(file, "utf8")
      return domains
        .filter(domain => text.includes(domain))
        .map(domain => `${path.relative(root, file)}: ${domain}`)
    })
  expect(spelled).toEqual([])
})
