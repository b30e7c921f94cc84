import createCache from "@emotion/cache"
import { act, render, screen, within } from "@testing-library/react"
import fs from "node:fs"
import path from "node:path"
import * as React from "react"
import { parse } from "yaml"
import { bookingDisclosure } from "../../../src/contact/booking-disclosure"
import { collectionFor } from "../../../src/content/schema/collections"
import { PLACEHOLDER } from "../../../src/content/facts"
import { guidePath } from "../../../src/content/guide-paths"
import { DESIGN_PATH } from "../../../src/content/design"
import { LIST_PAGE_SIZE, newestFirst } from "../../../src/content/commissions/commission-facets"
import { readContent, type ContentFile, type ContentOf } from "../../../src/content/read-content"
import { yamlFiles } from "../../../src/content/check/validate"
import { Preview, registerPreviews } from "../../../scripts/cms/preview"
import { pageFor, pagesShowing, type PageModule, type PreviewSetup } from "../../../scripts/cms/preview-pages"
import type { Cms } from "../../../scripts/cms/decap"
import { documentsWith, previewData } from "../../../scripts/cms/preview-data"
import { pageFiles, previewBuild, type PreviewTemplate } from "../../../scripts/cms/preview-schema"

/*
 * The CMS preview draws every content file with the site's own pages and
 * sections, through their own queries: each entry as its YAML reads (facts
 * unfilled, pictures as paths), the way Decap hands it over. The bundle's
 * stand-ins for "gatsby" and the third parties' loader are the ones used here.
 */

jest.mock("gatsby", () => jest.requireActual<object>("../../../scripts/cms/preview-gatsby"))
jest.mock("../../../src/contact/third-party-script", () =>
  jest.requireActual<object>("../../../scripts/cms/preview-third-party-script")
)

const root = path.resolve(__dirname, "../../..")
const content = path.join(root, "content")
const yaml = (file: string) =>
  parse(fs.readFileSync(path.join(content, file), "utf8")) as Record<string, unknown>

const pages: PageModule[] = pageFiles(path.join(root, "src/pages")).map(
  file => require(path.join(root, "src/pages", file)) as PageModule
)

// jsdom has no IntersectionObserver; the turntable waits for one to say it is near the screen.
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { IntersectionObserver: NeverIntersecting })

let setup: PreviewSetup
beforeAll(async () => {
  setup = { build: await previewBuild(content), pages }
})
// A test that fails midway leaves no spy on console.error for the next one to read.
afterEach(() => jest.restoreAllMocks())

/** Every content file, with the preview template Decap shows it in. */
const files = yamlFiles(content)
const templateOf = (file: string): PreviewTemplate => {
  const type = collectionFor(file)?.type
  const template = setup.build.templates.find(candidate => candidate.type === type)
  if (!template) throw new Error(`no preview template for ${file}`)
  return template
}

const asset = (file: string) => `https://cms.example.test/${file.replace(/^(\.\.\/)+/, "")}`

function preview(file: string, entry = yaml(file), site = yaml("site.yaml"), using = setup) {
  return render(
    <Preview
      setup={using}
      template={templateOf(file)}
      entry={entry}
      path={`content/${file}`}
      site={site}
      asset={asset}
      cache={createCache({ key: "test" })}
    />
  )
}

describe.each(files)("the preview of content/%s", file => {
  it("draws with the site's own components, its facts and promises filled in", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const { container } = preview(file)
    expect(screen.queryByRole("alert")).toBeNull()
    // Nothing goes wrong on the way, but the 404 page's own report of the path it was shown at.
    expect(errors.mock.calls.filter(([message]) => !String(message).startsWith("404: no page at"))).toEqual(
      []
    )
    const text = container.textContent ?? ""
    expect(text.length).toBeGreaterThan(100)
    expect(text.match(new RegExp(PLACEHOLDER.source, "g")) ?? []).toEqual([])
  })
})

