import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  FIRST_PICTURE_BYTES,
  KiB,
  lighthouseBudgets,
  offlineAllowances,
  siteAllowance,
  thirdPartiesOn,
} from "../../../scripts/quality/budgets"
import {
  overBudget,
  summarize,
  weighedRoutes,
  type LoadedResource,
} from "../../../scripts/quality/page-weight"
import { tallyFormUrl } from "../../../src/contact/tally"
import { META_CSP, META_LOAD } from "../../../src/providers/meta"
import { TALLY_CSP } from "../../../src/providers/tally"
import { TIKTOK_CSP, TIKTOK_LOAD } from "../../../src/providers/tiktok"
import { pageRoutes } from "../../../src/content/routes"

/*
 * scripts/quality/page-weight.ts, `npm run check:weight` in test:served: every route's bytes and
 * requests, each party's against its own budget (scripts/quality/budgets.ts), counted as Lighthouse's
 * resource-summary counts them; and the sums budgets.ts gives Lighthouse CI.
 */

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

/** A page as a build writes it: its policy lets in the pixels given; `form`: it embeds the contact form. */
function built({ pixels = [] as ("meta" | "tiktok")[], form = false } = {}): string {
  const hosts = { meta: META_CSP.script, tiktok: TIKTOK_CSP.script }
  const scriptSrc = ["'self'", ...pixels.flatMap(pixel => hosts[pixel]), ...TALLY_CSP.script].join(" ")
  return `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src ${scriptSrc}"/></head><body>${
    form ? `<noscript><a href="${tallyFormUrl("abc123")}">Open the form</a></noscript>` : ""
  }</body></html>`
}

const check = (route: string, resources: LoadedResource[], html = built()) =>
  overBudget(route, html, resources, SITE)

/** A third party's requests: `scripts` scripts from its script host, then `beacons` images. */
function thirdParty(source: string, { scripts = 1, beacons = 0, bytes = 0 } = {}): LoadedResource[] {
  return [
    ...Array.from({ length: scripts }, (_, i) => ({
      url: `${source}/s${i}.js`,
      type: "Script",
      transferSize: bytes,
    })),
    ...Array.from({ length: beacons }, (_, i) => ({
      url: `${source}/b${i}`,
      type: "Image",
      transferSize: 0,
    })),
  ]
}
const [META, TIKTOK, TALLY] = [META_CSP.script[0], TIKTOK_CSP.script[0], TALLY_CSP.script[0]]

