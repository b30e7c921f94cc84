import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  budgetsFor,
  overBudget,
  summarize,
  weighedRoutes,
  type LoadedResource,
} from "../../scripts/quality/page-weight"
import { pageRoutes } from "../../src/content/routes"

/*
 * scripts/quality/page-weight.ts, `npm run check:weight` in test:served: every route's bytes and
 * requests against lighthouserc.cjs' budgets, counted as Lighthouse's resource-summary counts them.
 */

const KiB = 1024
const SITE = "http://127.0.0.1:9321"

/** A page's requests: the HTML, `scripts` scripts of `scriptBytes` each, and `pictures` pictures. */
function page({
  html = 10 * KiB,
  scripts = 5,
  scriptBytes = 17 * KiB,
  pictures = 4,
  pictureBytes = 6 * KiB,
} = {}): LoadedResource[] {
  return [
    { url: `${SITE}/`, type: "Document", transferSize: html },
    ...Array.from({ length: scripts }, (_, i) => ({
      url: `${SITE}/chunk-${i}.js`,
      type: "Script",
      transferSize: scriptBytes,
    })),
    ...Array.from({ length: pictures }, (_, i) => ({
      url: `${SITE}/static/${i}.avif`,
      type: "Image",
      transferSize: pictureBytes,
    })),
    { url: `${SITE}/page-data/app-data.json`, type: "XHR", transferSize: 500 },
  ]
}

const check = (route: string, resources: LoadedResource[]) =>
  overBudget(summarize(resources), budgetsFor(`${SITE}${route}`))

describe("every route's weight (scripts/quality/page-weight.ts)", () => {
  it("holds lighthouserc.cjs' budgets: JavaScript, scripts, requests, bytes in all, the HTML as a warning", () => {
    const byAudit = (route: string) =>
      Object.fromEntries(budgetsFor(`${SITE}${route}`).map(({ audit, level, max }) => [audit, [level, max]]))
    const shared = {
      "resource-summary:script:size": ["error", 100 * KiB],
      "resource-summary:script:count": ["error", 6],
      "resource-summary:total:count": ["error", 30],
      "resource-summary:document:size": ["warn", 14 * KiB],
    }
    expect(byAudit("/")).toEqual({ ...shared, "resource-summary:total:size": ["error", 400 * KiB] })
    expect(byAudit("/guides/ring-size/")).toEqual({
      ...shared,
      "resource-summary:total:size": ["error", 250 * KiB],
    })
    // The Tally page's own assertions change no byte or request budget.
    expect(byAudit("/contact-us/")).toEqual(byAudit("/guides/ring-size/"))
  })

  it("passes a page within budget", () => {
    expect(check("/services/", page())).toEqual({ errors: [], warnings: [] })
  })

  it("fails a page over each budget, and only warns on the HTML's size", () => {
    expect(check("/services/", page({ scriptBytes: 21 * KiB })).errors).toEqual([
      "resource-summary:script:size: 105.0 KiB, over 100.0 KiB",
    ])
    expect(check("/services/", page({ scripts: 7, scriptBytes: 10 * KiB })).errors).toEqual([
      "resource-summary:script:count: 7, over 6",
    ])
    expect(check("/services/", page({ pictures: 24, pictureBytes: 1 * KiB })).errors).toEqual([
      "resource-summary:total:count: 31, over 30",
    ])
    expect(check("/services/", page({ pictures: 8, pictureBytes: 20 * KiB })).errors).toEqual([
      expect.stringMatching(/^resource-summary:total:size: .* over 250\.0 KiB$/),
    ])
    // The home page's pictures have more room.
    expect(check("/", page({ pictures: 8, pictureBytes: 20 * KiB })).errors).toEqual([])
    expect(check("/services/", page({ html: 15 * KiB }))).toEqual({
      errors: [],
      warnings: ["resource-summary:document:size: 15.0 KiB, over 14.0 KiB"],
    })
  })

  it("counts as Lighthouse does: no data: URL, no /favicon.ico, a failed request as a request", () => {
    const summary = summarize([
      ...page({ scripts: 1, pictures: 1 }),
      { url: "data:image/svg+xml;charset=utf-8,%3Csvg", type: "Image", transferSize: 0 },
      { url: `${SITE}/favicon.ico`, type: "Other", transferSize: 300 },
      { url: `${SITE}/manifest.webmanifest`, type: "Manifest", transferSize: 1000 },
      { url: `${SITE}/gone.js`, type: "Script", transferSize: 0 },
    ])
    expect(summary.image).toEqual({ count: 1, size: 6 * KiB })
    expect(summary.script).toEqual({ count: 2, size: 17 * KiB })
    expect(summary.other).toEqual({ count: 2, size: 1500 })
    expect(summary.total.count).toBe(6)
  })

  it("weighs every route of the registry (one filter page for all), a new one from its file alone", () => {
    // The filter pages of /commissions/ by the first of them, which stands for all.
    const [firstFacet] = pageRoutes().filter(route => route.facet)
    expect(weighedRoutes()).toEqual(
      pageRoutes()
        .filter(route => !route.facet || route.path === firstFacet.path)
        .map(route => route.path)
    )
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-weight-"))
    fs.cpSync(path.resolve("content"), dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "guides/engraving.yaml"), "slug: what-to-engrave\n")
    expect(weighedRoutes(dir)).toContain("/guides/what-to-engrave/")
  })
})
