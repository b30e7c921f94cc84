import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse, stringify } from "yaml"
import { CMS_CONFIG_FILE, cmsConfig, topLevelKeys } from "../../../src/content/generate/cms-config"
import { collections } from "../../../src/content/schema/collections"
import { pageRoutes } from "../../../src/content/routes"
import { contentFiles, houseStyle } from "../../../scripts/cms/content-style"
import { fromFile, toFile } from "../../../scripts/cms/house-yaml"
import { parseContentYaml } from "../../../src/content/content-yaml"
import { formatProblem, validateFile } from "../../../src/content/check/validate"
import { cmsDeployment, repoOfRemote, servedCmsConfig } from "../../../scripts/cms/deployment"

/*
 * The CMS's config is generated from the Zod schemas (npm run schemas) and
 * content/ is written in the one YAML style the CMS writes (npm run format:content):
 * both must be committed as the tools would write them now.
 */

const root = path.resolve(__dirname, "../../..")
const contentDir = path.join(root, "content")

interface Field {
  name: string
  label: string
  widget: string
  required?: boolean
  pattern?: [string, string]
  hint?: string
  options?: string[]
  multiple?: boolean
  fields?: Field[]
  field?: Field
  min?: number
  value_type?: string
}
interface Config {
  publish_mode: string
  backend: { name: string; repo?: string; branch: string; base_url?: string; auth_endpoint?: string }
  local_backend: { url: string }
  collections: {
    name: string
    description?: string
    folder?: string
    media_folder?: string
    public_folder?: string
    fields?: Field[]
    files?: { name: string; file: string; media_folder?: string; public_folder?: string; fields: Field[] }[]
  }[]
}

// Through YAML and back, so undefined values drop out as they do in the committed file.
const config = parse(stringify(cmsConfig(contentDir))) as Config
const collection = (name: string) => config.collections.find(c => c.name === name)!
const fileFields = (collectionName: string, file: string) =>
  collection(collectionName).files!.find(f => f.name === file)!.fields
const at = (fields: Field[], ...names: string[]): Field => {
  const [first, ...rest] = names
  const field = fields.find(f => f.name === first)
  if (!field) throw new Error(`no field ${first}`)
  return rest.length === 0 ? field : at(field.fields ?? [field.field!], ...rest)
}
const matches = (field: Field, value: string) => new RegExp(field.pattern![0]).test(value)

/**
 * The config without the list of pages its link fields accept: that comes from content/ (a legal
 * page or a guide an editor adds is one more), not from the schemas, and the build writes it afresh.
 * A page field's pattern is the pages as alternatives, `^(?:/|/services/|...)`, then `(?:#section)?`
 * for a link, and its message names them.
 */
