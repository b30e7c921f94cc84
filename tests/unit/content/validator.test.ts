import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import { parsePhoneNumberFromString } from "libphonenumber-js/max"
import { isMap, isScalar, LineCounter, parse, parseDocument, type Scalar } from "yaml"
import { valuesIn, type Path } from "../../../src/content/content-tree"
import { escapeRegExp } from "../../../src/content/text/escape-reg-exp"
import { readContent } from "../../../src/content/read-content"
import { guideRoutes, pageRoutes, type PageRoute } from "../../../src/content/routes"
import {
  checkContent,
  formatProblem,
  validateContent,
  validateFile,
} from "../../../src/content/check/validate"
import { refuseInvalidContent } from "../../../src/node/refuse-invalid-content"
import { copyContent, removeCopy, replaceFile, sharedPictures } from "../support/content-copy"

/*
 * The build refuses bad content with one line per problem. Each test breaks
 * exactly one thing in a copy of the real content/ folder, the way an editor
 * might, and checks that the line names the file, the entry and the field.
 * Edits are made by place, to entries picked by what they hold (a card with a
 * picture), and expectations read from the content, so the editors' words
 * and lists can change without touching these tests.
 */

const REAL_CONTENT = path.resolve(__dirname, "../../../content")
const FIXTURES = path.resolve(__dirname, "../../fixtures/content")
const ENV_VARIABLES = ["GATSBY_META_PIXEL_ID", "GATSBY_TIKTOK_PIXEL_ID", "GATSBY_TALLY_FORM_ID"]
/** The owner's facts, as content/site.yaml holds them today: every edit of a fact below starts from these. */
const site = readContent("site.yaml", REAL_CONTENT)

let tmp: string
let contentDir: string
sharedPictures()

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"))
  contentDir = path.join(tmp, "content")
  copyContent(contentDir)
})

afterEach(() => {
  removeCopy(tmp)
})

const read = (relativePath: string) => fs.readFileSync(path.join(contentDir, relativePath), "utf8")

/** Replaces one exact piece of a content file; fails loudly if the real content no longer contains it. */
function edit(relativePath: string, from: string | RegExp, to: string): string {
  const source = read(relativePath)
  if (typeof from === "string" ? !source.includes(from) : !from.test(source))
    throw new Error(`${relativePath} no longer contains ${JSON.stringify(from)}; update this test`)
  const next = source.replace(from, to)
  fs.writeFileSync(path.join(contentDir, relativePath), next)
  return next
}

/** Rewrites a content file through its YAML document, as the CMS would (by place, not by text); returns the new text. */
function rewrite(relativePath: string, change: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(read(relativePath))
  change(doc)
  const next = doc.toString({ lineWidth: 0 })
  fs.writeFileSync(path.join(contentDir, relativePath), next)
  return next
}

/**
 * Sets the value at `at` in a content file (removes it, given undefined), so
 * the edit holds whatever the owner has written there. Fails loudly if the
 * file no longer has that place.
 */
function setIn(relativePath: string, at: (string | number)[], value: unknown): string {
  return rewrite(relativePath, doc => {
    if (!doc.hasIn(at)) throw new Error(`${relativePath} has no ${at.join(" › ")}; update this test`)
    if (value === undefined) doc.deleteIn(at)
    // A new node, not the old one's style: a folded paragraph set to one word is written as one word.
    else doc.setIn(at, doc.createNode(value))
  })
}

/** The file's data as written (placeholders unfilled), to read what an edit below starts from. */
const dataOf = (relativePath: string): unknown => parse(read(relativePath))

/** The value at `at` in `data`. */
const get = (data: unknown, at: Path): unknown =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data)

/** A list in a content file, read so that a test can pick an entry of it by what it holds, not by its words. */
const listAt = <T>(relativePath: string, at: Path): T[] => {
  const list = get(dataOf(relativePath), at)
  if (!Array.isArray(list) || list.length === 0)
    throw new Error(`${relativePath} has no ${at.join(" › ")}; update this test`)
  return list as T[]
}

/** The line the check reports for a place in `source`: where its node starts (a list entry's first key). */
function lineAt(source: string, at: Path): number {
  const lineCounter = new LineCounter()
  const node = parseDocument(source, { lineCounter }).getIn(at, true) as { range?: [number, number, number] }
  if (!node?.range) throw new Error(`nothing at ${at.join(" › ")}`)
  return lineCounter.linePos(node.range[0]).line
}

/** Renames one key of the mapping at `at`, as a typing slip would (titel: for title:). */
function renameKey(relativePath: string, at: Path, from: string, to: string): string {
  return rewrite(relativePath, doc => {
    const map: unknown = doc.getIn(at, true)
    const pair = isMap(map)
      ? map.items.find(item => isScalar(item.key) && item.key.value === from)
      : undefined
    if (!pair) throw new Error(`${relativePath} has no ${[...at, from].join(" › ")}; update this test`)
    ;(pair.key as Scalar).value = to
  })
}

/** How the check names a list entry: by its title (or heading, question, label, name) when it has one. */
const entry = (list: string, index: number, item: unknown) => {
  const label = ["title", "heading", "question", "label", "name", "path"]
    .map(key => get(item, [key]))
    .find((value): value is string => typeof value === "string")
  return `${list}[${index}]${label ? ` "${label}"` : ""}`
}

/** The first string in the page and legal files (in the check's order) that `test` accepts, and where it is. */
function firstString(test: (text: string) => boolean): { file: string; at: Path; text: string } {
  for (const file of ["legal", "pages"].flatMap(dir =>
    fs
      .readdirSync(path.join(contentDir, dir))
      .sort()
      .map(name => `${dir}/${name}`)
  ))
    for (const { path: at, value } of valuesIn(dataOf(file)))
      if (typeof value === "string" && test(value)) return { file, at, text: value }
  throw new Error("no content string fits; update this test")
}