describe("the preview", () => {
  it("finds the page file that asks for each type of entry, or a page that shows it, and the site settings draw the navigation and footer", () => {
    for (const { type } of setup.build.templates.filter(({ type }) => type !== "SiteSettings"))
      expect(pageFor(type, pages) ?? pagesShowing(type, setup)[0]).toBeDefined()
    preview("site.yaml")
    expect(screen.getByRole("navigation", { name: /main/i })).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  })

  it("shows what the editor types, through the section's own fragment", () => {
    const home = yaml("pages/home.yaml")
    const hero = home.hero as Record<string, unknown>
    preview("pages/home.yaml", { ...home, hero: { ...hero, heading: "A Fictional Heading, Typed Just Now" } })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A Fictional Heading, Typed Just Now")
  })

  it("fills a placeholder the editor types from the site settings, as the build does", () => {
    const home = yaml("pages/home.yaml")
    const site = yaml("site.yaml")
    preview(
      "pages/home.yaml",
      { ...home, hero: { ...(home.hero as object), heading: "Made by {brand}" } },
      site
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Made by ${String(site.name)}`)
  })

  it("shows each picture from the address Decap gives it, with its alt text", () => {
    const home = yaml("pages/home.yaml")
    const image = (home.hero as { image: { src: string; alt: string } }).image
    preview("pages/home.yaml")
    const picture = screen.getAllByRole("img").find(img => img.getAttribute("src") === asset(image.src))
    expect(picture).toBeDefined()
  })

  it("draws a piece's own pictures from Decap, and any other picture from the admin's smaller copy", () => {
    const [file, other] = files.filter(name => name.startsWith("commissions/"))
    const copyOf = (named: string) => `pictures/${path.posix.basename(named)}.webp`
    const copies = Object.fromEntries(Object.keys(setup.build.pictures).map(named => [named, copyOf(named)]))
    preview(file, undefined, undefined, { ...setup, build: { ...setup.build, copies } })
    // Below the first screen, gatsby-plugin-image holds a picture's address in data-src until it is near.
    const shown = screen
      .getAllByRole("img")
      .map(img => img.getAttribute("src") ?? img.getAttribute("data-src"))
    const own = yaml(file).pictures as { src: string }[]
    const related = (yaml(other).pictures as { src: string }[])[0].src.replace(/^(\.\.\/)+/, "")
    expect(shown).toEqual(expect.arrayContaining([...own.map(({ src }) => asset(src)), copyOf(related)]))
    expect(shown).not.toContain(asset(related))
  })

  it("draws /commissions/ with its first page of pieces, newest first, however many there are", () => {
    const pieces = setup.build.documents.Commission
    const many = Array.from({ length: LIST_PAGE_SIZE * 2 }, (_, n) => ({
      ...pieces[n % pieces.length],
      id: `content/commissions/piece-${n}.yaml`,
      slug: `piece-${n}`,
      year: 2000 + n,
    }))
    preview("pages/commissions.yaml", undefined, undefined, {
      ...setup,
      build: { ...setup.build, documents: { ...setup.build.documents, Commission: many } },
    })
    const listed = [
      ...new Set(
        screen
          .getAllByRole("link")
          .map(link => link.getAttribute("href") ?? "")
          .filter(href => /^\/commissions\/piece-\d+\/$/.test(href))
      ),
    ]
    const newest = newestFirst(many).slice(0, LIST_PAGE_SIZE)
    expect(listed).toEqual(newest.map(({ slug }) => `/commissions/${slug}/`))
  })

  it("writes the privacy page's booking paragraphs only when the site settings offer booking", () => {
    const legal = fs.readdirSync(path.join(content, "legal")).map(name => `legal/${name}`)
    const file = legal.find(name => JSON.stringify(yaml(name)).includes('"bookingDisclosure":true'))
    if (!file) return // no legal page carries the booking section
    const site = { ...yaml("site.yaml"), booking: { provider: "calendly", label: "Fictional booking label" } }
    const [first] = bookingDisclosure("calendly", "Fictional booking label")
    preview(file, yaml(file), site)
    expect(screen.getByText(first)).toBeInTheDocument()
    const { container } = preview(file, yaml(file), { ...site, booking: undefined })
    expect(within(container).queryByText(first)).toBeNull()
  })

  it("draws a half-written page as far as it can, and says why when it cannot", () => {
    // React reports the error it caught; the alert is what the editor sees.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    preview("pages/home.yaml", { hero: { heading: "Only a Fictional Heading So Far" } })
    expect(screen.getByRole("alert")).toHaveTextContent(/cannot draw this page/)
  })
})

describe("what a page reads of other files", () => {
  const guideFiles = files.filter(file => collectionFor(file)?.type === "Guide") as ContentFile[]
  const guides = () => guideFiles.map(file => readContent(file) as ContentOf<"guides/x.yaml">)

  it("lists every guide on /guides/ as the build does, under the index's heading as the editor types it", () => {
    const index = yaml("pages/guides.yaml")
    const { container } = preview("pages/guides.yaml", {
      ...index,
      intro: { ...(index.intro as object), heading: "A Fictional Index Heading" },
    })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A Fictional Index Heading")
    // Most recently updated first, then by title: the order of the page's own query.
    const order = guides()
      .sort((a, b) => b.updated.localeCompare(a.updated) || a.heading.localeCompare(b.heading))
      .map(({ slug }) => guidePath(slug))
    const listed = [...container.querySelectorAll("main li h2 a")].map(link => link.getAttribute("href"))
    expect(listed).toEqual(order)
  })

  it("draws a guide with the heading the editor types, and a {policy.*} it names filled in", () => {
    const [file] = guideFiles
    const [policy] = readContent("site.yaml").policies
    const { container } = preview(file, {
      ...yaml(file),
      heading: "A Fictional Guide Heading",
      lead: `A fictional lead. {policy.${policy.id}}`,
    })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A Fictional Guide Heading")
    expect(container).toHaveTextContent(`A fictional lead. ${policy.text}`)
  })

  it("draws a new guide, not yet saved (no file yet), on its own page", () => {
    const [file] = guideFiles
    render(
      <Preview
        setup={setup}
        template={templateOf(file)}
        entry={{ ...yaml(file), slug: "a-fictional-guide", heading: "A Fictional New Guide" }}
        site={yaml("site.yaml")}
        asset={asset}
        cache={createCache({ key: "test" })}
      />
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A Fictional New Guide")
  })

  it("draws the ring-size table on a guide that shows it, with the editor's changes, and says every page it shows on", () => {
    const table = yaml("data/ring-sizes.yaml")
    const columns = table.columns as Record<string, object>
    preview("data/ring-sizes.yaml", {
      ...table,
      columns: { ...columns, us: { ...columns.us, label: "Fictional Sizes" } },
    })
    expect(screen.getByRole("columnheader", { name: "Fictional Sizes" })).toBeInTheDocument()
    const showing = guides().filter(guide => guide.sections.some(section => section.sizeChart))
    expect(showing.length).toBeGreaterThan(0)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(showing[0].heading)
    const note = screen.getByRole("note", { name: "Where this shows on the site" })
    for (const { slug } of showing) expect(note).toHaveTextContent(guidePath(slug))
    // The ring designer offers its sizes too, by the same label.
    expect(note).toHaveTextContent(DESIGN_PATH)
  })

  it("gives a guide's page its WhatsApp message, joined into the site settings as the build joins it", () => {
    const [file] = guideFiles
    const guide = yaml(file)
    const site = yaml("site.yaml")
    const documents = documentsWith(setup.build.documents, [
      {
        type: "Guide",
        document: { ...guide, whatsapp: "A fictional message from {brand}", id: `content/${file}` },
      },
    ])
    const { siteSettings } = previewData({ build: setup.build, documents, asset }).run<{
      siteSettings: { whatsapp: { messages: { path: string; text: string }[] } }
    }>("query Messages { siteSettings { whatsapp { messages { path text } } } }")
    expect(siteSettings.whatsapp.messages).toContainEqual({
      path: guidePath(String(guide.slug)),
      text: `A fictional message from ${String(site.name)}`,
    })
  })
})

describe("a page that cannot be drawn", () => {
  it("troubles no other entry: only the page that draws the entry runs", () => {
    const Unfinished = () => {
      throw new Error("a fictional page that cannot draw")
    }
    // Asks for a type no page draws, so it is the one found for it.
    const unfinished = { default: Unfinished, query: "query FictionalPage { ringSizes { id } }" }
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const withUnfinished = { ...setup, pages: [...pages, unfinished] }
    preview("pages/home.yaml", undefined, undefined, withUnfinished)
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
  })
})

describe("Decap's templates", () => {
  it('are one per name, and the entry\'s collection says which page draws it (the /guides/ file and the guides folder are both "guides")', async () => {
    const registered = new Map<string, object[]>()
    Object.assign(window, { createClass: (spec: object) => spec, h: () => null })
    registerPreviews(
      {
        registerPreviewTemplate: (name: string, spec: object) =>
          registered.set(name, [...(registered.get(name) ?? []), spec]),
        registerPreviewStyle: () => undefined,
      } as unknown as Cms,
      setup,
      "fonts.css"
    )
    expect([...registered.values()].every(specs => specs.length === 1)).toBe(true)
    const immutable = (value: Record<string, unknown>) => ({
      get: (key: string) => value[key],
      toJS: () => value,
    })
    const site = yaml("site.yaml")
    const draw = (collection: string, file: string, entry: Record<string, unknown>) => {
      const { name } = setup.build.templates.find(
        template => template.collection === collection && template.type === collectionFor(file)?.type
      )!
      const node = document.body.appendChild(document.createElement("div"))
      const instance = Object.assign(Object.create(registered.get(name)![0]) as object, {
        node,
        props: {
          entry: immutable({ data: entry, path: `content/${file}` }),
          collection: immutable({ name: collection }),
          getAsset: asset,
          getCollection: () => Promise.resolve(immutable({ data: site })),
        },
      }) as unknown as { componentDidMount(): void; componentWillUnmount(): void }
      act(() => instance.componentDidMount())
      return { node, unmount: () => act(() => instance.componentWillUnmount()) }
    }
    const index = yaml("pages/guides.yaml")
    const asIndex = draw("pages", "pages/guides.yaml", {
      ...index,
      intro: { ...(index.intro as object), heading: "A Fictional Index Heading" },
    })
    expect(await within(asIndex.node).findByRole("heading", { level: 1 })).toHaveTextContent(
      "A Fictional Index Heading"
    )
    asIndex.unmount()
    const guideFile = files.find(file => collectionFor(file)?.type === "Guide")!
    const asGuide = draw("guides", guideFile, { ...yaml(guideFile), heading: "A Fictional Guide Heading" })
    expect(await within(asGuide.node).findByRole("heading", { level: 1 })).toHaveTextContent(
      "A Fictional Guide Heading"
    )
    asGuide.unmount()
  })
})
