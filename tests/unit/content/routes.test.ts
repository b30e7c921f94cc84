import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import {
  fixedRoutes,
  guideRoutes,
  legalRoutes,
  pageFolders,
  pageRoutes,
  templateRoutes,
} from "../../../src/content/routes"
import { LIST_PAGE_SIZE, listLinks, pageWords } from "../../../src/content/commissions/commission-facets"
import { listPages } from "../../../src/content/commissions/commission-routes"

const root = path.resolve(__dirname, "../../..")

describe("the route registry", () => {
  it("knows every page file in src/pages/, and every route it lists has one", () => {
    const fromFiles = fs
      .readdirSync(path.join(root, "src/pages"))
      // The 404, the legal pages' collection route ({LegalPage.slug}.tsx), which legalRoutes() lists, and
      // the folder of the guides' collection route (guides/{Guide.slug}.tsx), which guideRoutes() lists.
      .filter(file => file !== "404.tsx" && !file.startsWith("{") && file.endsWith(".tsx"))
      .map(file => (file === "index.tsx" ? "/" : `/${file.replace(/\.tsx$/, "")}/`))
      .sort()
    expect(
      fixedRoutes()
        .map(route => route.path)
        .sort()
    ).toEqual(fromFiles)
  })

  it("has one page per legal YAML file, at its slug, as the collection route in src/pages/ makes them", () => {
    expect(fs.existsSync(path.join(root, "src/pages/{LegalPage.slug}.tsx"))).toBe(true)
    const files = fs.readdirSync(path.join(root, "content/legal")).filter(file => file.endsWith(".yaml"))
    expect(legalRoutes().map(route => route.file)).toEqual(files.sort().map(file => `legal/${file}`))
    // Each at the slug its file gives: a legal page is just a YAML file.
    for (const route of legalRoutes()) {
      const { slug } = parse(fs.readFileSync(path.join(root, "content", route.file), "utf8")) as {
        slug: string
      }
      expect(route.path).toBe(`/${slug}/`)
    }
  })

  it("has one page per guide YAML file, at /guides/<slug>/, as the collection route in src/pages/guides/ makes them", () => {
    expect(fs.existsSync(path.join(root, "src/pages/guides/{Guide.slug}.tsx"))).toBe(true)
    const files = fs.readdirSync(path.join(root, "content/guides")).filter(file => file.endsWith(".yaml"))
    expect(guideRoutes().map(route => route.file)).toEqual(files.sort().map(file => `guides/${file}`))
    for (const route of guideRoutes()) expect(route.path).toMatch(/^\/guides\/[a-z0-9-]+\/$/)
  })

  it("lists a folder's pages where collections.ts says (listedAt): that page's query reads them all, or its page's share", () => {
    // The content check counts each listed page as linked from the index (src/content/check/orphan-pages.ts).
    const listed = pageFolders().filter(folder => folder.listedAt)
    expect(listed.map(folder => folder.type)).toContain("Guide")
    for (const { type, listedAt } of listed) {
      const file = listedAt === "/" ? "index.tsx" : `${listedAt?.slice(1, -1)}.tsx`
      const source = fs.readFileSync(path.join(root, "src/pages", file), "utf8")
      const query = new RegExp(`\\ball${type}\\s*(\\(([^)]*)\\))?\\s*\\{`).exec(source)
      expect(query).not.toBeNull()
      // Unfiltered, or (a list cut into pages) filtered to the slugs of its page, which over its pages
      // are every piece (the list's pages are tested below).
      const args = (query?.[2] ?? "").replace(/filter: \{ slug: \{ in: \$slugs \} \},?/, "")
      expect(args).not.toMatch(/\b(filter|limit|skip)\b/)
    }
  })

  it("takes a new guide into every page of the site from its file alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    fs.cpSync(path.join(root, "content"), dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "guides/engraving.yaml"), "slug: what-to-engrave\n")
    expect(pageRoutes(dir).map(route => route.path)).toContain("/guides/what-to-engrave/")
    expect(pageRoutes(dir)).toHaveLength(pageRoutes().length + 1)
  })

  it("names each route once, each with a YAML file that exists", () => {
    const routes = pageRoutes()
    expect(new Set(routes.map(route => route.path)).size).toBe(routes.length)
    for (const route of routes) expect(fs.existsSync(path.join(root, "content", route.file))).toBe(true)
  })

  it("takes a legal page's address from its slug, and falls back to its file name", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    fs.mkdirSync(path.join(dir, "legal"))
    fs.writeFileSync(path.join(dir, "legal/returns.yaml"), "slug: returns-policy\n")
    fs.writeFileSync(path.join(dir, "legal/cookies.yaml"), "heading: Cookies\n")
    expect(legalRoutes(dir)).toEqual([
      { path: "/cookies/", file: "legal/cookies.yaml" },
      { path: "/returns-policy/", file: "legal/returns.yaml" },
    ])
  })

  it("has one route per page template: every fixed page, and one page of each folder of pages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    fs.mkdirSync(path.join(dir, "legal"))
    fs.mkdirSync(path.join(dir, "guides"))
    for (const name of ["b-terms", "a-privacy"]) fs.writeFileSync(path.join(dir, `legal/${name}.yaml`), "")
    for (const name of ["sizes", "metals"]) fs.writeFileSync(path.join(dir, `guides/${name}.yaml`), "")
    expect(templateRoutes(dir)).toEqual([
      ...fixedRoutes(),
      { path: "/a-privacy/", file: "legal/a-privacy.yaml" },
      { path: "/guides/metals/", file: "guides/metals.yaml" },
    ])
    // One more guide or legal page: no route more to test once per template.
    fs.writeFileSync(path.join(dir, "guides/engraving.yaml"), "")
    fs.writeFileSync(path.join(dir, "legal/returns.yaml"), "")
    expect(templateRoutes(dir)).toHaveLength(fixedRoutes().length + 2)
  })

  it("has one route for a commission and one for all the commissions' filter pages, however many there are", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    fs.mkdirSync(path.join(dir, "commissions"))
    fs.mkdirSync(path.join(dir, "data"))
    fs.writeFileSync(
      path.join(dir, "data/price-bands.yaml"),
      "bands:\n  - id: classic\n    low: 3000\n    high: 6000\n"
    )
    const piece = (slug: string, metal: string) =>
      fs.writeFileSync(
        path.join(dir, `commissions/${slug}.yaml`),
        `slug: ${slug}\nmetal: ${metal}\nstone: none\nsetting: plain\nband: classic\n`
      )
    piece("bands", "platinum")
    piece("ring", "rose-gold")
    const paths = pageRoutes(dir).map(route => route.path)
    // A page per value some piece has, none for a value no piece has.
    expect(paths).toEqual(
      expect.arrayContaining([
        "/commissions/bands/",
        "/commissions/metal/platinum/",
        "/commissions/metal/rose-gold/",
        "/commissions/setting/plain/",
        "/commissions/budget/classic/",
      ])
    )
    expect(paths).not.toContain("/commissions/metal/white-gold/")
    const templates = () => templateRoutes(dir).map(route => route.path)
    expect(templates()).toEqual([
      ...fixedRoutes().map(route => route.path),
      "/commissions/bands/",
      // The first filter page, in the schema's order of values.
      "/commissions/metal/rose-gold/",
    ])
    piece("pendant", "white-gold")
    expect(templates()).toHaveLength(fixedRoutes().length + 2)
  })

  it("cuts a long list into pages of LIST_PAGE_SIZE, newest first, each page its own route and its own pieces", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    fs.mkdirSync(path.join(dir, "commissions"))
    fs.mkdirSync(path.join(dir, "data"))
    fs.writeFileSync(
      path.join(dir, "data/price-bands.yaml"),
      "bands:\n  - id: classic\n    low: 3000\n    high: 6000\n"
    )
    const count = LIST_PAGE_SIZE * 2 + 1
    for (let n = 0; n < count; n++)
      fs.writeFileSync(
        path.join(dir, `commissions/piece-${n}.yaml`),
        `slug: piece-${n}\ntitle: Piece ${String(n).padStart(3, "0")}\nyear: ${2000 + n}\n` +
          `metal: ${n % 3 ? "platinum" : "rose-gold"}\nstone: none\nsetting: plain\nband: classic\n`
      )
    const lists = listPages(dir)
    const all = lists.filter(list => !list.facet)
    expect(all.map(list => list.path)).toEqual([
      "/commissions/",
      "/commissions/page/2/",
      "/commissions/page/3/",
    ])
    expect(all.map(list => list.slugs.length)).toEqual([LIST_PAGE_SIZE, LIST_PAGE_SIZE, 1])
    // Newest first over the pages, every piece on exactly one page.
    expect(all[0].slugs[0]).toBe(`piece-${count - 1}`)
    expect(all.flatMap(list => list.slugs).sort()).toEqual(
      Array.from({ length: count }, (_, n) => `piece-${n}`).sort()
    )
    expect(all.every(list => list.total === count && list.list.pages === 3)).toBe(true)
    // A filter's later pages keep its first page's address as their root.
    const platinum = lists.filter(list => list.facet?.value === "platinum").map(list => list.path)
    expect(platinum).toEqual(["/commissions/metal/platinum/", "/commissions/metal/platinum/page/2/"])
    // The registry knows every later page (the sitemap, the tests), and none is a template of its own.
    const paths = pageRoutes(dir).map(route => route.path)
    expect(paths).toEqual(
      expect.arrayContaining(["/commissions/page/3/", "/commissions/metal/platinum/page/2/"])
    )
    expect(templateRoutes(dir).map(route => route.path)).not.toContain("/commissions/page/2/")
  })

  it("links a list's pages: the one before and after, the first, the last and those beside, a gap for the rest", () => {
    const words = { label: "Pages", page: "Page", of: "of", newer: "Newer", older: "Older" }
    const links = listLinks({ page: 5, pages: 9, first: "/commissions/" }, words)
    expect(links.map(link => link.text)).toEqual(["Newer", "1", "…", "4", "5", "6", "…", "9", "Older"])
    expect(links.find(link => link.current)).toMatchObject({
      to: "/commissions/page/5/",
      name: "Page 5 of 9",
    })
    expect(links[0]).toMatchObject({ to: "/commissions/page/4/", rel: "prev" })
    expect(links.at(-1)).toMatchObject({ to: "/commissions/page/6/", rel: "next" })
    expect(links.find(link => link.text === "1")?.to).toBe("/commissions/")
    expect(listLinks({ page: 1, pages: 1, first: "/commissions/" }, words)).toEqual([])
    expect(pageWords(words, { page: 2, pages: 3 })).toEqual({
      title: ", page 2 of 3",
      description: " Page 2 of 3.",
    })
    expect(pageWords(words, { page: 1, pages: 3 })).toEqual({ title: "", description: "" })
  })
})