type Picture = { src: string; alt: string }
type Card = { title: string; image?: Picture }

/** A complete booking setting but for its link. */
const BOOKING = {
  provider: "calendly",
  label: "Reserve the bench",
  title: "Reserve a seat at the glass bench",
  unavailable: "The glass bench calendar would not open.",
  booked: "The bench is yours.",
}

/** 1-based line of the first occurrence of `needle` in `source`. */
function lineOf(source: string, needle: string): number {
  const index = source.indexOf(needle)
  if (index < 0) throw new Error(`${JSON.stringify(needle)} not found`)
  return source.slice(0, index).split("\n").length
}

const problemLines = (env: NodeJS.ProcessEnv = {}) => validateContent(contentDir, env).map(formatProblem)

describe("the real content", () => {
  it("passes with zero problems", () => {
    expect(validateContent(REAL_CONTENT, {}).map(formatProblem)).toEqual([])
  })

  it("links only to pages that exist (every internal `to:` in every YAML file)", () => {
    const pages = fs
      .readdirSync(path.resolve(__dirname, "../../../src/pages"))
      .map(file => file.replace(/\.tsx$/, ""))
      .filter(name => name !== "404")
      .map(name => (name === "index" ? "/" : `/${name}/`))
    const legal = fs
      .readdirSync(path.join(REAL_CONTENT, "legal"))
      .map(
        file =>
          `/${(parse(fs.readFileSync(path.join(REAL_CONTENT, "legal", file), "utf8")) as { slug: string }).slug}/`
      )
    const routes = new Set([...pages, ...legal, ...guideRoutes().map(route => route.path)])

    const links: string[] = []
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect)
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if ((key === "to" || key === "path") && typeof value === "string" && value.startsWith("/"))
            links.push(value)
          else collect(value)
        }
      }
    }
    const yamlFiles = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap(entry =>
          entry.isDirectory()
            ? yamlFiles(path.join(dir, entry.name))
            : entry.name.endsWith(".yaml")
              ? [path.join(dir, entry.name)]
              : []
        )
    for (const file of yamlFiles(REAL_CONTENT)) collect(parse(fs.readFileSync(file, "utf8")))
    const richTextLinks = yamlFiles(REAL_CONTENT).flatMap(file =>
      [...fs.readFileSync(file, "utf8").matchAll(/\]\((\/[^)\s]*)\)/g)].map(match => match[1])
    )

    expect(links.length).toBeGreaterThan(10)
    const broken = [...links, ...richTextLinks].filter(link => !routes.has(link.split("#")[0]))
    expect(broken).toEqual([])
  })

  it("still passes once copied, so the refusals below are caused by the one edit each makes", () => {
    expect(problemLines()).toEqual([])
  })
})

