import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import type { Node, Reporter } from "gatsby"
import { parse } from "yaml"
import { parseContentYaml } from "../../../src/content/content-yaml"
import { formatProblem, validateFile } from "../../../src/content/check/validate"
import { refuseInvalidContent } from "../../../src/node/refuse-invalid-content"
import { yamlTransformer } from "../../../src/node/yaml-transformer"

/*
 * The build reads content with gatsby-transformer-yaml (js-yaml 4); the content check reads it with
 * a strict `yaml` 2 reader for lines and refusals, and with the transformer's own js-yaml, and refuses
 * a file the two read differently (src/content/content-yaml.ts, build-reading.ts). Each case runs
 * through the check (validateFile, as npm run check:content reads a file), the build's first step
 * (refuseInvalidContent, gatsby-node's onPreBootstrap, which stops before any node is made) and, for
 * a file the check accepts, the transformer itself with the site's options (gatsby-config.ts), whose
 * node must hold what the check read. The documents are fictional.
 */

const REAL_CONTENT = path.resolve(__dirname, "../../../content")
const FILE = "pages/not-found.yaml"

let tmp: string
let contentDir: string
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-yaml-"))
  contentDir = path.join(tmp, "content")
  // site.yaml for the facts; the page under test is written by each case.
  fs.mkdirSync(path.join(contentDir, "pages"), { recursive: true })
  fs.copyFileSync(path.join(REAL_CONTENT, "site.yaml"), path.join(contentDir, "site.yaml"))
})
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const page = (lines: string[]) => `${lines.join("\n")}\n`
/** A fictional 404 page that passes the check. */
const GOOD = page([
  "heading: Lost in a fixture",
  "subheading: A fictional page",
  "body: Nothing here is the atelier's copy.",
  "cta:",
  "  label: Fixture home",
  "  to: /",
])
/** GOOD with its subheading written as `value` (as it stands in the file). */
const withSubheading = (value: string) => GOOD.replace("subheading: A fictional page", `subheading: ${value}`)

/** What the check says about the file: its formatted lines. */
const check = (bytes: Uint8Array | string) => validateFile(contentDir, FILE, bytes).map(formatProblem)

/** The build's first step on a folder holding the file: the message it stops on, if it does. */
async function buildStops(bytes: Uint8Array | string): Promise<string | undefined> {
  fs.writeFileSync(path.join(contentDir, FILE), bytes)
  const stops: string[] = []
  const reporter = { panic: (message: string) => stops.push(message) } as unknown as Reporter
  await refuseInvalidContent(reporter, contentDir)
  return stops[0]
}

interface Transformer {
  shouldOnCreateNode(args: { node: Node }): boolean
  onCreateNode(args: object, options: object): Promise<void>
}
// The transformer as Gatsby loads it, from its own folder.
const transformer = createRequire(require.resolve("gatsby-transformer-yaml/package.json"))(
  "./gatsby-node"
) as Transformer

/** The nodes gatsby-transformer-yaml makes of the file, with the site's options. */
async function transform(bytes: Uint8Array | string): Promise<Record<string, unknown>[]> {
  const file = path.join(contentDir, FILE)
  fs.writeFileSync(file, bytes)
  const created: Record<string, unknown>[] = []
  const node = {
    id: "file-node",
    absolutePath: file,
    relativePath: FILE,
    children: [],
    parent: null,
    internal: { type: "File", mediaType: "text/yaml", contentDigest: "", owner: "" },
  } as unknown as Node
  expect(transformer.shouldOnCreateNode({ node })).toBe(true)
  await transformer.onCreateNode(
    {
      node,
      actions: {
        createNode: (child: Record<string, unknown>) => created.push(child),
        createParentChildLink: () => undefined,
      },
      // As gatsby-source-filesystem's loadNodeContent reads a file.
      loadNodeContent: () => fs.promises.readFile(file, "utf-8"),
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
    },
    yamlTransformer.options
  )
  return created
}

/** The fields a page's node holds, without Gatsby's own. */
const fieldsOf = (node: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(node ?? {}).filter(([key]) => !["id", "children", "parent", "internal"].includes(key))
  )

/** The check refuses the file on its line with the message, and the build stops on the same line. */
async function expectRefused(source: string | Uint8Array, line: number | undefined, message: RegExp) {
  const where = `content/${FILE}${line ? `:${line}` : ""}`
  const lines = check(source)
  expect(lines).toContainEqual(expect.stringMatching(message))
  const refusal = lines.find(text => message.test(text))
  expect(refusal?.startsWith(`${where}  `)).toBe(true)
  // Before any node is made: gatsby-node's onPreBootstrap stops on the same line.
  expect(await buildStops(source)).toContain(refusal)
}

