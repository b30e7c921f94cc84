import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { socialProfileProblem, SOCIAL_PROFILES, type SocialNetwork } from "../../../src/content/addresses"
import { safeHref } from "../../../src/content/text/linked-text"
import { RESERVED_NAMES } from "../../../src/content/reserved-paths"
import { piecePictureFolder } from "../../../src/content/commissions/piece-pictures"
import { pageFolders } from "../../../src/content/routes"
import { validateContent } from "../../../src/content/check/validate"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * Addresses whose scheme is allowed but whose parts are not, dates no calendar has, and addresses
 * the site or its host already own: each written into a copy of the real content by place.
 */

const copy = contentCopyPerTest("hostile-addresses")

/** The messages the check has for `file` after setting `at` to `value`. */
function messagesFor(file: string, at: (string | number)[], value: unknown): string[] {
  setContent(copy.dir, file, at, value)
  return validateContent(copy.dir, {})
    .filter(problem => problem.file === `content/${file}`)
    .map(problem => problem.message)
}

/** The first legal page, and the index of a paragraph of its intro (text that may hold links). */
const legalFile = () => `legal/${fs.readdirSync(path.join(copy.dir, "legal")).sort()[0]}`

describe("a mailto: link", () => {
  it.each([
    "mailto:studio@maisonverre.example?bcc=copy@elsewhere.example",
    "mailto:studio@maisonverre.example?subject=Hi&body=Send%20money",
    "mailto:studio@maisonverre.example?cc=copy@elsewhere.example",
    "mailto:studio@maisonverre.example,copy@elsewhere.example",
    "mailto:studio@maisonverre.example?to=copy@elsewhere.example",
  ])("is refused, and never an href, with more than a subject: %s", target => {
    expect(safeHref(target)).toBeUndefined()
    const messages = messagesFor(legalFile(), ["intro", 0], `Write to [the studio](${target}) any time.`)
    expect(messages).toEqual([expect.stringMatching(/^link \[the studio\]\(mailto:/)])
  })

  it("is accepted with a subject", () => {
    const target = "mailto:studio@maisonverre.example?subject=A%20glass%20ring"
    expect(safeHref(target)).toBe(target)
    expect(messagesFor(legalFile(), ["intro", 0], `Write to [the studio](${target}) any time.`)).toEqual([])
  })
})

describe("a social profile", () => {
  const networks = Object.keys(SOCIAL_PROFILES) as SocialNetwork[]

  it.each(networks)("on %s is refused on any other host, or with more than a profile", network => {
    const { example, hosts } = SOCIAL_PROFILES[network]
    const elsewhere = example.replace(hosts[0], "evil.example")
    expect(socialProfileProblem(network, example)).toBeUndefined()
    for (const address of [
      elsewhere,
      example.replace("https://", "https://user@"),
      example.replace(hosts[0], `${hosts[0]}:8443`),
      example.replace("https:", "http:"),
      `${example}/../../elsewhere`,
      `${example}?next=https://evil.example`,
      `${example}#x`,
    ])
      expect(socialProfileProblem(network, address)).toMatch(/profile/)
    const other = networks.find(name => name !== network) as SocialNetwork
    expect(socialProfileProblem(other, example)).toMatch(/not to/)
    const messages = messagesFor("site.yaml", ["social", 0], { network, url: elsewhere })
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`leads to evil\\.example, not to ${network}`)),
    ])
  })
})