describe("refusals: one formatted line per problem", () => {
  it("YAML that does not parse is reported with the file and the line it breaks on", () => {
    const broken = fs.readFileSync(path.join(FIXTURES, "not-found-colon-in-text.yaml"), "utf8")
    fs.writeFileSync(path.join(contentDir, "pages/not-found.yaml"), broken)

    const lines = problemLines()

    expect(lines.length).toBeGreaterThan(0)
    expect(lines[0]).toBe(
      `content/pages/not-found.yaml:${lineOf(broken, "body: Careful:")}  is not valid YAML: Nested mappings are not allowed in compact mappings`
    )
    expect(lines.every(line => line.startsWith("content/pages/not-found.yaml:5  is not valid YAML"))).toBe(
      true
    )
  })

  it("a missing required field names the card by its title and the missing field", () => {
    const cards = listAt<Card>("pages/home.yaml", ["pictureThis", "cards"])
    const i = cards.length - 1
    const source = setIn("pages/home.yaml", ["pictureThis", "cards", i, "description"], undefined)

    expect(problemLines()).toEqual([
      `content/pages/home.yaml:${lineAt(source, ["pictureThis", "cards", i])}  pictureThis › cards[${i}] "${cards[i].title}" › description: is required but missing`,
    ])
  })

  it("an unknown key (titel: for title:) is refused with a suggestion", () => {
    const i = listAt<Card>("pages/home.yaml", ["pictureThis", "cards"]).length - 1
    const source = renameKey("pages/home.yaml", ["pictureThis", "cards", i], "title", "titel")
    const line = lineAt(source, ["pictureThis", "cards", i, "titel"])

    const lines = problemLines()

    expect(lines).toContain(
      `content/pages/home.yaml:${line}  pictureThis › cards[${i}] › titel: unknown key (did you mean "title"?)`
    )
    // One line for one typo: the missing `title` it causes is not reported separately.
    expect(lines).toHaveLength(1)
    const unknown = lines.find(text => text.includes("titel"))
    expect(unknown).toContain("unknown key")
    expect(unknown).toContain('did you mean "title"')
  })

  it("an unknown key that resembles nothing lists the keys allowed there", () => {
    const source = rewrite("pages/not-found.yaml", doc => doc.setIn(["cta", "colour"], "gold"))

    expect(problemLines()).toEqual([
      `content/pages/not-found.yaml:${lineAt(source, ["cta", "colour"])}  cta › colour: unknown key (allowed here: label, to)`,
    ])
  })

  it("a wrong type (one string where a list of points is expected) says what it should be", () => {
    const [point] = listAt<string>("pages/home.yaml", ["engagement", "points"])
    const source = setIn("pages/home.yaml", ["engagement", "points"], point)

    expect(problemLines()).toEqual([
      `content/pages/home.yaml:${lineAt(source, ["engagement", "points"])}  engagement › points: should be a list, but is a string`,
    ])
  })

  it("an image path whose file does not exist names the card and says paths are relative to the YAML file", () => {
    // A common slip: writing the path as if from content/ rather than from pages/.
    const cards = listAt<Card>("pages/home.yaml", ["pictureThis", "cards"])
    const i = cards.findIndex(card => card.image)
    const src = cards[i].image?.src.replace(/^\.\.\//, "") ?? ""
    const at = ["pictureThis", "cards", i, "image", "src"]
    const source = setIn("pages/home.yaml", at, src)

    expect(problemLines()).toEqual([
      `content/pages/home.yaml:${lineAt(source, at)}  pictureThis › ${entry("cards", i, cards[i])} › image › src: image file "${src}" does not exist (paths are relative to this YAML file)`,
    ])
  })

  it("an image file deleted from content/images is refused wherever it is used", () => {
    // The process page's share picture, wherever it is named.
    const src = get(dataOf("pages/process.yaml"), ["seo", "image", "src"]) as string
    fs.rmSync(path.resolve(contentDir, "pages", src))

    const missing = `image file "${src}" does not exist (paths are relative to this YAML file)`
    const uses = ["guides", "legal", "pages"]
      .flatMap(dir =>
        fs
          .readdirSync(path.join(contentDir, dir))
          .sort()
          .map(file => `${dir}/${file}`)
      )
      .flatMap(file => {
        const source = read(file)
        return source.split("\n").flatMap((line, index) =>
          line.trim() === `src: ${src}`
            ? [
                expect.stringMatching(
                  new RegExp(
                    // Inside a group (seo › image, a card's image) or a guide's own lead picture (image › src).
                    `^content/${escapeRegExp(file)}:${index + 1}  (?:.*› )?image › src: ${escapeRegExp(missing)}$`
                  )
                ) as string,
              ]
            : []
        )
      })
    expect(uses.length).toBeGreaterThan(0)
    expect(problemLines()).toEqual(uses)
  })

  /** The first design of the engagement page's turntable, its first metal's folder on disk, and where it is named. */
  const firstMetal = () => {
    const designs = listAt<{ name: string; metals: { metal: string; frames: string }[] }>(
      "pages/engagement-rings.yaml",
      ["everything", "turntable", "designs"]
    )
    const { frames } = designs[0].metals[0]
    const at = ["everything", "turntable", "designs", 0, "metals", 0, "frames"]
    return { design: designs[0], frames, at, folder: path.resolve(contentDir, "pages", frames) }
  }

  /** A copy of a frame folder under a new name, for one metal alone to use. */
  function ownFolder(folder: string, name: string, count?: number): string {
    const copy = path.join(path.dirname(folder), name)
    fs.mkdirSync(copy)
    for (const frame of fs.readdirSync(folder).sort().slice(0, count))
      fs.copyFileSync(path.join(folder, frame), path.join(copy, frame))
    return `${path.dirname(firstMetal().frames)}/${name}`
  }

  it("a turntable frame deleted from its folder is refused, naming the missing file", () => {
    const { design, folder, at } = firstMetal()
    const frames = ownFolder(folder, "test-frames")
    const source = setIn("pages/engagement-rings.yaml", at, frames)
    const last = fs.readdirSync(folder).sort().at(-1)
    fs.rmSync(path.resolve(contentDir, "pages", frames, "07.jpg"))

    expect(problemLines()).toEqual([
      `content/pages/engagement-rings.yaml:${lineAt(source, at)}  everything › turntable › ${entry("designs", 0, design)} › metals[0] › frames: turntable folder "${frames}" is missing frame 07.jpg: a turn needs every frame from 00.jpg to ${last}`,
    ])
  })

  it("a turntable folder that does not exist is refused, saying paths are relative to the YAML file", () => {
    const { design, frames, at } = firstMetal()
    const written = frames.replace(/^\.\.\//, "")
    const source = setIn("pages/engagement-rings.yaml", at, written)

    expect(problemLines()).toEqual([
      `content/pages/engagement-rings.yaml:${lineAt(source, at)}  everything › turntable › ${entry("designs", 0, design)} › metals[0] › frames: turntable folder "${written}" does not exist (paths are relative to this YAML file)`,
    ])
  })

  it("two metals of one design with different frame counts are refused, since a metal switch keeps the frame number", () => {
    const { design, folder } = firstMetal()
    const frames = ownFolder(folder, "test-metal", 12)
    const count = fs.readdirSync(folder).length
    const n = design.metals.length
    // Added as the design's last metal, so only it differs from the first.
    const source = rewrite("pages/engagement-rings.yaml", doc =>
      doc.addIn(["everything", "turntable", "designs", 0, "metals"], {
        metal: "Test metal",
        frames,
        alt: "A test ring",
      })
    )

    expect(problemLines()).toEqual([
      `content/pages/engagement-rings.yaml:${lineAt(source, ["everything", "turntable", "designs", 0, "metals", n, "frames"])}  everything › turntable › ${entry("designs", 0, design)} › metals[${n}] › frames: has 12 frames but ${design.metals[0].metal} has ${count}: every metal of a design needs the same angles, so that changing the metal keeps the ring where it was`,
    ])
  })

  it("an image without alt text is refused", () => {
    const cards = listAt<Card>("pages/home.yaml", ["pictureThis", "cards"])
    const i = cards.findIndex(card => card.image)
    const source = setIn("pages/home.yaml", ["pictureThis", "cards", i, "image", "alt"], undefined)

    expect(problemLines()).toEqual([
      `content/pages/home.yaml:${lineAt(source, ["pictureThis", "cards", i, "image"])}  pictureThis › ${entry("cards", i, cards[i])} › image › alt: needs alt text describing the piece`,
    ])
  })

  it("an image whose alt text is left blank is refused", () => {
    const steps = listAt<Card>("pages/process.yaml", ["steps"])
    const i = steps.findIndex(step => step.image)
    const at = ["steps", i, "image", "alt"]
    const source = setIn("pages/process.yaml", at, "")

    expect(problemLines()).toEqual([
      `content/pages/process.yaml:${lineAt(source, at)}  ${entry("steps", i, steps[i])} › image › alt: needs alt text describing the piece`,
    ])
  })

  it("a phone number that is not a phone number is refused", () => {
    const source = setIn("site.yaml", ["phone", "e164"], "+6512345678")

    expect(problemLines()).toEqual([
      `content/site.yaml:${lineOf(source, "e164:")}  phone › e164: is not a valid phone number`,
    ])
  })

  it.each([
    ["http://calendly.com/someone/visit", "not https"],
    ["https://cal.com/someone/visit", "another provider"],
    ["https://calendly.com/someone/visit/extra", "not a scheduling page"],
    ["https://calendly.com/app/scheduled_events", "Calendly's own app"],
  ])("a booking link that is not a Calendly scheduling URL (%s, %s) is refused with file and line", url => {
    // The whole setting, as an owner turning booking on writes it: the content may have none.
    const source = rewrite("site.yaml", doc => doc.setIn(["booking"], doc.createNode({ ...BOOKING, url })))

    expect(problemLines()).toEqual([
      `content/site.yaml:${lineOf(source, `url: ${url}`)}  booking › url: must be your Calendly scheduling link, such as https://calendly.com/your-name/visit (https, calendly.com, your name and optionally one event)`,
    ])
  })

  it("booking left out entirely is allowed: the site then has none", () => {
    rewrite("site.yaml", doc => {
      doc.deleteIn(["booking"])
      if (site.sampleFacts)
        doc.set("sampleFacts", doc.createNode(site.sampleFacts.filter(fact => fact !== "booking")))
    })

    expect(problemLines()).toEqual([])
  })

  it("a phone number written in display form is refused with the international form shown", () => {
    const national = parsePhoneNumberFromString(site.whatsapp.number)?.formatNational()
    if (!national) throw new Error("site.yaml's WhatsApp number does not parse; the check above says why")
    const source = setIn("site.yaml", ["whatsapp", "number"], national)

    expect(problemLines()).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/site\\.yaml:${lineOf(source, `number: ${national}`)}  whatsapp › number: must be in international form, such as \\+\\d+$`
        )
      )
    )
  })

  it.each([
    ["no scheme", "instagram.com/x"],
    ["not a url", "not a url"],
    ["http:// instead of https://", site.social[0].url.replace(/^https:/, "http:")],
  ])("a social URL that is not a full https URL is refused (%s)", (_label, replacement) => {
    const source = setIn("site.yaml", ["social", 0, "url"], replacement)

    expect(problemLines()).toEqual([
      `content/site.yaml:${lineOf(source, `url: ${replacement}`)}  social[0] › url: must be a full https:// URL`,
    ])
  })

  it("a social network the footer has no icon for is refused", () => {
    const last = site.social.length - 1
    const source = setIn("site.yaml", ["social", last, "network"], "myspace")
    expect(problemLines()).toEqual([
      `content/site.yaml:${lineOf(source, "network: myspace")}  social[${last}] › network: must be one of: instagram, facebook, tiktok`,
    ])
  })

  it.each([
    ["a time that is not HH:MM", ["opens"], "11am", "must be a time on the 24-hour clock"],
    ["an hour past 23", ["opens"], "25:00", "must be a time on the 24-hour clock"],
    ["closing before opening", ["closes"], "00:00", "must be later than opens"],
    ["a day that is not a weekday", ["days", 0], "Tues", "must be one of: Monday, Tuesday"],
  ])("opening hours that do not parse are refused (%s)", (_label, at, value, message) => {
    const source = setIn("site.yaml", ["openingHours", "periods", 0, ...at], value)
    const lines = problemLines()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^content/site\\.yaml:${lineOf(source, value)}  openingHours › periods\\[0\\]`)
    )
    expect(lines[0]).toContain(message)
  })

  it("a policy the copy quotes but site.yaml does not have is refused, naming the file, line and field", () => {
    const quoted = firstString(text => /\{policy\.\w+\}/.test(text))
    const source = setIn(quoted.file, quoted.at, quoted.text.replace(/\{policy\.\w+\}/, "{policy.refunds}"))
    const ids = site.policies.map(policy => policy.id)
    expect(problemLines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${escapeRegExp(quoted.file)}:${lineAt(source, quoted.at)}  .*: \\{policy\\.refunds\\} refers to a policy content/site\\.yaml does not have \\(its policies: ${ids[0]}, `
        )
      ),
    ])
  })

  it("a placeholder that names no known fact is refused", () => {
    const named = firstString(text => /\{(?!policy\.)\w+\}/.test(text))
    const source = setIn(named.file, named.at, named.text.replace(/\{(?!policy\.)(\w+)\}/, "{$1Typo}"))
    const typo = /\{(\w+Typo)\}/.exec(source)?.[1] ?? ""
    expect(problemLines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${escapeRegExp(named.file)}:${lineAt(source, named.at)}  .*: \\{${typo}\\} names no business fact \\(known: brand, legalName, [^)]*\\bemail,`
        )
      ),
    ])
  })

  it("an internal link without its trailing slash is refused", () => {
    const page = pageRoutes(contentDir).at(-1)?.path ?? ""
    const source = setIn("pages/not-found.yaml", ["cta", "to"], page.slice(0, -1))

    expect(problemLines()).toEqual([
      `content/pages/not-found.yaml:${lineAt(source, ["cta", "to"])}  cta › to: must be a page of this site: its path in lower case, ending in /, such as /contact-us/ (or /contact-us/#section)`,
    ])
  })

  it("a seo description shorter than 120 characters is refused", () => {
    const source = setIn("pages/process.yaml", ["seo", "description"], "How a piece is made.")

    expect(problemLines()).toEqual([
      `content/pages/process.yaml:${lineOf(source, "  description: How")}  seo › description: should be 120-160 characters so search results show it whole; it has 20`,
    ])
  })

  it("a seo description longer than 160 characters is refused", () => {
    const long = "A".repeat(100) + " " + "B".repeat(70)
    const source = setIn("pages/process.yaml", ["seo", "description"], long)

    expect(problemLines()).toEqual([
      `content/pages/process.yaml:${lineOf(source, "  description: AAA")}  seo › description: should be 120-160 characters so search results show it whole; it has 171`,
    ])
  })

  it("a value outside the allowed choices lists them", () => {
    const source = setIn("site.yaml", ["tracking", "consentMode"], "optin")

    expect(problemLines()).toEqual([
      `content/site.yaml:${lineAt(source, ["tracking", "consentMode"])}  tracking › consentMode: must be one of: notice, opt-in`,
    ])
  })

  it("an unknown YAML file is refused and the known files are listed", () => {
    fs.writeFileSync(path.join(contentDir, "pages/about.yaml"), "heading: About us\n")

    const lines = problemLines()

    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^content\/pages\/about\.yaml {2}is not a known content file \(expected one of: /
    )
    expect(lines[0]).toContain("pages/home.yaml")
    expect(lines[0]).toContain("legal/*.yaml")
  })

  it("a new legal document is checked against the legal schema", () => {
    fs.writeFileSync(path.join(contentDir, "legal/cookies.yaml"), "slug: cookies\nheading: Cookie Policy\n")

    const lines = problemLines()

    expect(lines).toContain("content/legal/cookies.yaml:1  seo: is required but missing")
    expect(lines).toContain("content/legal/cookies.yaml:1  sections: is required but missing")
    expect(lines.every(line => line.startsWith("content/legal/cookies.yaml"))).toBe(true)
  })

  it("a missing required file is refused", () => {
    fs.rmSync(path.join(contentDir, "pages/process.yaml"))

    expect(problemLines()).toEqual(["content/pages/process.yaml  is missing"])
  })

  it("an empty file is refused rather than read as an empty page", () => {
    fs.writeFileSync(path.join(contentDir, "pages/not-found.yaml"), "# nothing here yet\n")

    expect(problemLines()).toEqual([
      "content/pages/not-found.yaml  should be a group of fields, but is empty",
    ])
  })

  it("a duplicated key is refused with its line instead of silently keeping the last value", () => {
    // Written again after the last line, as a second paste would.
    const source = `${read("pages/not-found.yaml").trimEnd()}\nsubheading: Lost?\n`
    fs.writeFileSync(path.join(contentDir, "pages/not-found.yaml"), source)

    expect(problemLines()).toEqual([
      `content/pages/not-found.yaml:${lineOf(source, "subheading: Lost?")}  is not valid YAML: Map keys must be unique`,
    ])
  })

  it("an alias without its anchor is reported as invalid YAML instead of crashing the check", () => {
    edit("pages/not-found.yaml", /^( +to: ).*$/m, "$1*home")

    expect(problemLines()).toEqual([
      expect.stringMatching(/^content\/pages\/not-found\.yaml:\d+ {2}is not valid YAML/),
    ])
  })

  it("several problems in several files are all reported in one run", () => {
    renameKey("pages/home.yaml", ["pictureThis", "cards", 0], "title", "titel")
    fs.rmSync(path.join(contentDir, "pages/stories.yaml"))
    setIn("site.yaml", ["social", 0, "url"], "not a url")

    const lines = problemLines()

    expect(lines).toContain("content/pages/stories.yaml  is missing")
    expect(
      lines.some(line => line.startsWith("content/pages/home.yaml:") && line.includes("titel: unknown key"))
    ).toBe(true)
    expect(
      lines.some(line => line.startsWith("content/site.yaml:") && line.includes("social[0] › url"))
    ).toBe(true)
  })
})

