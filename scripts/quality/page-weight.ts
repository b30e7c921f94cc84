/**
 * `npm run check:weight`: every route's bytes and requests, each party's held to its own budget
 * (scripts/quality/budgets.ts: the site's own JavaScript, scripts, requests and bytes, and what each
 * third party the page runs may add; the HTML with its headers a warning), without a Lighthouse run
 * per route. Lighthouse runs three times on one route per template
 * (scripts/quality/lighthouse-collect.ts); this holds every route of the registry (pageRoutes), so a
 * new page is weighed as soon as the registry knows it.
 *
 * Sizes and counts are what a browser loads, so they are measured in one: Chromium with Lighthouse's
 * own phone (its screen, pixel ratio, touch and user agent; the pictures a page asks for depend on
 * them), over public/ served as the CDN serves it (scripts/quality/static-server.ts: brotli, _headers),
 * each route in a fresh context (empty cache), counted from the DevTools protocol as Lighthouse counts
 * them (lhci's Lighthouse's ResourceSummary: each request's encoded bytes with its headers, by resource
 * type; data: URLs and /favicon.ico left out). It asks for the web app manifest and the installability
 * check as Lighthouse's gatherers do (Chrome then fetches the manifest and its icon), and stops as
 * Lighthouse does: after the load event (and the site's own mark that the page has hydrated), once the
 * network has been quiet for a second. Run beside
 * Lighthouse on the same build, every number matched its `resource-summary` exactly (docs/checks.md).
 *
 * Lighthouse CI reads the same budgets (lighthouserc.cjs), as sums, since it counts every party
 * together. An error fails the run; a warning is printed.
 */
import fs from "node:fs"
import path from "node:path"
import type { CDPSession, Page } from "@playwright/test"
import { pageRoutes, templateRoutes } from "../../src/content/routes"
import {
  FIRST_PICTURE_BYTES,
  HTML_BYTES,
  partyOf,
  siteAllowance,
  thirdPartiesOn,
  type Allowance,
} from "./budgets"
import { chromiumArgs, systemChromium, testChromium } from "../chromium"
import { startStaticServer } from "./static-server"

/** Lighthouse 12's default mobile settings (core/config/constants.js): the Moto G Power. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
}
/** Lighthouse's networkQuietThresholdMs. */
const NETWORK_QUIET_MS = 1000
/** Lighthouse gives up waiting for a page after 45 s (maxWaitForLoad). */
const MAX_WAIT_MS = 45_000
/** Routes weighed at once, each in its own context: sizes do not depend on timing. */
const CONCURRENCY = 4

export type ResourceType = "document" | "script" | "stylesheet" | "image" | "media" | "font" | "other"
export interface Entry {
  count: number
  size: number
}
export type Summary = Record<ResourceType | "total", Entry>
export interface LoadedResource {
  url: string
  /** The DevTools protocol's Network.ResourceType ("Document", "Script", "XHR", ...). */
  type?: string
  /** Bytes on the wire, headers included (Network.loadingFinished's encodedDataLength). */
  transferSize: number
  /** The priority Chromium first gave it ("High" for a picture with fetchpriority="high"). */
  priority?: string
}

const TYPES: Record<string, ResourceType> = {
  Document: "document",
  Script: "script",
  Stylesheet: "stylesheet",
  Image: "image",
  Media: "media",
  Font: "font",
}

/** What Lighthouse's `resource-summary` reports for these requests. */
export function summarize(resources: LoadedResource[]): Summary {
  const summary = Object.fromEntries(
    [...Object.values(TYPES), "other", "total"].map(type => [type, { count: 0, size: 0 }])
  ) as Summary
  for (const resource of resources) {
    const type = TYPES[resource.type ?? ""] ?? "other"
    // As Lighthouse: headless Chrome does not ask for /favicon.ico, and data: URLs are not requests.
    if (type === "other" && resource.url.endsWith("/favicon.ico")) continue
    if (/^(data|blob|about|chrome|chrome-extension|intent|file|filesystem):/.test(resource.url)) continue
    for (const entry of [summary[type], summary.total]) {
      entry.count++
      entry.size += resource.transferSize
    }
  }
  return summary
}

/** What one party loaded, and whether it is over what it may load. */
export interface PartyWeight {
  party: string
  summary: Summary
  errors: string[]
}

const show = (n: number, bytes: boolean) => (bytes ? `${(n / 1024).toFixed(1)} KiB` : String(n))

