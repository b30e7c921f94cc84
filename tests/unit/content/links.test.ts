import { BOOKING_ANCHOR } from "../../../src/content/booking-link"
import { cmsConfig } from "../../../src/content/generate/cms-config"
import {
  linkedText,
  plainText,
  strayLinks,
  targetKind,
  targetProblem,
} from "../../../src/content/text/linked-text"
import { formatProblem, validateContent } from "../../../src/content/check/validate"
import { REAL_CONTENT, contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * Links in the content are read one way (src/content/text/linked-text.ts): by the content check, by
 * the pages (rich-text.test.tsx holds the rendering to it) and by the CMS. Only a page of the
 * site, https:, mailto: and tel: are targets; a field meant for a page takes only a page. Each
 * check below breaks one thing in a copy of the real content, by place (never by its words),
 * with fictional text.
 */

describe("the link parser", () => {
  it("splits text into runs and links, in order, and reads labels back as plain text", () => {
    const text = "Ask the [fixture desk](/contact-us/) or [write](mailto:desk@example.com) today."
    expect(linkedText(text)).toEqual([
      { text: "Ask the " },
      { label: "fixture desk", target: "/contact-us/" },
      { text: " or " },
      { label: "write", target: "mailto:desk@example.com" },
      { text: " today." },
    ])
    expect(plainText(text)).toBe("Ask the fixture desk or write today.")
    expect(linkedText("No links at all.")).toEqual([{ text: "No links at all." }])
  })

  it("takes a page of the site, https:, mailto: and tel:, and nothing else", () => {
    expect(
      [
        "/",
        "/contact-us/",
        "/services/#family-jewellery",
        "https://example.com/a?b=c",
        "mailto:a@example.com",
        "tel:+6560001234",
      ].map(targetKind)
    ).toEqual(["page", "page", "page", "https", "mailto", "tel"])

    const refused = {
      "javascript:alert(1)": /javascript: address, which the site never links/,
      "JavaScript:alert(1)": /JavaScript: address/,
      "data:text/html,hi": /data: address/,
      "vbscript:x": /vbscript: address/,
      "http://example.com/": /use https:\/\//,
      "//example.com/": /starts with \/\/: write the address in full/,
      "contact-us/": /starts and ends with \/, such as \/contact-us\//,
      "../contact-us/": /such as \/contact-us\//,
      "/Contact-Us/": /pages are written in lower case and end with \//,
      "/contact-us": /end with \//,
      "tel:6560 001 234": /international form with no spaces/,
      "mailto:nobody": /an email address after mailto:/,
      "https://": /not a complete web address/,
      "": /has no address/,
    }
    for (const [target, message] of Object.entries(refused)) {
      expect([target, targetKind(target)]).toEqual([target, undefined])
      expect([target, targetProblem(target)]).toEqual([target, expect.stringMatching(message)])
    }
  })

  it("notices brackets that look like a link but are not read as one", () => {
    expect(strayLinks("See [the desk] (/contact-us/).")).toEqual([
      { label: "the desk", target: "/contact-us/" },
    ])
    expect(strayLinks("See [the desk](/contact us/).")).toEqual([
      { label: "the desk", target: "/contact us/" },
    ])
    expect(strayLinks("See [the desk](javascript:alert(1)).")).toEqual([
      { label: "the desk", target: "javascript:alert(1" },
    ])
    expect(strayLinks("See [the desk](/contact-us/).")).toEqual([])
    expect(strayLinks("A [bracketed aside] and (a parenthesis).")).toEqual([])
  })
})

const copy = contentCopyPerTest("content-links")
const setIn = (file: string, at: (string | number)[], value: unknown) => setContent(copy.dir, file, at, value)
const problems = () => validateContent(copy.dir, {}).map(formatProblem)

describe("the content check", () => {
  it("passes the real content's links", () => {
    expect(problems()).toEqual([])
  })

  it.each([
    // Cut short at its first parenthesis by the parser, so never a link; still named for what it is.
    ["javascript:alert(1)", /\[the desk\]\(javascript:alert\(1…\) is a javascript: address/],
    ["http://example.com/", /\[the desk\]\(http:\/\/example\.com\/\) is an http:\/\/ address/],
    ["//example.com/", /starts with \/\//],
    ["contact-us/", /such as \/contact-us\//],
    ["data:text/html,hi", /is a data: address/],
  ])("refuses a link to %s in a legal paragraph, on its line", (target, message) => {
    const line = setIn(
      "legal/privacy.yaml",
      ["intro", 0],
      `A fictional paragraph: ask [the desk](${target}).`
    )
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(`^content/legal/privacy\\.yaml:${line} {2}intro\\[0\\]: link .*${message.source}`)
      ),
    ])
  })

  it("takes https:, mailto: and tel: links in a legal paragraph", () => {
    setIn(
      "legal/privacy.yaml",
      ["intro", 0],
      "Fictional: [read](https://example.com/policy), [write](mailto:desk@example.com) or [call](tel:+6560001234)."
    )
    expect(problems()).toEqual([])
  })

  it("refuses a link to a page that does not exist, listing the pages", () => {
    const line = setIn("legal/privacy.yaml", ["intro", 0], "Fictional: see [nowhere](/no-such-page/).")
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/legal/privacy\\.yaml:${line} {2}intro\\[0\\]: link "/no-such-page/" leads to no page \\(pages: /, `
        )
      ),
    ])
  })

  it("refuses brackets that look like a link but would be shown as they are", () => {
    const line = setIn("legal/privacy.yaml", ["intro", 0], "Fictional: see [the desk] (/contact-us/).")
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/legal/privacy\\.yaml:${line} {2}intro\\[0\\]: has brackets that look like a link`
        )
      ),
    ])
  })

  it("refuses a link in text the page shows as written (a hero's lead), since it would appear in brackets", () => {
    const line = setIn("pages/home.yaml", ["hero", "lead"], "A fictional lead with [a link](/contact-us/).")
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/home\\.yaml:${line} {2}hero › lead: shows its text as written, so a link here would appear in brackets`
        )
      ),
    ])
  })

  it("takes only a page of the site in a field meant for one: a button's link and a WhatsApp message's page", () => {
    const button = setIn("pages/home.yaml", ["closing", "cta", "to"], "https://example.com/")
    const message = setIn("site.yaml", ["whatsapp", "messages", 0, "path"], "https://example.com/")
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages/home\\.yaml:${button} {2}closing › cta › to: must be a page of this site`)
      ),
      expect.stringMatching(
        new RegExp(
          `^content/site\\.yaml:${message} {2}whatsapp › messages\\[0\\] "https://example.com/" › path: must be a page of this site`
        )
      ),
    ])
  })

  it("refuses a button's link to a page that does not exist", () => {
    const line = setIn("pages/home.yaml", ["closing", "cta", "to"], "/no-such-page/")
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/home\\.yaml:${line} {2}closing › cta › to: link "/no-such-page/" leads to no page`
        )
      ),
    ])
  })
})

describe("the CMS", () => {
  type Field = { name: string; hint?: string; pattern?: [string, string]; fields?: Field[]; field?: Field }
  const config = cmsConfig(REAL_CONTENT) as {
    collections: { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }[]
  }
  const find = (fields: Field[] | undefined, ...names: string[]): Field => {
    let found: Field | undefined
    let list = fields
    for (const name of names) {
      found = list?.find(field => field.name === name)
      list = found?.fields ?? (found?.field ? [found.field] : undefined)
    }
    if (!found) throw new Error(`no field ${names.join(" › ")}`)
    return found
  }

  it("says where links work, and only there", () => {
    const legal = config.collections.find(c => c.name === "legal")?.fields
    expect(find(legal, "intro", "paragraph").hint).toMatch(/\[label\]\(\/path\/\) makes a link/)
    const home = config.collections.find(c => c.name === "pages")?.files?.find(f => f.name === "home")?.fields
    expect(find(home, "hero", "lead").hint ?? "").not.toMatch(/makes a link/)
  })

  it("lets a button's link be one of the site's pages only", () => {
    const home = config.collections.find(c => c.name === "pages")?.files?.find(f => f.name === "home")?.fields
    const [pattern] = find(home, "closing", "cta", "to").pattern ?? [""]
    const matches = (value: string) => new RegExp(pattern).test(value)
    expect(matches("/contact-us/")).toBe(true)
    expect(matches(`/contact-us/#${BOOKING_ANCHOR}`)).toBe(true)
    expect(matches("https://example.com/")).toBe(false)
    expect(matches("javascript:alert(1)")).toBe(false)
  })
})