describe("build-time environment overrides", () => {
  it.each([
    ["GATSBY_META_PIXEL_ID", "abc-123", "must be the Meta pixel id (letters and digits only), or left empty"],
    [
      "GATSBY_TIKTOK_PIXEL_ID",
      "C4 ABC",
      "must be the TikTok pixel id (letters and digits only), or left empty",
    ],
    [
      "GATSBY_TALLY_FORM_ID",
      `https://tally.so/r/${site.contactForm.tallyFormId}`,
      "must be the Tally form id, such as wMxKqB",
    ],
  ])("an invalid %s is refused", (variable, value, message) => {
    expect(problemLines({ [variable]: value })).toEqual([`environment variable ${variable}  ${message}`])
  })

  it("valid or empty values pass", () => {
    expect(
      problemLines({
        GATSBY_META_PIXEL_ID: "1234567890123456",
        GATSBY_TIKTOK_PIXEL_ID: "C4ABCDEF12345",
        GATSBY_TALLY_FORM_ID: "",
      })
    ).toEqual([])
  })
})

describe("validateFile on its own (as the editor's check runs it)", () => {
  it("validates text that is not on disk yet", () => {
    const source = read("pages/not-found.yaml").replace(/^( +)label:/m, "$1lable:")

    expect(validateFile(contentDir, "pages/not-found.yaml", source).map(formatProblem)).toContain(
      `content/pages/not-found.yaml:${lineOf(source, "lable:")}  cta › lable: unknown key (did you mean "label"?)`
    )
  })
})