describe("every route's weight (scripts/quality/page-weight.ts, budgets.ts)", () => {
  it("holds the site's own: JavaScript, scripts, requests, bytes in all, the HTML as a warning", () => {
    expect(siteAllowance("/services/")).toEqual({
      scripts: 6,
      scriptBytes: 100 * KiB,
      requests: 30,
      bytes: 250 * KiB,
    })
    // The home page's pictures have more room.
    expect(siteAllowance("/").bytes).toBe(400 * KiB)
  })

  it("passes a page within budget", () => {
    expect(check("/services/", page())).toMatchObject({ errors: [], warnings: [] })
  })

  it("fails a page over each of the site's budgets, and only warns on the HTML's size", () => {
    expect(check("/services/", page({ scriptBytes: 21 * KiB })).errors).toEqual([
      "site script:size: 105.0 KiB, over 100.0 KiB",
    ])
    expect(check("/services/", page({ scripts: 7, scriptBytes: 10 * KiB })).errors).toEqual([
      "site script:count: 7, over 6",
    ])
    expect(check("/services/", page({ pictures: 24, pictureBytes: 1 * KiB })).errors).toEqual([
      "site total:count: 31, over 30",
    ])
    expect(check("/services/", page({ pictures: 8, pictureBytes: 20 * KiB })).errors).toEqual([
      expect.stringMatching(/^site total:size: .* over 250\.0 KiB$/),
    ])
    expect(check("/", page({ pictures: 8, pictureBytes: 20 * KiB })).errors).toEqual([])
    expect(check("/services/", page({ html: 15 * KiB }))).toMatchObject({
      errors: [],
      warnings: ["site document:size: 15.0 KiB, over 14.0 KiB"],
    })
  })

  it("warns when the picture asked for first (high priority) passes the largest paint's allowance, and only that one", () => {
    const withFirst = (bytes: number) => [
      ...page({ pictures: 2, pictureBytes: 30 * KiB }),
      { url: `${SITE}/static/hero.avif`, type: "Image", transferSize: bytes, priority: "High" },
    ]
    expect(check("/", withFirst(FIRST_PICTURE_BYTES))).toMatchObject({ errors: [], warnings: [] })
    expect(check("/", withFirst(FIRST_PICTURE_BYTES + 512))).toMatchObject({
      errors: [],
      warnings: [
        expect.stringMatching(/^site first picture \/static\/hero\.avif: 10\.5 KiB, over 10\.0 KiB/),
      ],
    })
  })

  it("lets each third party a page runs add what its provider allows, on top of the site's six scripts", () => {
    const both = built({ pixels: ["meta", "tiktok"] })
    expect(thirdPartiesOn(both).map(party => party.name)).toEqual(["Meta Pixel", "TikTok Pixel"])
    // The owner's build, as the issue found it: five of the site's scripts and each pixel's first.
    const owners = [...page(), ...thirdParty(META), ...thirdParty(TIKTOK)]
    expect(check("/", owners, both).errors).toEqual([])
    // Up to what each provider allows...
    const full = [
      ...page({ scripts: 6, scriptBytes: 16 * KiB }),
      ...thirdParty(META, { scripts: META_LOAD.scripts }),
      ...thirdParty(TIKTOK, { scripts: TIKTOK_LOAD.scripts }),
    ]
    expect(check("/", full, both).errors).toEqual([])
    // ...and one third-party script more fails, named by its provider.
    expect(
      check(
        "/",
        [...full, ...thirdParty(META, { scripts: 1 }).map(r => ({ ...r, url: `${r.url}?more` }))],
        both
      ).errors
    ).toEqual([`Meta Pixel script:count: ${META_LOAD.scripts + 1}, over ${META_LOAD.scripts}`])
    // The pixels' room is theirs: it never lets in a seventh script of the site's own.
    expect(
      check("/", [...page({ scripts: 7, scriptBytes: 10 * KiB }), ...thirdParty(META)], both).errors
    ).toEqual(["site script:count: 7, over 6"])
  })

  it("fails a third party the page does not run, and a host no provider names", () => {
    // No ids in this build: a pixel's request is over budget, however small.
    expect(check("/", [...page(), ...thirdParty(META)]).errors).toEqual([
      "Meta Pixel: 1 requests on a page that does not run it",
    ])
    // The form runs where the page embeds it, and nowhere else.
    expect(check("/contact-us/", [...page(), ...thirdParty(TALLY)], built({ form: true })).errors).toEqual([])
    expect(check("/services/", [...page(), ...thirdParty(TALLY)]).errors).toEqual([
      "Tally form: 1 requests on a page that does not run it",
    ])
    expect(check("/", [...page(), ...thirdParty("https://cdn.example.com")]).errors).toEqual([
      "requests to https://cdn.example.com, which no provider in src/providers/ names",
    ])
  })

  it("gives Lighthouse the sums, since it counts every party together", () => {
    const budgets = lighthouseBudgets("/", built({ pixels: ["meta", "tiktok"] }))
    expect(budgets["resource-summary:script:count"]).toEqual([
      "error",
      { maxNumericValue: 6 + META_LOAD.scripts + TIKTOK_LOAD.scripts },
    ])
    expect(budgets["resource-summary:third-party:count"]).toEqual([
      "error",
      { maxNumericValue: META_LOAD.requests + TIKTOK_LOAD.requests },
    ])
    // Without ids, exactly the site's own, and no third party at all.
    const shipped = lighthouseBudgets("/services/", built())
    expect(shipped["resource-summary:script:count"]).toEqual(["error", { maxNumericValue: 6 }])
    expect(shipped["resource-summary:script:size"]).toEqual(["error", { maxNumericValue: 100 * KiB }])
    expect(shipped["resource-summary:total:count"]).toEqual(["error", { maxNumericValue: 30 }])
    expect(shipped["resource-summary:third-party:count"]).toEqual(["error", { maxNumericValue: 0 }])
    expect(shipped["resource-summary:document:size"]).toEqual(["warn", { maxNumericValue: 14 * KiB }])
    // Offline, each third party's first script fails once in the console; none, none.
    expect(offlineAllowances(built())).toEqual({})
    expect(offlineAllowances(built({ form: true }))["errors-in-console"]).toEqual(["error", { maxLength: 1 }])
    expect(offlineAllowances(built({ pixels: ["meta", "tiktok"], form: true }))["errors-in-console"]).toEqual(
      ["error", { maxLength: 3 }]
    )
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