const withoutPageList = (written: unknown) =>
  JSON.stringify(written)
    .replace(/"\^\(\?:\/[^)"]*\)/g, '"^(?:PAGES)')
    .replace(/must be one of the site's pages \([^)]*\)/g, "must be one of the site's pages (PAGES)")

describe("the CMS config (admin/config.yml)", () => {
  it("is committed exactly as `npm run schemas` would write it now (but for the pages, which are content's)", () => {
    const committed = parse(fs.readFileSync(path.join(root, CMS_CONFIG_FILE), "utf8")) as unknown
    // Both kinds of page field are masked: a link (to:, with an optional #section) and a page's path.
    expect(withoutPageList(config)).toContain('"^(?:PAGES)(?:#[a-z0-9-]+)?$"')
    expect(withoutPageList(config)).toContain('"^(?:PAGES)$"')
    expect(withoutPageList(config)).not.toMatch(/"\^\(\?:\/[|/]/)
    if (withoutPageList(committed) !== withoutPageList(config))
      throw new Error(
        "admin/config.yml is stale: the Zod schemas in src/content changed; run npm run schemas."
      )
  })

  it("sends every change through a pull request on GitHub, or decap-server locally", () => {
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.backend).toMatchObject({ name: "github", branch: "main" })
    expect(config.local_backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/)
  })

  it("makes every content file editable: site.yaml, each page file and the legal folder", () => {
    const files = config.collections.flatMap(c => (c.files ?? []).map(f => f.file))
    const expected = collections.filter(c => !c.pattern.includes("*")).map(c => `content/${c.pattern}`)
    expect(files.sort()).toEqual(expected.sort())
    expect(collection("legal").folder).toBe("content/legal")
  })

  it("uploads pictures into content/images/ and writes paths relative to the YAML file", () => {
    expect(collection("pages")).toMatchObject({ media_folder: "../images", public_folder: "../images" })
    expect(collection("legal")).toMatchObject({ media_folder: "../images", public_folder: "../images" })
    expect(collection("settings").files![0]).toMatchObject({
      media_folder: "images",
      public_folder: "images",
    })
    const image = at(fileFields("pages", "home"), "engagement", "image")
    expect(at(image.fields!, "src").widget).toBe("image")
    expect(at(image.fields!, "alt")).toMatchObject({ widget: "string" })
    expect(at(image.fields!, "alt").required).toBeUndefined() // required: Decap's default
  })

  it("carries required fields, length limits and hints from the schemas", () => {
    const home = fileFields("pages", "home")
    expect(at(home, "hero", "heading")).toMatchObject({ widget: "string" })
    expect(at(home, "hero", "heading").required).toBeUndefined()
    expect(at(home, "hero", "eyebrow").required).toBe(false)
    const description = at(home, "seo", "description")
    expect(matches(description, "x".repeat(119))).toBe(false)
    expect(matches(description, "x".repeat(140))).toBe(true)
    expect(matches(description, "x".repeat(161))).toBe(false)
    expect(description.hint).toMatch(/120-160/)
  })

  it("refuses links to pages that do not exist, using the route registry", () => {
    const to = at(fileFields("pages", "home"), "closing", "cta", "to")
    for (const route of pageRoutes(contentDir)) expect(matches(to, route.path)).toBe(true)
    expect(matches(to, "/services/#family-jewellery")).toBe(true)
    // A field meant for a page of the site takes only one.
    expect(matches(to, "https://www.instagram.com/maisonverre")).toBe(false)
    expect(matches(to, "/no-such-page/")).toBe(false)
    expect(matches(to, "/services")).toBe(false)
  })

  it("accepts links to a legal page an editor adds, in the config the build writes afresh", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-"))
    fs.cpSync(contentDir, copy, { recursive: true, filter: source => !source.includes(`${path.sep}images`) })
    const model = fs.readFileSync(path.join(contentDir, pageRoutes(contentDir).at(-1)!.file), "utf8")
    fs.writeFileSync(path.join(copy, "legal/returns.yaml"), model.replace(/^slug: .*$/m, "slug: returns"))
    const served = parse(stringify(cmsConfig(copy))) as Config
    const to = at(served.collections.find(c => c.name === "pages")!.files![0].fields, "closing", "cta", "to")
    expect(matches(to, "/returns/")).toBe(true)
    fs.rmSync(copy, { recursive: true, force: true })
  })

  it("refuses a phone number that is not one, and malformed pixel ids, times and slugs", () => {
    const site = fileFields("settings", "site")
    const e164 = at(site, "phone", "e164")
    expect(matches(e164, "+6560001234")).toBe(true)
    expect(matches(e164, "6000 1234")).toBe(false)
    expect(matches(at(site, "tracking", "metaPixelId"), "123456789012345")).toBe(true)
    expect(matches(at(site, "tracking", "metaPixelId"), "12 34")).toBe(false)
    expect(matches(at(site, "openingHours", "periods", "opens"), "11:00")).toBe(true)
    expect(matches(at(site, "openingHours", "periods", "opens"), "11am")).toBe(false)
    const slug = at(collection("legal").fields!, "slug")
    expect(matches(slug, "terms")).toBe(true)
    expect(matches(slug, "Terms Of Use")).toBe(false)
  })

  it("turns enums into selects, booleans, numbers and lists into their widgets", () => {
    const site = fileFields("settings", "site")
    expect(at(site, "tracking", "consentMode")).toMatchObject({
      widget: "select",
      options: ["notice", "opt-in"],
    })
    expect(at(site, "openingHours", "periods", "days")).toMatchObject({
      widget: "select",
      multiple: true,
      min: 1,
    })
    expect(at(site, "openingHours", "byAppointment").widget).toBe("boolean")
    expect(at(site, "copyrightYear")).toMatchObject({ widget: "number", value_type: "int" })
    const lists: [Field[], string[]][] = [
      [site, ["social"]],
      [site, ["policies"]],
      [site, ["openingHours", "periods"]],
      [fileFields("pages", "home"), ["pictureThis", "cards"]],
      [fileFields("pages", "home"), ["journey", "steps"]],
      [fileFields("pages", "engagement-rings"), ["faq", "items"]],
      [fileFields("pages", "services"), ["services"]],
      [fileFields("pages", "stories"), ["stories"]],
      [collection("legal").fields!, ["sections"]],
      [collection("legal").fields!, ["intro"]],
    ]
    for (const [fields, names] of lists)
      expect({ names, widget: at(fields, ...names).widget }).toEqual({ names, widget: "list" })
  })

  it("moves the editors' notes from the YAML comments into hints, and names the placeholders", () => {
    const site = fileFields("settings", "site")
    expect(at(site, "tracking", "consentMode").hint).toMatch(/opt-in: pixels wait/)
    expect(at(site, "tracking", "metaPixelId").hint).toMatch(/GATSBY_META_PIXEL_ID/)
    expect(at(site, "whatsapp", "messages").hint).toMatch(/pre-filled/)
    expect(collection("pages").description).toMatch(/\{email\}.*\{policy\.<id>\}/)
    expect(collection("legal").description).toMatch(/\{days\}/)
    for (const file of fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" }))
      if (file.endsWith(".yaml"))
        expect({
          file,
          comments: /^\s*#/m.test(fs.readFileSync(path.join(contentDir, file), "utf8")),
        }).toEqual({
          file,
          comments: false,
        })
  })
})

describe("the CMS on a deployed site: which repository, which login (scripts/cms/deployment.ts)", () => {
  const noOrigin = () => undefined
  const committed = parse(fs.readFileSync(path.join(root, CMS_CONFIG_FILE), "utf8")) as Record<
    string,
    unknown
  >

  it("reads owner/name from the GitHub remote URLs git writes, and nothing from other hosts", () => {
    for (const url of [
      "https://github.com/acme/atelier-site.git",
      "https://github.com/acme/atelier-site",
      "https://x-access-token:secret@github.com/acme/atelier-site.git",
      "git@github.com:acme/atelier-site.git",
      "ssh://git@github.com/acme/atelier-site.git",
    ])
      expect({ url, repo: repoOfRemote(url) }).toEqual({ url, repo: "acme/atelier-site" })
    for (const url of [
      "https://gitlab.com/acme/atelier-site.git",
      "/work/main",
      "https://github.com/acme",
      "https://github.com.evil.test/acme/site",
    ])
      expect({ url, repo: repoOfRemote(url) }).toEqual({ url, repo: undefined })
  })

  it("takes GITHUB_REPOSITORY first, then the origin remote, and says when it has neither", () => {
    const origin = jest.fn(() => "git@github.com:fork-owner/site.git")
    expect(cmsDeployment({ GITHUB_REPOSITORY: "acme/atelier-site" }, origin)).toMatchObject({
      repo: "acme/atelier-site",
      source: "GITHUB_REPOSITORY",
    })
    expect(origin).not.toHaveBeenCalled()
    expect(cmsDeployment({ GITHUB_REPOSITORY: "" }, origin)).toMatchObject({
      repo: "fork-owner/site",
      source: "the git remote origin",
    })
    expect(cmsDeployment({}, noOrigin)).toMatchObject({ repo: undefined, source: /no git remote origin/ })
    expect(cmsDeployment({}, () => "/work/main")).toMatchObject({
      repo: undefined,
      source: /\(\/work\/main\) is not on github\.com/,
    })
  })

  it("refuses a malformed repository or OAuth proxy, naming the variable", () => {
    expect(() => cmsDeployment({ GITHUB_REPOSITORY: "atelier-site" }, noOrigin)).toThrow(
      /^GITHUB_REPOSITORY is/
    )
    const proxy = (base: string, endpoint?: string) => () =>
      cmsDeployment({ CMS_OAUTH_BASE_URL: base, CMS_OAUTH_AUTH_ENDPOINT: endpoint }, noOrigin)
    // Decap takes the login pop-up's answer only from exactly base_url: an origin, with no path.
    expect(proxy("https://cms-auth.acme.workers.dev/auth")).toThrow(/^CMS_OAUTH_BASE_URL is .*origin only/)
    expect(proxy("http://cms-auth.acme.test")).toThrow(/^CMS_OAUTH_BASE_URL is/)
    expect(proxy("cms-auth.acme.workers.dev")).toThrow(/^CMS_OAUTH_BASE_URL is/)
    expect(proxy("https://cms-auth.acme.workers.dev", "https://x")).toThrow(/^CMS_OAUTH_AUTH_ENDPOINT is/)
    expect(() => cmsDeployment({ CMS_OAUTH_AUTH_ENDPOINT: "auth" }, noOrigin)).toThrow(
      /^CMS_OAUTH_AUTH_ENDPOINT is set without CMS_OAUTH_BASE_URL/
    )
    expect(proxy("https://cms-auth.acme.workers.dev/", "/oauth/auth/")()).toMatchObject({
      baseUrl: "https://cms-auth.acme.workers.dev",
      authEndpoint: "oauth/auth",
    })
  })

  it("serves the committed config with the repository in Decap's GitHub backend, and base_url only when given", () => {
    expect((committed.backend as Record<string, unknown>).repo).toBeUndefined()
    const onNetlify = servedCmsConfig(
      committed,
      cmsDeployment({ GITHUB_REPOSITORY: "acme/atelier-site" }, noOrigin)
    )
    // Netlify's OAuth provider is Decap's default: no base_url, no auth_endpoint.
    expect(onNetlify.backend).toEqual({
      name: "github",
      repo: "acme/atelier-site",
      branch: "main",
      squash_merges: true,
    })
    // Decap's GitHub backend splits repo at its one slash; its schema allows only url and allowed_hosts here.
    expect(Object.keys(onNetlify.local_backend as object).sort()).toEqual(["allowed_hosts", "url"])
    expect({ ...onNetlify, backend: committed.backend }).toEqual(committed)
    const withProxy = servedCmsConfig(
      committed,
      cmsDeployment(
        {
          GITHUB_REPOSITORY: "acme/atelier-site",
          CMS_OAUTH_BASE_URL: "https://cms-auth.acme.workers.dev",
          CMS_OAUTH_AUTH_ENDPOINT: "auth",
        },
        noOrigin
      )
    )
    expect(withProxy.backend).toMatchObject({
      name: "github",
      repo: "acme/atelier-site",
      base_url: "https://cms-auth.acme.workers.dev",
      auth_endpoint: "auth",
    })
    // No repository known: the backend stays as committed (Decap then names the missing repo on login).
    expect(servedCmsConfig(committed, cmsDeployment({}, noOrigin))).toEqual(committed)
  })
})

describe("the house YAML style (scripts/cms/house-yaml.ts)", () => {
  it("is the style of every file under content/ (run npm run format:content)", () => {
    const differing = contentFiles(contentDir).filter(file => {
      const source = fs.readFileSync(path.join(contentDir, file), "utf8")
      return houseStyle(file, source) !== source
    })
    expect(differing).toEqual([])
  })

  it("keeps date-, number- and time-like strings quoted, so any YAML reader (1.1 or 1.2) reads strings", () => {
    const written = toFile({ lastUpdated: "2025-06-01", postalCode: "069000", opens: "11:00", on: "yes" })
    expect(written).toContain('lastUpdated: "2025-06-01"')
    expect(written).toContain('postalCode: "069000"')
    expect(written).toContain('opens: "11:00"')
    expect(fromFile(written)).toEqual({
      lastUpdated: "2025-06-01",
      postalCode: "069000",
      opens: "11:00",
      on: "yes",
    })
  })

  it("writes a dated entry that the content check passes: its dates read as the same text by the check and the build", () => {
    // A legal page as the CMS hands it to the writer: its date is the text the form's string widget holds.
    const legal = fs.readdirSync(path.join(contentDir, "legal")).find(name => name.endsWith(".yaml"))
    const entry = fromFile(fs.readFileSync(path.join(contentDir, "legal", legal ?? ""), "utf8")) as Record<
      string,
      unknown
    >
    const dated = { ...entry, lastUpdated: "2031-02-03" }
    const written = toFile(dated, topLevelKeys(`legal/${legal}`))
    expect(written).toContain('lastUpdated: "2031-02-03"')
    const read = parseContentYaml(written)
    expect(read.ok && read.data).toEqual(dated)
    expect(validateFile(contentDir, `legal/${legal}`, written).map(formatProblem)).toEqual([])
  })

  it("quotes text the build's js-yaml would read as a number or a date, so the check never refuses what the CMS saves", () => {
    const texts = [
      "2025-6-1 10:00:00",
      "2025-06-01T10:00:00Z",
      "-0x1F",
      "+0x1",
      "0b101",
      "-0o17",
      "+.5",
      "1_000",
    ]
    const data = { texts, ...Object.fromEntries(texts.map((text, index) => [`field${index}`, text])) }
    const read = parseContentYaml(toFile(data))
    expect(read.ok ? read.data : read.refusals).toEqual(data)
  })

  it("folds long strings, orders top-level keys by the schema and leaves empty values empty", () => {
    const long = "word ".repeat(40).trim()
    const written = toFile({ b: { text: long }, a: "x", tracking: { metaPixelId: null } }, [
      "a",
      "tracking",
      "b",
    ])
    expect(written.startsWith("a: x\n\ntracking:\n  metaPixelId:\n\nb:\n  text: >-\n    word word")).toBe(
      true
    )
    expect(Math.max(...written.split("\n").map(line => line.length))).toBeLessThanOrEqual(96)
    expect(fromFile(written)).toEqual({ a: "x", tracking: { metaPixelId: null }, b: { text: long } })
  })
})