/** The lines for each measure of `summary` over `allowance`, named for `party`. */
function over(party: string, summary: Summary, allowance: Allowance): string[] {
  const measures: [string, number, number, boolean][] = [
    ["script:size", summary.script.size, allowance.scriptBytes, true],
    ["script:count", summary.script.count, allowance.scripts, false],
    ["total:count", summary.total.count, allowance.requests, false],
    ["total:size", summary.total.size, allowance.bytes, true],
  ]
  return measures
    .filter(([, value, max]) => value > max)
    .map(
      ([measure, value, max, bytes]) => `${party} ${measure}: ${show(value, bytes)}, over ${show(max, bytes)}`
    )
}

/**
 * Each party's requests against its own allowance (scripts/quality/budgets.ts): the site's, those of
 * each third party the page runs, and none to a third party it does not run or to a host no provider
 * names. The HTML's size is a warning, and so is the first picture's (the one asked for at high priority).
 */
export function overBudget(
  route: string,
  html: string,
  resources: LoadedResource[],
  siteOrigin: string
): { parties: PartyWeight[]; errors: string[]; warnings: string[] } {
  const running = thirdPartiesOn(html)
  const byParty = new Map<string, LoadedResource[]>()
  const unknown: string[] = []
  for (const resource of resources) {
    // Not requests, as Lighthouse counts them (summarize leaves them out too).
    if (!/^https?:/.test(resource.url)) continue
    const party = partyOf(resource.url, siteOrigin)
    if (party === null) {
      unknown.push(new URL(resource.url).origin)
      continue
    }
    const name = party === "site" ? party : party.name
    byParty.set(name, [...(byParty.get(name) ?? []), resource])
  }
  const parties: PartyWeight[] = [...byParty].map(([party, loaded]) => {
    const summary = summarize(loaded)
    if (party === "site") return { party, summary, errors: over("site", summary, siteAllowance(route)) }
    const allowed = running.find(candidate => candidate.name === party)
    return {
      party,
      summary,
      errors: allowed
        ? over(party, summary, allowed.allowance)
        : [`${party}: ${summary.total.count} requests on a page that does not run it`],
    }
  })
  const errors = [
    ...parties.flatMap(party => party.errors),
    ...[...new Set(unknown)].map(
      origin => `requests to ${origin}, which no provider in src/providers/ names`
    ),
  ]
  const document = parties.find(party => party.party === "site")?.summary.document.size ?? 0
  const firstPictures = (byParty.get("site") ?? []).filter(
    resource =>
      resource.type === "Image" && (resource.priority === "High" || resource.priority === "VeryHigh")
  )
  const warnings = [
    ...(document > HTML_BYTES
      ? [`site document:size: ${show(document, true)}, over ${show(HTML_BYTES, true)}`]
      : []),
    ...firstPictures
      .filter(picture => picture.transferSize > FIRST_PICTURE_BYTES)
      .map(
        picture =>
          `site first picture ${new URL(picture.url).pathname}: ${show(picture.transferSize, true)}, over ${show(FIRST_PICTURE_BYTES, true)} (a round trip more for the largest paint)`
      ),
  ]
  return { parties, errors, warnings }
}

/** Every request one page load makes, counted as Lighthouse counts them. */
async function weigh(page: Page, cdp: CDPSession, url: string): Promise<LoadedResource[]> {
  const pending = new Map<string, { url: string; type?: string; priority?: string }>()
  const done: LoadedResource[] = []
  let lastActivity = Date.now()
  cdp.on("Network.requestWillBeSent", event => {
    lastActivity = Date.now()
    const previous = pending.get(event.requestId)
    // A redirect is a request of its own, as in Lighthouse's records.
    if (previous && event.redirectResponse)
      done.push({ ...previous, transferSize: event.redirectResponse.encodedDataLength })
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      priority: event.request.initialPriority,
    })
  })
  cdp.on("Network.responseReceived", event => {
    lastActivity = Date.now()
    const request = pending.get(event.requestId)
    if (request) request.type = event.type
  })
  cdp.on("Network.loadingFinished", event => {
    lastActivity = Date.now()
    const request = pending.get(event.requestId)
    pending.delete(event.requestId)
    if (request) done.push({ ...request, transferSize: event.encodedDataLength })
  })
  cdp.on("Network.loadingFailed", event => {
    lastActivity = Date.now()
    const request = pending.get(event.requestId)
    pending.delete(event.requestId)
    if (request) done.push({ ...request, transferSize: 0 })
  })
  await cdp.send("Network.enable")
  // As Lighthouse's simulated throttling does before each load (emulation.js, clearThrottling). It
  // matters: the network Chrome believes it is on sets how far below the screen a lazy picture loads.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 0,
    uploadThroughput: 0,
  })

  const started = Date.now()
  const quiet = async () => {
    // Lighthouse's own end of a load: nothing in flight for networkQuietThresholdMs.
    while (pending.size > 0 || Date.now() - lastActivity < NETWORK_QUIET_MS) {
      if (Date.now() - started > MAX_WAIT_MS) throw new Error(`${url}: the network never went quiet`)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
  }
  const response = await page.goto(url, { waitUntil: "load", timeout: MAX_WAIT_MS })
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
  // The site's own mark once Gatsby has rendered (gatsby-browser.tsx): its page data and chunks are in,
  // whatever the machine's load; then Lighthouse's quiet second, for what the page asks for after.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: MAX_WAIT_MS })
  await quiet()
  // Lighthouse's gatherers read the manifest and ask whether the page is installable: Chrome fetches
  // the manifest and its icon, and Lighthouse counts both.
  await cdp.send("Page.getAppManifest").catch(() => undefined)
  await cdp.send("Page.getInstallabilityErrors").catch(() => undefined)
  // Chrome fetches the icon after answering: the same quiet second again.
  await quiet()
  return done
}

