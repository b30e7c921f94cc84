import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Node } from "gatsby"
import { formatProblem, validateFile } from "../../src/content/validate"
import { createYamlNode, shouldCreateYamlNode } from "../../src/node/yaml-nodes"

/*
 * The content check and the build read a YAML file with one function (src/content/content-yaml.ts),
 * so what the check accepts the build reads the same way, and what one refuses the other refuses.
 * Each case below is one where gatsby-transformer-yaml's js-yaml 4 and the check's `yaml` 2 used to
 * disagree, or a YAML feature an editor may meet. Each runs through both: the check
 * (validateFile, as npm run check:content and onPreBootstrap run it) and the build's node creation
 * (createYamlNode, what gatsby-node.ts's onCreateNode runs). The documents are fictional.
 */

const REAL_CONTENT = path.resolve(__dirname, "../../content")
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

/** What the check says about the file: its formatted lines. */
const check = (bytes: Uint8Array | string) => validateFile(contentDir, FILE, bytes).map(formatProblem)

/** What the build does with the file: the node it makes, or the message it stops on. */
async function build(bytes: Uint8Array | string): Promise<{ node?: Record<string, unknown>; stop?: string }> {
  const file = path.join(contentDir, FILE)
  fs.writeFileSync(file, bytes)
  const created: Record<string, unknown>[] = []
  const stops: string[] = []
  const node = {
    id: "file-node",
    absolutePath: file,
    relativePath: FILE,
    children: [],
    parent: null,
    internal: { type: "File", mediaType: "text/yaml", contentDigest: "", owner: "" },
  } as unknown as Node
  expect(shouldCreateYamlNode({ node })).toBe(true)
  await (createYamlNode as (args: object) => Promise<void>)({
    node,
    actions: {
      createNode: (child: Record<string, unknown>) => created.push(child),
      createParentChildLink: () => undefined,
    },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
    reporter: { panicOnBuild: (message: string) => stops.push(message) },
  })
  return { node: created[0], stop: stops[0] }
}

/** The fields a page's node holds, without Gatsby's own. */
const fieldsOf = (node: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(node ?? {}).filter(([key]) => !["id", "children", "parent", "internal"].includes(key))
  )

describe("one reader for the check and the build", () => {
  it("a good file passes the check and becomes one node of its collection's type, a child of its file", async () => {
    expect(check(GOOD)).toEqual([])
    const { node, stop } = await build(GOOD)
    expect(stop).toBeUndefined()
    expect(node).toMatchObject({ parent: "file-node", internal: { type: "NotFoundPage" } })
    expect(fieldsOf(node)).toMatchObject({
      heading: "Lost in a fixture",
      cta: { label: "Fixture home", to: "/" },
    })
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
    "$name: the check refuses it on its line, and the build stops on the same words",
    async ({ source, line, message }) => {
      const where = `content/${FILE}${line ? `:${line}` : ""}`
      const lines = check(source)
      expect(lines).toContainEqual(expect.stringMatching(message))
      expect(lines.find(text => message.test(text))?.startsWith(`${where}  `)).toBe(true)

      const { node, stop } = await build(source)
      expect(node).toBeUndefined()
      expect(stop).toMatch(message)
      expect(stop?.startsWith(`${where} `)).toBe(true)
    }
  )

  const read: {
    name: string
    source: string | Uint8Array
    expected: Record<string, unknown>
    check: RegExp[]
  }[] = [
    {
      name: "yes and on are words in YAML 1.2, for the check and the build alike",
      source: GOOD.replace("subheading: A fictional page", "subheading: yes"),
      expected: { subheading: "yes" },
      check: [],
    },
    {
      name: "an unquoted date stays text (js-yaml made it a Date)",
      source: GOOD.replace("subheading: A fictional page", "subheading: 2025-06-01"),
      expected: { subheading: "2025-06-01" },
      check: [],
    },
    {
      name: "an anchor and its alias are read as the same value",
      source: GOOD.replace("heading: Lost in a fixture", "heading: &same Lost in a fixture").replace(
        "subheading: A fictional page",
        "subheading: *same"
      ),
      expected: { heading: "Lost in a fixture", subheading: "Lost in a fixture" },
      check: [],
    },
    {
      name: "a UTF-8 byte-order mark is read past",
      source: Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from(GOOD)]),
      expected: { heading: "Lost in a fixture" },
      check: [],
    },
  ]

  it.each(read)("$name", async ({ source, expected, check: problems }) => {
    expect(check(source)).toEqual(problems)
    const { node, stop } = await build(source)
    expect(stop).toBeUndefined()
    expect(fieldsOf(node)).toMatchObject(expected)
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

describe("the build has no second YAML reader", () => {
  const root = path.resolve(__dirname, "../..")
  it("gatsby-config loads no YAML transformer, and none is installed as a dependency", () => {
    expect(fs.readFileSync(path.join(root, "gatsby-config.ts"), "utf8")).not.toMatch(/transformer-yaml/)
    const { dependencies = {}, devDependencies = {} } = JSON.parse(
      fs.readFileSync(path.join(root, "package.json"), "utf8")
    ) as Record<string, Record<string, string>>
    expect(Object.keys({ ...dependencies, ...devDependencies }).filter(name => /yaml/.test(name))).toEqual([
      "yaml",
    ])
  })

  it("gatsby-node hands every YAML file to the check's reader", () => {
    const gatsbyNode = fs.readFileSync(path.join(root, "gatsby-node.ts"), "utf8")
    expect(gatsbyNode).toMatch(/export const onCreateNode\b.*= createYamlNode/)
    expect(gatsbyNode).toMatch(/export const shouldOnCreateNode = shouldCreateYamlNode/)
  })
})