describe("refuseInvalidContent (gatsby-node onPreBootstrap)", () => {
  const saved: Record<string, string | undefined> = {}

  beforeEach(() => {
    for (const variable of ENV_VARIABLES) {
      saved[variable] = process.env[variable]
      delete process.env[variable]
    }
  })

  afterEach(() => {
    for (const variable of ENV_VARIABLES) {
      if (saved[variable] === undefined) delete process.env[variable]
      else process.env[variable] = saved[variable]
    }
  })

  const fakeReporter = () => {
    const panic = jest.fn<void, [string]>()
    return { panic, reporter: { panic } as unknown as Reporter }
  }

  it("does not panic when the content is good", async () => {
    const { panic, reporter } = fakeReporter()

    await refuseInvalidContent(reporter, contentDir)

    expect(panic).not.toHaveBeenCalled()
  })

  it("panics once with every problem line when the content is bad", async () => {
    renameKey("pages/home.yaml", ["pictureThis", "cards", 0], "title", "titel")
    fs.rmSync(path.join(contentDir, "pages/stories.yaml"))
    const expected = validateContent(contentDir, {}).map(formatProblem)
    const { panic, reporter } = fakeReporter()

    await refuseInvalidContent(reporter, contentDir)

    expect(panic).toHaveBeenCalledTimes(1)
    const message = String(panic.mock.calls[0][0])
    expect(message).toContain(`The content has ${expected.length} problems; nothing was built:`)
    for (const line of expected) expect(message).toContain(`  ${line}`)
  })

  it("uses the singular for a single problem", async () => {
    fs.rmSync(path.join(contentDir, "pages/stories.yaml"))
    const { panic, reporter } = fakeReporter()

    await refuseInvalidContent(reporter, contentDir)

    expect(panic).toHaveBeenCalledWith(
      "The content has 1 problem; nothing was built:\n  content/pages/stories.yaml  is missing"
    )
  })

  it("refuses a picture cut short (an upload that did not finish) on the line that names it", async () => {
    const home = path.join(contentDir, "pages/home.yaml")
    const source = fs.readFileSync(home, "utf8")
    const src = /^\s+src: (\S+\.jpe?g)\s*$/m.exec(source)?.[1] ?? ""
    const picture = path.resolve(path.dirname(home), src)
    replaceFile(picture, fs.readFileSync(picture).subarray(0, 4000))
    const { panic, reporter } = fakeReporter()

    await refuseInvalidContent(reporter, contentDir)

    expect(panic).toHaveBeenCalledTimes(1)
    expect(String(panic.mock.calls[0][0])).toMatch(
      new RegExp(
        `content/pages/home\\.yaml:${lineOf(source, `src: ${src}`)}  [^\\n]*› src: image file "${escapeRegExp(src)}" is cut short`
      )
    )
  })

  it("also refuses an invalid pixel id from the environment", async () => {
    process.env.GATSBY_META_PIXEL_ID = "not-a-pixel"
    const { panic, reporter } = fakeReporter()

    await refuseInvalidContent(reporter, contentDir)

    expect(panic).toHaveBeenCalledTimes(1)
    expect(String(panic.mock.calls[0][0])).toContain("environment variable GATSBY_META_PIXEL_ID")
  })
})

