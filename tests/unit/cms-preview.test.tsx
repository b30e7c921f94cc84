import createCache from "@emotion/cache"
import { render, screen, within } from "@testing-library/react"
import fs from "node:fs"
import path from "node:path"
import * as React from "react"
import { parse } from "yaml"
import { bookingDisclosure } from "../../src/contact/booking-disclosure"
import { collectionFor } from "../../src/content/collections"
import { PLACEHOLDER } from "../../src/content/facts"
import { Preview, pageFor, type PageModule, type PreviewSetup } from "../../scripts/cms/preview"
import { previewBuild, type PreviewTemplate } from "../../scripts/cms/preview-schema"

/*
 * The CMS preview draws every content file with the site's own pages and
 * sections, through their own queries: each entry as its YAML reads (facts
 * unfilled, pictures as paths), the way Decap hands it over. The bundle's
 * stand-ins for "gatsby" and the third parties' loader are the ones used here.
 */

jest.mock("gatsby", () => jest.requireActual<object>("../../scripts/cms/preview-gatsby"))
jest.mock("../../src/contact/third-party-script", () =>
  jest.requireActual<object>("../../scripts/cms/preview-third-party-script")
)

const root = path.resolve(__dirname, "../..")
const content = path.join(root, "content")
const yaml = (file: string) =>
  parse(fs.readFileSync(path.join(content, file), "utf8")) as Record<string, unknown>

const pages: PageModule[] = fs
  .readdirSync(path.join(root, "src/pages"))
  .filter(file => /\.tsx?$/.test(file))
  .map(file => require(path.join(root, "src/pages", file)) as PageModule)

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
}, 30_000)

/** Every content file, with the preview template Decap shows it in. */
const files = [
  "site.yaml",
  ...["pages", "legal"].flatMap(folder =>
    fs
      .readdirSync(path.join(content, folder))
      .filter(name => name.endsWith(".yaml"))
      .map(name => `${folder}/${name}`)
  ),
]
const templateOf = (file: string): PreviewTemplate => {
  const type = collectionFor(file)?.type
  const template = setup.build.templates.find(candidate => candidate.type === type)
  if (!template) throw new Error(`no preview template for ${file}`)
  return template
}

const asset = (file: string) => `https://cms.example.test/${file.replace(/^(\.\.\/)+/, "")}`

function preview(file: string, entry = yaml(file), site = yaml("site.yaml")) {
  return render(
    <Preview
      setup={setup}
      template={templateOf(file)}
      entry={entry}
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
    errors.mockRestore()
    const text = container.textContent ?? ""
    expect(text.length).toBeGreaterThan(100)
    expect(text.match(new RegExp(PLACEHOLDER.source, "g")) ?? []).toEqual([])
  })
})

describe("the preview", () => {
  it("finds the page file that asks for each type of page, and the site settings draw the navigation and footer", () => {
    for (const { type } of setup.build.templates.filter(({ type }) => type !== "SiteSettings"))
      expect(pageFor(type, pages)).toBeDefined()
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