describe("siteUrl", () => {
  it.each([
    "https://www.maisonverre.example/shop",
    "https://www.maisonverre.example?utm=1",
    "https://www.maisonverre.example#top",
    "https://user@www.maisonverre.example",
    "https://WWW.MAISONVERRE.EXAMPLE",
    "https://localhost",
  ])("is refused unless it is an origin alone: %s", address => {
    expect(messagesFor("site.yaml", ["siteUrl"], address)).toContainEqual(
      expect.stringMatching(/must be the site's address alone/)
    )
  })

  it("is accepted as an origin", () => {
    expect(messagesFor("site.yaml", ["siteUrl"], "https://www.maisonverre.example")).toEqual([])
  })
})

describe("dates", () => {
  it.each([
    ["2025-02-30", /not a day of the calendar/],
    ["2024-13-01", /not a day of the calendar/],
    ["9999-99-99", /not a day of the calendar/],
    ["9999-12-31", /between 2000 and 2100/],
  ])("refuses %s", (date, message) => {
    expect(messagesFor(legalFile(), ["lastUpdated"], date)).toEqual([expect.stringMatching(message)])
  })

  it("accepts 29 February of a leap year", () => {
    expect(messagesFor(legalFile(), ["lastUpdated"], "2024-02-29")).toEqual([])
  })

  it("refuses a guide updated before it was published", () => {
    const guide = `guides/${fs.readdirSync(path.join(copy.dir, "guides")).sort()[0]}`
    setContent(copy.dir, guide, ["published"], "2026-03-02")
    expect(messagesFor(guide, ["updated"], "2026-03-01")).toEqual([
      expect.stringMatching(/must not be before published/),
    ])
  })
})

describe("reserved addresses", () => {
  // Every folder of pages, those added later too: each is read from the collections.
  const folders = pageFolders()

  it.each(
    folders.flatMap(({ folder }) =>
      ["404", "admin", "static", "page-data", "downloads"].map(slug => [folder, slug])
    )
  )("refuses a page in %s/ whose slug is %s", (folder, slug) => {
    expect(RESERVED_NAMES.has(slug)).toBe(true)
    const first = fs.readdirSync(path.join(copy.dir, folder)).sort()[0]
    const file = `${folder}/hostile-${slug}.yaml`
    fs.copyFileSync(path.join(copy.dir, folder, first), path.join(copy.dir, file))
    if (folder === "commissions") {
      // A piece comes with its folder of pictures (piece-pictures.ts), named as its file.
      const [from, to] = [first, file].map(name => piecePictureFolder(path.basename(name, ".yaml")))
      fs.cpSync(path.join(copy.dir, from), path.join(copy.dir, to), { recursive: true })
      const yaml = path.join(copy.dir, file)
      fs.writeFileSync(yaml, fs.readFileSync(yaml, "utf8").replaceAll(`${from}/`, `${to}/`))
    }
    const messages = messagesFor(file, ["slug"], slug)
    expect(messages).toEqual([expect.stringMatching(/an address the site or its host already uses/)])
  })

  it("refuses a slug that is not words joined by single hyphens", () => {
    for (const slug of ["-terms", "terms-", "our--terms"])
      expect(messagesFor(legalFile(), ["slug"], slug)).toContainEqual(
        expect.stringMatching(/lower-case words joined by hyphens/)
      )
  })

  it("reads the real slugs from the content, none of them reserved", () => {
    for (const { folder } of folders)
      for (const name of fs.readdirSync(path.join(copy.dir, folder))) {
        const { slug } = parse(fs.readFileSync(path.join(copy.dir, folder, name), "utf8")) as { slug: string }
        expect(RESERVED_NAMES.has(slug)).toBe(false)
      }
  })
})

describe("links that deceive, hostile kinds of my own", () => {
  it.each([
    [
      "[www.maisonverre.example](https://evil.example/login)",
      /shows the address maisonverre\.example but leads to evil\.example/,
    ],
    [
      "[studio@maisonverre.example](mailto:thief@evil.example)",
      /shows the address studio@maisonverre\.example/,
    ],
    ["[a page](https://xn--mision-verre-9db.example/)", /punycode/],
  ])("refuses %s", (link, message) => {
    expect(messagesFor(legalFile(), ["intro", 0], `Made-up words with ${link} inside.`)).toEqual([
      expect.stringMatching(message),
    ])
  })

  it("accepts a label that is the address it leads to", () => {
    const links =
      "[www.maisonverre.example](https://maisonverre.example/) or [studio@maisonverre.example](mailto:studio@maisonverre.example)"
    expect(messagesFor(legalFile(), ["intro", 0], `Made-up words: ${links}.`)).toEqual([])
  })
})