describe("the check reads what the build reads", () => {
  it("a good file passes the check and becomes one node of its collection's type, holding what the check read", async () => {
    expect(check(GOOD)).toEqual([])
    const nodes = await transform(GOOD)
    expect(nodes).toHaveLength(1)
    expect(nodes[0]).toMatchObject({ parent: "file-node", internal: { type: "NotFoundPage" } })
    const read = parseContentYaml(GOOD)
    expect(read.ok && fieldsOf(nodes[0])).toEqual(read.ok && read.data)
  })

  const refused: { name: string; source: string | Uint8Array; line?: number; message: RegExp }[] = [
    {
      name: "a merge key (js-yaml merged it; yaml 2 kept a key named <<)",
      source: page([
        "base: &base",
        "  label: Fixture home",
        "  to: /",
        GOOD.trim().replace(/cta:\n.*\n.*/, "cta:\n  <<: *base"),
      ]),
      line: 8,
      message: /uses a merge key \(<<\)/,
    },
    {
      name: "a duplicated key",
      source: GOOD.replace("body:", "heading: Twice\nbody:"),
      line: 3,
      message: /is not valid YAML: Map keys must be unique/,
    },
    {
      name: "a tab used to indent",
      source: GOOD.replace("  label:", "\tlabel:"),
      line: 5,
      message: /Tabs are not allowed as indentation/,
    },
    {
      name: "a custom tag (js-yaml stopped on it; yaml 2 only warned)",
      source: GOOD.replace("subheading: A fictional page", "subheading: !fixture A fictional page"),
      line: 2,
      message: /uses the tag !fixture/,
    },
    {
      name: "a standard tag such as !!binary",
      source: GOOD.replace("subheading: A fictional page", "subheading: !!binary QQ=="),
      line: 2,
      message: /uses the tag !!binary/,
    },
    {
      name: "a %YAML 1.1 directive (yaml 2 then read yes as true; js-yaml read the word)",
      source: `%YAML 1.1\n---\n${GOOD}`,
      line: 1,
      message: /directive "%YAML 1.1"/,
    },
    {
      name: "two documents in one file",
      source: `${GOOD}---\n${GOOD}`,
      line: 7,
      message: /more than one|multiple documents/i,
    },
    {
      name: "a key that is a list",
      source: GOOD.replace("body:", "? [a, b]\n: fixture\nbody:"),
      line: 3,
      message: /key that is a list or a group/,
    },
    {
      name: "an alias without its anchor",
      source: GOOD.replace("subheading: A fictional page", "subheading: *nowhere"),
      line: 2,
      message: /\*nowhere refers to no &nowhere anchor/,
    },
    {
      name: "a file saved as Latin-1 (é as the single byte 0xE9)",
      source: Uint8Array.from([
        ...Buffer.from(GOOD.replace("Nothing", "Caf?")).map(b => (b === 0x3f ? 0xe9 : b)),
      ]),
      line: 3,
      message: /is not valid UTF-8: byte 0xE9/,
    },
    {
      name: "a file saved as UTF-16 with its byte-order mark",
      source: Uint8Array.from([0xff, 0xfe, ...Buffer.from(GOOD, "utf16le")]),
      message: /is saved as UTF-16: save it as UTF-8/,
    },
    {
      name: "a file saved as UTF-16 without one",
      source: Uint8Array.from(Buffer.from(GOOD, "utf16le")),
      line: 1,
      message: /holds NUL bytes/,
    },
    {
      name: "a list where the page's fields belong",
      source: "- heading: Lost in a fixture\n",
      line: 1,
      message: /must be a group of fields/,
    },
  ]

  it.each(refused)(
    "the strict reader refuses $name on its line, and the build stops on it",
    async ({ source, line, message }) => expectRefused(source, line, message)
  )

  /*
   * Each form js-yaml 4 (the build) reads otherwise than the check's `yaml` 2, planted in a file
   * that is otherwise good. `build` is what the transformer's node would have held, so the test also
   * shows the difference is real: if a js-yaml upgrade reads one alike, its case fails here first.
   */
  const disagreements: {
    name: string
    source: string
    line: number
    message: RegExp
    build: (node: Record<string, unknown>) => unknown
    expected: unknown
  }[] = [
    {
      name: "an unquoted date",
      source: withSubheading("2025-06-01"),
      line: 2,
      message: /subheading: put quotes around the date, as "2025-06-01"/,
      build: node => node.subheading instanceof Date,
      expected: true,
    },
    {
      name: "an unquoted date and time",
      source: withSubheading("2025-6-1 10:00:00"),
      line: 2,
      message: /subheading: put quotes around the date, as "2025-6-1 10:00:00"/,
      build: node => node.subheading instanceof Date,
      expected: true,
    },
    {
      name: "a date in a list",
      source: GOOD.replace(
        "subheading: A fictional page",
        "subheading:\n  - A fictional page\n  - 2025-06-01"
      ),
      line: 4,
      message: /subheading\[1\]: put quotes around the date/,
      build: node => (node.subheading as unknown[])[1] instanceof Date,
      expected: true,
    },
    {
      name: "a binary number (0b101)",
      source: withSubheading("0b101"),
      line: 2,
      message:
        /subheading: put quotes around 0b101 if it is text \("0b101"\), or write the number in plain digits \(5\)/,
      build: node => node.subheading,
      expected: 5,
    },
    {
      name: "a signed hexadecimal number (-0x1F)",
      source: withSubheading("-0x1F"),
      line: 2,
      message: /put quotes around -0x1F if it is text/,
      build: node => node.subheading,
      expected: -31,
    },
    {
      name: "a signed octal number (+0o17)",
      source: withSubheading("+0o17"),
      line: 2,
      message: /put quotes around \+0o17 if it is text/,
      build: node => node.subheading,
      expected: 15,
    },
    {
      name: "a signed fraction without its zero (+.5), text to js-yaml",
      source: withSubheading("+.5"),
      line: 2,
      message:
        /subheading: write the number in plain digits \(0\.5\), or put quotes around it if it is text \("\+\.5"\)/,
      build: node => node.subheading,
      expected: "+.5",
    },
    {
      name: "a key that is a date",
      source: GOOD.replace("body:", "2025-06-01: fixture\nbody:"),
      line: 3,
      message: /the key 2025-06-01 is read by the site's build as the text ".*2025.*": put quotes around it/,
      build: node => Object.keys(node).some(key => /2025 00:00:00/.test(key)),
      expected: true,
    },
    {
      name: "a key that is a number (0b11)",
      source: GOOD.replace("body:", "0b11: fixture\nbody:"),
      line: 3,
      message: /the key 0b11 is read by the site's build as the text "3"/,
      build: node => node["3"],
      expected: "fixture",
    },
    {
      name: "a key that is empty (~)",
      source: GOOD.replace("body:", "~: fixture\nbody:"),
      line: 3,
      message: /the key ~ is read by the site's build as the text "null": put quotes around it \("~"\)/,
      build: node => node.null,
      expected: "fixture",
    },
  ]

  it.each(disagreements)(
    "$name: the check refuses it on its line, saying what to write",
    async ({ source, line, message, build, expected }) => {
      await expectRefused(source, line, message)
      const [node] = await transform(source)
      expect(build(node)).toEqual(expected)
      // What the strict reader alone would have let through.
      expect(build(parse(source) as Record<string, unknown>)).not.toEqual(expected)
    }
  )

  /* What js-yaml stops on, where the strict reader reads on: the build would fail, naming no line. */
  const buildStopsOn: { name: string; source: string; line: number; message: RegExp }[] = [
    {
      name: "an invisible control character (U+0007)",
      source: withSubheading("A fictional\u0007 page"),
      line: 2,
      message: /holds an invisible control character \(U\+0007.*: delete it/,
    },
    {
      name: "lists nested more than 100 deep",
      source: GOOD.replace("body:", `extra: ${"[".repeat(101)}${"]".repeat(101)}\nbody:`),
      line: 3,
      message: /cannot be read by the site's build \(gatsby-transformer-yaml\): nesting exceeded maxDepth/,
    },
    {
      name: "a key left out (: value)",
      source: GOOD.replace("body:", ": fixture\nbody:"),
      line: 3,
      message: /cannot be read by the site's build \(gatsby-transformer-yaml\)/,
    },
  ]

  it.each(buildStopsOn)(
    "$name: the check refuses it on its line, as the build's reader cannot read it",
    async ({ source, line, message }) => {
      expect(parse(source)).toBeTruthy()
      await expect(transform(source)).rejects.toThrow()
      await expectRefused(source, line, message)
    }
  )

  /*
   * Forms a YAML 1.1 reader takes otherwise, which js-yaml 4 and `yaml` 2 read alike today: nothing
   * to refuse for the reading (the schema still wants text where text belongs). Should a js-yaml
   * upgrade read one otherwise, the check refuses it and this table says so.
   */
  const alike: { name: string; written: string; read: unknown }[] = [
    { name: "an octal number (0o17)", written: "0o17", read: 15 },
    { name: "digits grouped with underscores (1_000)", written: "1_000", read: "1_000" },
    { name: "a fraction without its zero, with an exponent (.5e3)", written: ".5e3", read: 500 },
    { name: "an octal-looking number (012)", written: "012", read: 12 },
    { name: "a sexagesimal number (1:30)", written: "1:30", read: "1:30" },
    { name: "yes", written: "yes", read: "yes" },
    { name: "no", written: "no", read: "no" },
    { name: "on", written: "on", read: "on" },
    { name: "off", written: "off", read: "off" },
    { name: "~", written: "~", read: null },
    { name: "Null", written: "Null", read: null },
    { name: "NULL", written: "NULL", read: null },
    { name: "an anchor and its alias", written: "*same", read: "Lost in a fixture" },
  ]

  it.each(alike)("$name is read alike by both: $read", async ({ written, read }) => {
    const source = withSubheading(written).replace("heading: Lost", "heading: &same Lost")
    const parsed = parseContentYaml(source)
    expect(parsed.ok && (parsed.data as Record<string, unknown>).subheading).toEqual(read)
    const [node] = await transform(source)
    expect(node.subheading).toEqual(read)
    expect(check(source).filter(line => /site's build/.test(line))).toEqual([])
  })

  it("a UTF-8 byte-order mark is read past by both", async () => {
    const source = Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from(GOOD)])
    expect(check(source)).toEqual([])
    const [node] = await transform(source)
    expect(node).toMatchObject({ heading: "Lost in a fixture" })
  })

  it("a boolean written as yes is refused on its line, saying YAML reads it as a word", () => {
    fs.mkdirSync(path.join(contentDir, "legal"), { recursive: true })
    const legal = page([
      "slug: fixture-policy",
      "seo:",
      "  title: Fixture policy",
      `  description: ${"A fictional policy for the parser test, long enough for the description's rule. ".repeat(2).trim()}`,
      "  image:",
      "    src: ../images/your-story.jpg",
      "    alt: A fictional picture",
      "heading: Fixture policy",
      'lastUpdated: "2025-06-01"',
      "intro:",
      "  - A fictional paragraph.",
      "sections:",
      "  - heading: Fixture section",
      "    body:",
      "      - A fictional paragraph.",
      "    consentSettings: yes",
    ])
    fs.mkdirSync(path.join(contentDir, "images"), { recursive: true })
    fs.copyFileSync(
      path.join(REAL_CONTENT, "images/your-story.jpg"),
      path.join(contentDir, "images/your-story.jpg")
    )
    expect(validateFile(contentDir, "legal/fixture.yaml", legal).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/legal\/fixture\.yaml:16 {2}sections\[0\] "Fixture section" › consentSettings: is the word "yes": write true or false/
      ),
    ])
  })
})

describe("the build's YAML reader", () => {
  const root = path.resolve(__dirname, "../../..")
  it("is gatsby-transformer-yaml, with the type the collection registry names", () => {
    expect(fs.readFileSync(path.join(root, "gatsby-config.ts"), "utf8")).toMatch(/^\s+yamlTransformer,$/m)
    expect(yamlTransformer.resolve).toBe("gatsby-transformer-yaml")
    expect(yamlTransformer.options.typeName({ node: { relativePath: "legal/any.yaml" } })).toBe("LegalPage")
    expect(yamlTransformer.options.typeName({ node: { relativePath: "site.yaml" } })).toBe("SiteSettings")
    const { dependencies = {} } = JSON.parse(
      fs.readFileSync(path.join(root, "package.json"), "utf8")
    ) as Record<string, Record<string, string>>
    expect(dependencies).toHaveProperty("gatsby-transformer-yaml")
  })

  it("gatsby-node makes no YAML nodes of its own", () => {
    expect(fs.readFileSync(path.join(root, "gatsby-node.ts"), "utf8")).not.toMatch(/onCreateNode/)
  })
})
