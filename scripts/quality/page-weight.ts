/**
 * `npm run check:weight`: every route's bytes and requests, held to the budgets lighthouserc.cjs gives
 * Lighthouse (JavaScript, scripts, requests, bytes in all, the HTML with its headers), without a
 * Lighthouse run per route. Lighthouse runs three times on one route per template
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
 * The budgets are read from lighthouserc.cjs' assert matrix (each `resource-summary:*` assertion of
 * every entry whose pattern matches the route's URL), so the two never disagree. An error fails the
 * run; a warning is printed.
 */
import { createRequire } from "node:module"
import path from "node:path"
import type { CDPSession, Page } from "@playwright/test"
import { pageRoutes, templateRoutes } from "../../src/content/routes"
import { chromiumArgs, systemChromium } from "../chromium"
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

export interface Budget {
  /** The Lighthouse assertion it comes from, such as "resource-summary:script:size". */
  audit: string
  level: "error" | "warn"
  max: number
}

type Assertion = [string, { maxNumericValue?: number }] | string
interface LhciConfig {
  ci: { assert: { assertMatrix: { matchingUrlPattern: string; assertions: Record<string, Assertion> }[] } }
}

const lighthouserc = () => createRequire(__filename)("../../lighthouserc.cjs") as LhciConfig

/** Every `resource-summary` budget lighthouserc.cjs asserts on this URL. */
export function budgetsFor(url: string, config = lighthouserc()): Budget[] {
  return config.ci.assert.assertMatrix
    .filter(entry => new RegExp(entry.matchingUrlPattern).test(url))
    .flatMap(entry =>
      Object.entries(entry.assertions).flatMap(([audit, assertion]): Budget[] => {
        if (!audit.startsWith("resource-summary:") || !Array.isArray(assertion)) return []
        const [level, { maxNumericValue }] = assertion
        if ((level !== "error" && level !== "warn") || maxNumericValue === undefined) return []
        return [{ audit, level, max: maxNumericValue }]
      })
    )
}

/** Each budget this summary exceeds, as a line to print. */
export function overBudget(summary: Summary, budgets: Budget[]): { errors: string[]; warnings: string[] } {
  const errors: string[] = []
  const warnings: string[] = []
  for (const budget of budgets) {
    const [, type, measure] = budget.audit.split(":") as [string, ResourceType | "total", "size" | "count"]
    const entry = summary[type] as Entry | undefined
    if (!entry) throw new Error(`page-weight cannot measure ${budget.audit}`)
    const value = measure === "size" ? entry.size : entry.count
    if (value <= budget.max) continue
    const show = (n: number) => (measure === "size" ? `${(n / 1024).toFixed(1)} KiB` : String(n))
    ;(budget.level === "error" ? errors : warnings).push(
      `${budget.audit}: ${show(value)}, over ${show(budget.max)}`
    )
  }
  return { errors, warnings }
}

/** Every request one page load makes, counted as Lighthouse counts them. */
async function weigh(page: Page, cdp: CDPSession, url: string): Promise<LoadedResource[]> {
  const pending = new Map<string, { url: string; type?: string }>()
  const done: LoadedResource[] = []
  let lastActivity = Date.now()
  cdp.on("Network.requestWillBeSent", event => {
    lastActivity = Date.now()
    const previous = pending.get(event.requestId)
    // A redirect is a request of its own, as in Lighthouse's records.
    if (previous && event.redirectResponse)
      done.push({ ...previous, transferSize: event.redirectResponse.encodedDataLength })
    pending.set(event.requestId, { url: event.request.url, type: event.type })
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
  summary: Summary
  errors: string[]
  warnings: string[]
}

/** Weighs each route of `routes` on the site served from `dir`. */
export async function weighRoutes(routes: string[], dir?: string): Promise<RouteWeight[]> {
  const { chromium } = await import("@playwright/test")
  const server = await startStaticServer({ host: "127.0.0.1", ...(dir ? { dir } : {}) })
  const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs })
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
            const url = `${server.url}${route}`
            const summary = summarize(await weigh(page, cdp, url))
            results.push({ route, summary, ...overBudget(summary, budgetsFor(url)) })
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

async function main(): Promise<void> {
  const dir = process.env.PUBLIC_DIR ? path.resolve(process.env.PUBLIC_DIR) : undefined
  const routes = weighedRoutes()
  const results = await weighRoutes(routes, dir)
  const kib = (n: number) => (n / 1024).toFixed(1)
  console.log("route: JS KiB in scripts, requests, KiB in all, HTML KiB with headers")
  for (const { route, summary, errors, warnings } of results) {
    const { script, total, document } = summary
    console.log(
      `${route}: ${kib(script.size)} in ${script.count}, ${total.count}, ${kib(total.size)}, ${kib(document.size)}`
    )
    for (const line of errors) console.error(`  error ${line}`)
    for (const line of warnings) console.warn(`  warning ${line}`)
  }
  const failed = results.filter(result => result.errors.length > 0)
  if (failed.length > 0) {
    console.error(`${failed.length} of ${results.length} routes over budget (lighthouserc.cjs)`)
    process.exit(1)
  }
  console.log(`${results.length} routes within budget (lighthouserc.cjs)`)
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
