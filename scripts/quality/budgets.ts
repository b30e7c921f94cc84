/**
 * The bytes and requests a page may load: the site's own, held the same on every build, and what each
 * third party that a page runs may add, named by its provider (src/providers/). `npm run
 * check:weight` (page-weight.ts) holds each party to its own on every route; Lighthouse CI
 * (lighthouserc.cjs) cannot tell parties apart, so it asserts their sums on the routes it runs.
 *
 * Which third parties a page runs is read from the page as built: a pixel where the page's
 * Content-Security-Policy lets its script in (the build had its id), the form where the page embeds
 * it (its HTML links to the form for readers without script). Booking loads nothing with the page (Calendly's widget comes when a visitor opens the calendar),
 * so it has no allowance: a Calendly request during a load is over budget.
 */
import fs from "node:fs"
import path from "node:path"
import { templateRoutes } from "../../src/content/routes"
import { META_CSP, META_LOAD } from "../../src/providers/meta"
import { TALLY_CSP, TALLY_FORM_PAGE, TALLY_LOAD } from "../../src/providers/tally"
import { TIKTOK_CSP, TIKTOK_LOAD } from "../../src/providers/tiktok"

export const KiB = 1024

/** What one party may load with a page. */
export interface Allowance {
  scripts: number
  scriptBytes: number
  requests: number
  bytes: number
}

/**
 * The site's own, on every route: room above what the routes use (JavaScript about 82-87 KiB in 4-5
 * scripts, 13-21 requests: docs/checks.md). The home page, which shows the most pictures, keeps the
 * room it always had.
 */
export const siteAllowance = (route: string): Allowance => ({
  scripts: 6,
  scriptBytes: 100 * KiB,
  requests: 30,
  bytes: (route === "/" ? 400 : 250) * KiB,
})

/** A server's first flight is 10 TCP segments: HTML and headers beyond it cost a round trip more. A warning. */
export const HTML_BYTES = 14 * KiB

/**
 * The picture a page asks for first (fetchpriority="high", its largest paint), with its headers. A
 * warning: past about 10 KiB Lighthouse's simulated phone pays it another round trip, and the LCP of
 * / and /design/, about 20 ms under 1.0 s, passes it (/design/'s first ring, A/B in one run on
 * 7 December 2026: 9.5 KiB with its headers, 980 ms; 10.3 KiB, 1,056 ms).
 */
export const FIRST_PICTURE_BYTES = 10 * KiB

export interface ThirdParty {
  name: string
  /** The hosts its requests go to: every source its Content-Security-Policy entry names. */
  sources: string[]
  allowance: Allowance
  /** Whether a page, as built, runs it. */
  runsOn: (html: string) => boolean
}

const allowance = (load: {
  scripts: number
  scriptKiB: number
  requests: number
  KiB: number
}): Allowance => ({
  scripts: load.scripts,
  scriptBytes: load.scriptKiB * KiB,
  requests: load.requests,
  bytes: load.KiB * KiB,
})

const cspSources = (csp: Record<string, readonly string[]>): string[] => [
  ...new Set(Object.values(csp).flat()),
]

