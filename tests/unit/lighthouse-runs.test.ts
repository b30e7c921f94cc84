import { plannedRuns } from "../../scripts/quality/lighthouse-collect"

describe("Lighthouse's runs (scripts/quality/lighthouse-collect.ts)", () => {
  it("measures each template's route three times, in rounds, and every other route once", () => {
    expect(plannedRuns(["/", "/a/", "/guides/x/", "/guides/y/"], ["/", "/guides/x/"])).toEqual([
      "/",
      "/guides/x/",
      "/",
      "/guides/x/",
      "/",
      "/guides/x/",
      "/a/",
      "/guides/y/",
    ])
  })

  it("adds one run for one more page of a template", () => {
    const templates = ["/", "/guides/x/"]
    const before = plannedRuns(["/", "/guides/x/", "/guides/y/"], templates)
    expect(plannedRuns(["/", "/guides/x/", "/guides/y/", "/guides/z/"], templates)).toHaveLength(
      before.length + 1
    )
  })
})
