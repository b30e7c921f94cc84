import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { plannedRuns } from "../../../scripts/quality/lighthouse-collect"
import { pageRoutes, templateRoutes } from "../../../src/content/routes"

describe("Lighthouse's runs (scripts/quality/lighthouse-collect.ts)", () => {
  it("measures each template's route three times, in rounds", () => {
    expect(plannedRuns(["/", "/guides/x/"])).toEqual([
      "/",
      "/guides/x/",
      "/",
      "/guides/x/",
      "/",
      "/guides/x/",
    ])
  })

  it("adds no run for one more page of a template: page-weight.ts weighs it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-runs-"))
    fs.cpSync(path.resolve("content"), dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "guides/engraving.yaml"), "slug: what-to-engrave\n")
    expect(pageRoutes(dir)).toHaveLength(pageRoutes().length + 1)
    expect(plannedRuns(templateRoutes(dir).map(route => route.path))).toEqual(
      plannedRuns(templateRoutes().map(route => route.path))
    )
  })
})