describe("checks across files", () => {
  it("a link to a page that does not exist is refused, naming the pages that do", () => {
    const source = setIn("pages/home.yaml", ["closing", "cta", "to"], "/contact/")
    const line = lineAt(source, ["closing", "cta", "to"])
    expect(problemLines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/home\\.yaml:${line}  closing › cta › to: link "/contact/" leads to no page \\(pages: /, .*/contact-us/,`
        )
      ),
    ])
  })

  it("a [label](/path/) link inside legal text is checked too", () => {
    const linked = firstString(text => /\]\(\/[^)]*\)/.test(text))
    setIn(linked.file, linked.at, linked.text.replace(/\]\((\/[^)]*)\)/, "](/no-such-page/)"))
    expect(problemLines()).toEqual([expect.stringContaining(`content/${linked.file}:`)])
    expect(problemLines()[0]).toContain('link "/no-such-page/" leads to no page')
  })

  /** Every link to `route` taken out of the menus and the copy, in every file. */
  const unlink = (route: string) => {
    for (const file of [
      "site.yaml",
      ...["legal", "pages", "guides"].flatMap(dir =>
        fs.readdirSync(path.join(contentDir, dir)).map(name => `${dir}/${name}`)
      ),
    ])
      rewrite(file, doc => {
        for (const { path: at, value } of valuesIn(doc.toJS()).reverse()) {
          const linksThere = Array.isArray(value) && value.some(item => get(item, ["to"]) === route)
          if (linksThere)
            doc.setIn(at, doc.createNode((value as unknown[]).filter(item => get(item, ["to"]) !== route)))
          // A single button to it (an optional one: a required one would be reported missing).
          else if (get(value, ["to"]) === route) doc.deleteIn(at)
          else if (typeof value === "string" && value.includes(`](${route})`))
            doc.setIn(
              at,
              value.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (whole, label: string, to: string) =>
                to === route ? label : whole
              )
            )
        }
      })
  }
  const orphan = (route: PageRoute) =>
    `content/${route.file}  no link leads to ${route.path}: add one (in site.yaml's footer › explore › links, say), or visitors and search engines may never find the page`

  it("a page no link leads to is refused on its own file, saying where a link could go", () => {
    const route =
      pageRoutes(contentDir).find(candidate => candidate.file === "pages/process.yaml")?.path ?? ""
    unlink(route)

    expect(problemLines()).toEqual([
      `content/pages/process.yaml  no link leads to ${route}: add one (in site.yaml's footer › explore › links, say), or visitors and search engines may never find the page`,
    ])
    expect(orphan({ path: route, file: "pages/process.yaml" })).toBe(problemLines()[0])
  })

  it("a guide no YAML links to is not refused: the guides' index lists every guide", () => {
    const [guide] = pageRoutes(contentDir).filter(route => route.file.startsWith("guides/"))
    unlink(guide.path)

    expect(problemLines()).toEqual([])
  })

  it("the guides' index is refused when nothing links to it, and its guides are not", () => {
    const index = pageRoutes(contentDir).find(route => route.file === "pages/guides.yaml")
    if (!index) throw new Error("no page for pages/guides.yaml")
    unlink(index.path)

    expect(problemLines()).toEqual([orphan(index)])
  })

  it("a WhatsApp message for a page that does not exist is refused", () => {
    listAt("site.yaml", ["whatsapp", "messages"])
    setIn("site.yaml", ["whatsapp", "messages", 0, "path"], "/no-such-page/")
    expect(problemLines()).toEqual([
      expect.stringContaining(
        'whatsapp › messages[0] "/no-such-page/" › path: link "/no-such-page/" leads to no page'
      ),
    ])
  })

  it("a legal page may not take the address of another page", () => {
    const taken = pageRoutes(contentDir).find(route => !route.file.startsWith("legal/") && route.path !== "/")
    const slug = taken?.path.slice(1, -1) ?? ""
    const [legal] = pageRoutes(contentDir).filter(route => route.file.startsWith("legal/"))
    setIn(legal.file, ["slug"], slug)
    expect(problemLines()).toContain(
      `content/${legal.file}  slug: "${slug}" is already the address of another page (/${slug}/); choose another`
    )
  })
})

describe("guides and the ring-size table", () => {
  const guideFile = guideRoutes()[0].file

  it("a guide without a description of 120-160 characters is refused, naming its file and line", () => {
    const source = setIn(guideFile, ["seo", "description"], "How to choose.")
    expect(problemLines()).toEqual([
      `content/${guideFile}:${lineOf(source, "  description: How")}  seo › description: should be 120-160 characters so search results show it whole; it has 14`,
    ])
  })

  it("a second guide at the address of another is refused", () => {
    fs.copyFileSync(path.join(contentDir, guideFile), path.join(contentDir, "guides/zz-copy.yaml"))
    const slug = (parse(read(guideFile)) as { slug: string }).slug
    expect(problemLines()).toEqual([
      `content/guides/zz-copy.yaml  slug: "${slug}" is already the address of another page (/guides/${slug}/); choose another`,
    ])
  })

  it("a size whose circumference is not π times its diameter is refused, saying what it should be", () => {
    const row = readContent("data/ring-sizes.yaml", contentDir).sizes[1]
    const source = setIn("data/ring-sizes.yaml", ["sizes", 1, "circumference"], row.circumference + 0.3)
    const line =
      source.split("\n").findIndex(text => text.includes(`circumference: ${row.circumference + 0.3}`)) + 1
    expect(problemLines()).toEqual([
      `content/data/ring-sizes.yaml:${line}  sizes[1] › circumference: should be ${row.circumference}: π × ${row.diameter} mm, to 0.1 mm`,
    ])
  })

  it("a size out of order is refused where it stands, naming the size above it", () => {
    const rows = readContent("data/ring-sizes.yaml", contentDir).sizes
    setIn("data/ring-sizes.yaml", ["sizes", 1, "uk"], rows[2].uk)
    setIn("data/ring-sizes.yaml", ["sizes", 2, "uk"], rows[1].uk)
    expect(problemLines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/data/ring-sizes\\.yaml:\\d+  sizes\\[2\\] › uk: must be larger than the row above's ${rows[2].uk}`
        )
      ),
    ])
  })
})

describe("editors' likely slips", () => {
  it("a displayed phone number that differs from the E.164 one is refused", () => {
    // The same number with its last digit changed.
    const display = site.phone.display.replace(/\d(?=\D*$)/, digit => String((Number(digit) + 1) % 10))
    setIn("site.yaml", ["phone", "display"], display)
    expect(problemLines()).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml:\d+ {2}phone › display: shows a different number from e164/
      ),
    ])
  })

  it("an unquoted number where text is expected says to add quotes", () => {
    setIn("site.yaml", ["address", "postalCode"], 123456)
    expect(problemLines()).toEqual([
      expect.stringContaining("address › postalCode: should be text: put the value in quotes"),
    ])
  })

  it("a share image must be a JPEG or PNG", () => {
    setIn("pages/process.yaml", ["seo", "image", "src"], "../images/process-crafting.webp")
    expect(problemLines()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/process\.yaml:\d+ {2}seo › image › src: must be a \.jpg or \.png file/),
      ])
    )
  })

  it("a story's piece must be a piece's page that exists: not the list, a filter page or a piece never made", () => {
    const piece = (at: string) => {
      setIn("pages/stories.yaml", ["stories", 0, "piece"], at)
      return problemLines()
    }
    expect(piece("/commissions/metal/platinum/")).toEqual([
      expect.stringMatching(/stories\.yaml:\d+ {2}stories\[0\] .* › piece: must be a piece's page/),
    ])
    expect(piece("/commissions/")).toEqual([expect.stringContaining("› piece: must be a piece's page")])
    expect(piece("/commissions/never-made/")).toEqual([expect.stringContaining("/commissions/never-made/")])
  })

  it("a testimonial quote typed with its own quotation marks is refused (the site adds them)", () => {
    const stories = read("pages/stories.yaml")
    const quote = /quote: >-\n\s+(\S)/.exec(stories)
    if (!quote) throw new Error("stories.yaml no longer has a folded quote; update this test")
    edit("pages/stories.yaml", /quote: >-\n(\s+)/, 'quote: >-\n$1"')
    expect(problemLines()).toEqual([
      expect.stringContaining("› quote: should be written without quotation marks"),
    ])
  })
})

