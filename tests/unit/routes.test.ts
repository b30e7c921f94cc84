import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { fixedRoutes, legalRoutes, pageRoutes } from "../../src/content/routes"

const root = path.resolve(__dirname, "../..")

describe("the route registry", () => {
  it("knows every page file in src/pages/, and every route it lists has one", () => {
    const fromFiles = fs
      .readdirSync(path.join(root, "src/pages"))
      // The 404, and the legal pages' collection route ({LegalPage.slug}.tsx), which legalRoutes() lists.
      .filter(file => file !== "404.tsx" && !file.startsWith("{"))
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
})