export interface RouteWeight {
  route: string
  /** Everything the page loaded, as Lighthouse's resource-summary counts it. */
  summary: Summary
  parties: PartyWeight[]
  errors: string[]
  warnings: string[]
}

/** The HTML a route is served from in a build folder. */
export const builtHtml = (dir: string, route: string) =>
  fs.readFileSync(path.join(dir, route, "index.html"), "utf8")

/** Weighs each route of `routes` on the site served from `dir`. */
export async function weighRoutes(routes: string[], dir = path.resolve("public")): Promise<RouteWeight[]> {
  const { chromium } = await import("@playwright/test")
  const server = await startStaticServer({ host: "127.0.0.1", dir })
  const browser = await chromium.launch({
    executablePath: testChromium() ?? systemChromium(),
    args: chromiumArgs,
  })
  const results: RouteWeight[] = []
  try {
    const queue = [...routes]
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          const context = await browser.newContext(LIGHTHOUSE_PHONE)
          try {
            const page = await context.newPage()
            const cdp = await context.newCDPSession(page)
            const resources = await weigh(page, cdp, `${server.url}${route}`)
            results.push({
              route,
              summary: summarize(resources),
              ...overBudget(route, builtHtml(dir, route), resources, server.url),
            })
          } finally {
            await context.close()
          }
        }
      })
    )
  } finally {
    await browser.close()
    await server.close()
  }
  return results.sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route))
}

/**
 * The routes weighed: every page of the registry, so a new page is weighed without a word here, but
 * for the filter pages of /commissions/, of which the template's stands for all: they share its first
 * screen (the filters, then cards whose pictures load lazily), so one weighs what each would.
 */
export const weighedRoutes = (contentDir?: string): string[] => {
  const facetTemplate = templateRoutes(contentDir).find(route => route.facet)?.path
  return pageRoutes(contentDir)
    .filter(route => !route.facet || route.path === facetTemplate)
    .map(route => route.path)
}

/**
 * One template route for each set of third parties the pages of a build run: for a build that differs
 * from the one weighed in full only in what its pages run alike (the owner's pixels: owner-checks.ts),
 * the site's own weight is that build's, and each set of third parties is weighed once.
 */
export function routePerThirdParties(dir: string, contentDir?: string): string[] {
  const seen = new Set<string>()
  return templateRoutes(contentDir)
    .map(route => route.path)
    .filter(route => {
      const parties = thirdPartiesOn(builtHtml(dir, route))
        .map(party => party.name)
        .join(", ")
      if (seen.has(parties)) return false
      seen.add(parties)
      return true
    })
}

async function main(): Promise<void> {
  const dir = path.resolve(process.env.PUBLIC_DIR ?? "public")
  const routes = process.argv.includes("--per-third-parties") ? routePerThirdParties(dir) : weighedRoutes()
  const results = await weighRoutes(routes, dir)
  const kib = (n: number) => (n / 1024).toFixed(1)
  console.log(
    "route: the site's JS KiB in scripts, requests, KiB in all, HTML KiB with headers; each third party's"
  )
  for (const { route, parties, errors, warnings } of results) {
    const line = parties.map(({ party, summary: { script, total, document } }) =>
      party === "site"
        ? `${kib(script.size)} in ${script.count}, ${total.count}, ${kib(total.size)}, ${kib(document.size)}`
        : `${party}: ${script.count} scripts, ${total.count} requests, ${kib(total.size)} KiB`
    )
    console.log(`${route}: ${line.join("; ")}`)
    for (const error of errors) console.error(`  error ${error}`)
    for (const warning of warnings) console.warn(`  warning ${warning}`)
  }
  const failed = results.filter(result => result.errors.length > 0)
  if (failed.length > 0) {
    console.error(`${failed.length} of ${results.length} routes over budget (scripts/quality/budgets.ts)`)
    process.exit(1)
  }
  console.log(`${results.length} routes within budget (scripts/quality/budgets.ts)`)
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