describe("pictures that cannot be decoded (checkContent, as check:content and the build run it)", () => {
  /** A picture the home page names, and where it is named: the relative path as written. */
  const homePicture = () => {
    const src = /src: (\S+\.jpe?g)\s*$/m.exec(read("pages/home.yaml"))?.[1]
    if (!src) throw new Error("pages/home.yaml names no .jpg picture; update this test")
    return { src, file: path.resolve(contentDir, "pages", src) }
  }

  /** One expected line per place any YAML file names `picture` (a file under content/), saying `reason`. */
  function everyUse(picture: string, reason: string): string[] {
    const name = path.relative(contentDir, picture).split(path.sep).slice(1).join("/")
    // In the order the check reads them.
    // In the order the check reads them.
    const files = [
      ...["legal", "pages"].flatMap(dir =>
        fs
          .readdirSync(path.join(contentDir, dir))
          .sort()
          .map(f => `${dir}/${f}`)
      ),
      "site.yaml",
    ]
    const uses = files.flatMap(file =>
      read(file)
        .split("\n")
        .flatMap((text, index) => {
          const src = new RegExp(`src: (\\S*images/${escapeRegExp(name)})\\s*$`).exec(text)?.[1]
          return src
            ? [
                matching(
                  new RegExp(
                    `^content/${escapeRegExp(file)}:${index + 1}  .* › src: image file "${escapeRegExp(src)}" ${reason}`
                  )
                ),
              ]
            : []
        })
    )
    expect(uses.length).toBeGreaterThan(0)
    return uses
  }

  const checked = async () => (await checkContent(contentDir, {})).map(formatProblem)
  /** A line matching `pattern`, typed as the line it stands for. */
  const matching = (pattern: RegExp) => expect.stringMatching(pattern) as string

  it("the real pictures all decode", async () => {
    expect((await checkContent(REAL_CONTENT, {})).map(formatProblem)).toEqual([])
  })

  it("an upload cut short is refused wherever the picture is named", async () => {
    const { file } = homePicture()
    const bytes = fs.readFileSync(file)
    replaceFile(file, bytes.subarray(0, bytes.length / 2))

    expect(await checked()).toEqual(everyUse(file, "is cut short .*: the upload did not finish"))
  })

  it("a JPEG missing only its last bytes is refused too (it is decoded in full, not just its header)", async () => {
    const { file } = homePicture()
    const bytes = fs.readFileSync(file)
    replaceFile(file, bytes.subarray(0, bytes.length - 10))

    expect(await checked()).toEqual(everyUse(file, "is cut short"))
  })

  it("an empty file is refused", async () => {
    const { file } = homePicture()
    replaceFile(file, "")

    expect(await checked()).toEqual(everyUse(file, "is empty \\(0 bytes\\)"))
  })

  it("a phone's HEIC photo renamed to .jpg is refused, saying what it is", async () => {
    const { file } = homePicture()
    const box = Buffer.alloc(24)
    box.writeUInt32BE(24, 0)
    box.write("ftypheic", 4, "latin1")
    box.write("mif1heic", 16, "latin1")
    replaceFile(file, box)

    expect(await checked()).toEqual(everyUse(file, "is a HEIC photo .* under a \\.jpg name"))
  })

  it("a JPEG saved under a .png name is refused, naming what it is", async () => {
    // The logo may be a PNG: point it at one that is really a JPEG.
    edit("site.yaml", `src: ${site.logo.src}`, "src: images/mark.png")
    const logo = path.resolve(contentDir, "images/mark.png")
    fs.copyFileSync(homePicture().file, logo)

    expect(await checked()).toEqual(everyUse(logo, "is a JPEG picture with a \\.png name"))
  })

  it("a turntable frame cut short is refused on the folder's line, naming the frame", async () => {
    const source = read("pages/engagement-rings.yaml")
    const folder = /frames: (\S+)\s*$/m.exec(source)?.[1]
    if (!folder) throw new Error("pages/engagement-rings.yaml has no turntable; update this test")
    const frames = fs.readdirSync(path.resolve(contentDir, "pages", folder)).sort()
    const frame = frames[Math.floor(frames.length / 2)]
    const file = path.resolve(contentDir, "pages", folder, frame)
    replaceFile(file, fs.readFileSync(file).subarray(0, 2000))

    // On every line that names the folder (two metals may share one).
    const lines = source
      .split("\n")
      .flatMap((text, index) => (text.trim() === `frames: ${folder}` ? [index + 1] : []))
    expect(await checked()).toEqual(
      lines.map(line =>
        matching(
          new RegExp(
            `^content/pages/engagement-rings\\.yaml:${line}  .* › frames: image file "${escapeRegExp(folder)}/${frame}" is cut short`
          )
        )
      )
    )
  })
})