/** The sources a page's own policy (its <meta> Content-Security-Policy) gives one directive. */
export function policySources(html: string, directive: string): string[] {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ""
  const entry = policy
    .split(";")
    .map(part => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
  return entry?.slice(1) ?? []
}

const allowsScript = (csp: { script: readonly string[] }) => (html: string) =>
  csp.script.some(source => policySources(html, "script-src").includes(source))

export const THIRD_PARTIES: ThirdParty[] = [
  {
    name: "Meta Pixel",
    sources: cspSources(META_CSP),
    allowance: allowance(META_LOAD),
    runsOn: allowsScript(META_CSP),
  },
  {
    name: "TikTok Pixel",
    sources: cspSources(TIKTOK_CSP),
    allowance: allowance(TIKTOK_LOAD),
    runsOn: allowsScript(TIKTOK_CSP),
  },
  {
    name: "Tally form",
    sources: cspSources(TALLY_CSP),
    allowance: allowance(TALLY_LOAD),
    // The form's frame needs script; the page's HTML has the link to the form that stands in for it.
    runsOn: html => html.includes(`href="${TALLY_FORM_PAGE}`),
  },
]

/** The third parties a page, as built, runs. */
export const thirdPartiesOn = (html: string): ThirdParty[] =>
  THIRD_PARTIES.filter(party => party.runsOn(html))

/** Whether a URL is one of a CSP source's (an origin, or an origin with a wildcard subdomain). */
function fromSource(url: URL, source: string): boolean {
  const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(source)
  if (wildcard) return url.protocol === wildcard[1] && url.hostname.endsWith(`.${wildcard[2]}`)
  return url.origin === source
}

/** Who a request of a page served at `siteOrigin` goes to: the site, one of the third parties, or none it knows. */
export function partyOf(url: string, siteOrigin: string): "site" | ThirdParty | null {
  const parsed = new URL(url)
  if (parsed.origin === siteOrigin) return "site"
  return THIRD_PARTIES.find(party => party.sources.some(source => fromSource(parsed, source))) ?? null
}

const sum = (allowances: Allowance[]): Allowance =>
  allowances.reduce(
    (total, next) => ({
      scripts: total.scripts + next.scripts,
      scriptBytes: total.scriptBytes + next.scriptBytes,
      requests: total.requests + next.requests,
      bytes: total.bytes + next.bytes,
    }),
    { scripts: 0, scriptBytes: 0, requests: 0, bytes: 0 }
  )

/** One Lighthouse assertion, as lighthouserc.cjs writes them. */
export type Assertion = [
  "error" | "warn",
  { maxNumericValue?: number; maxLength?: number; minScore?: number },
]

/**
 * Lighthouse's `resource-summary` budgets for a route: the site's own plus what the third parties the
 * page runs may add, since Lighthouse counts every party together (its "third-party" row apart).
 */
export function lighthouseBudgets(route: string, html: string): Record<string, Assertion> {
  const parties = thirdPartiesOn(html).map(party => party.allowance)
  const all = sum([siteAllowance(route), ...parties])
  const others = sum(parties)
  return {
    "resource-summary:script:size": ["error", { maxNumericValue: all.scriptBytes }],
    "resource-summary:script:count": ["error", { maxNumericValue: all.scripts }],
    "resource-summary:total:count": ["error", { maxNumericValue: all.requests }],
    "resource-summary:total:size": ["error", { maxNumericValue: all.bytes }],
    "resource-summary:third-party:count": ["error", { maxNumericValue: others.requests }],
    "resource-summary:document:size": ["warn", { maxNumericValue: HTML_BYTES }],
  }
}

/**
 * What Lighthouse sees of the third parties offline (here and in CI, where their hosts do not
 * resolve): each one's first script fails, one console error each, and Best Practices loses that
 * audit's weight (0.96). The browser tests run them stubbed.
 */
export function offlineAllowances(html: string): Record<string, Assertion> {
  const failing = thirdPartiesOn(html).length
  if (failing === 0) return {}
  return {
    "errors-in-console": ["error", { maxLength: failing }],
    "categories:best-practices": ["error", { minScore: 0.96 }],
  }
}

/**
 * lighthouserc.cjs' assertions for each route Lighthouse runs (one per template), from its page as
 * built in `dir`: its bytes and requests, and the console as offline leaves it.
 * @public (lighthouserc.cjs loads it through tsx)
 */
export function builtPageBudgets(
  dir: string
): { route: string; resources: Record<string, Assertion>; offline: Record<string, Assertion> }[] {
  return templateRoutes().map(({ path: route }) => {
    const file = path.join(dir, route, "index.html")
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: build the site before asserting Lighthouse's runs`)
    const html = fs.readFileSync(file, "utf8")
    return { route, resources: lighthouseBudgets(route, html), offline: offlineAllowances(html) }
  })
}

/**
 * The elements a phone hydrates on each template's page: every element of the page outside the bands
 * kept as the server drew them (`data-kept`, src/ui/server-markup.ts), as measured on its first load,
 * with a little room. What decides the phone's main-thread work at start and does not move with the
 * host: a change that hydrates more fails where it is made (tests/e2e/templates.spec.ts). Keyed by
 * template (src/content/routes.ts templateOf); docs/performance.md has the figures and what they cost.
 */
export const HYDRATED_ELEMENTS: Readonly<Record<string, number>> = {
  "pages/home.yaml": 140,
  "pages/engagement-rings.yaml": 185,
  "pages/services.yaml": 145,
  "pages/process.yaml": 140,
  "pages/stories.yaml": 140,
  "pages/commissions.yaml": 140,
  "pages/contact-us.yaml": 200,
  "pages/guides.yaml": 140,
  "pages/design.yaml": 580,
  LegalPage: 230,
  Guide: 145,
  Commission: 140,
  CommissionFacet: 140,
}

/** The 404 page's budget, which no route names. */
export const HYDRATED_ELEMENTS_404 = 135