describe("YAML the parser gives up on", () => {
  /** Nine lines of anchors and aliases that expand to a billion values. */
  const aliasBomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    .concat(
      "bcdefghi"
        .split("")
        .map((name, i) => `${name}: &${name} [${Array(10).fill(`*${"abcdefghi"[i]}`).join(", ")}]`)
    )
    .join("\n")

  it("aliases past the parser's limit are refused with the file named", () => {
    fs.writeFileSync(path.join(contentDir, "pages/not-found.yaml"), `${aliasBomb}\n`)

    expect(problemLines()).toEqual([
      expect.stringMatching(
        /^content\/pages\/not-found\.yaml {2}is not valid YAML: its aliases \(\*name\) repeat/
      ),
    ])
  })

  it("site.yaml past the limit is refused on its own, and every other file is still checked", () => {
    fs.writeFileSync(path.join(contentDir, "site.yaml"), `${aliasBomb}\n`)
    renameKey("pages/home.yaml", ["pictureThis", "cards", 0], "title", "titel")

    const lines = problemLines()
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.yaml {2}is not valid YAML/))
    expect(lines).toContainEqual(expect.stringContaining("titel: unknown key"))
  })

  it("npm run check:content prints the refusal, not a stack trace", () => {
    fs.writeFileSync(path.join(contentDir, "pages/not-found.yaml"), `${aliasBomb}\n`)

    const result = spawnSync(
      path.resolve(__dirname, "../../../node_modules/.bin/tsx"),
      [path.resolve(__dirname, "../../../scripts/check-content.ts"), contentDir],
      { encoding: "utf8", env: { ...process.env, GITHUB_ACTIONS: "" } }
    )

    expect(result.status).toBe(1)
    expect(result.stderr).toContain("content/pages/not-found.yaml  is not valid YAML")
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  it("readContent names the file", () => {
    fs.writeFileSync(path.join(contentDir, "pages/not-found.yaml"), `${aliasBomb}\n`)

    expect(() => readContent("pages/not-found.yaml", contentDir)).toThrow(
      /^content\/pages\/not-found\.yaml is not valid YAML: its aliases \(\*name\) repeat/
    )
  })
})
