/**
 * `npm run check:lighthouse`: Lighthouse 12 (Node API) against the production
 * build in public/, served by scripts/quality/static-server.ts (brotli/gzip,
 * public/_headers), with ONE headless Chromium reused for every run.
 *
 *   npx tsx scripts/quality/lighthouse.ts [options]
 *     --runs N               runs per route and form factor; the median of each metric is used (default 3)
 *     --routes /,/services/  subset of routes (default: all routes in lighthouse-budget.json)
 *     --form-factor F        mobile | desktop | both (default both)
 *     --profile NAME         budget profile from lighthouse-budget.json (default "default"; env LH_PROFILE)
 *     --floor k=v[,k=v]      override single budgets, e.g. --floor performance=85,lcp=2.5,tbt=200
 *                            (keys: performance, accessibility, bestPractices, seo, lcp, tbt, cls, js, homeTotal)
 *     --port N               first port to try for the static server (default 9200)
 *     --out DIR              report folder (default reports/lighthouse)
 *     --save-lhr             also write every run's full Lighthouse JSON to DIR/lhr/
 *     --settle S             first wait up to S seconds for the machine to be quiet (default 90; 0 = no wait)
 *
 * Mobile is Lighthouse's default (simulated throttling, moto g power
 * emulation); desktop is Lighthouse's desktop preset. Writes DIR/summary.md
 * and DIR/summary.json, and exits 1 if any median misses its budget.
 * Chromium: CHROME_PATH or /usr/bin/chromium. Run it alone: scores move when
 * a build, a render or test workers share the cores.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { Config, Flags, Result } from "lighthouse"

type AuditResult = Result["audits"][string]
type LighthouseModule = typeof import("lighthouse")

/**
 * Lighthouse is loaded with a native dynamic import(), never a static import:
 * tsx would otherwise transpile Lighthouse's ESM to CommonJS with esbuild's
 * keepNames, which wraps the functions Lighthouse serialises into the page in
 * `__name(...)` calls, and every run fails with "__name is not defined".
 */
async function loadLighthouse(): Promise<LighthouseModule> {
  return import("lighthouse")
}
import { assertBuildPresent, formatDuration, projectRoot, rel } from "./pages"
import { startStaticServer } from "./static-server"
import { chromiumArgs, systemChromium } from "../chromium"

type FormFactor = "mobile" | "desktop"

interface Budget {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpSeconds: number
  tbtMs: number
  cls: number
  jsKiB: number
  homeTotalKiB: number
}

interface BudgetFile {
  routes: string[]
  formFactors: FormFactor[]
  profiles: Record<string, Partial<Budget>>
}

interface RunMetrics {
  performance: number
  accessibility: number
  bestPractices: number
  /** Best Practices as Lighthouse scored it, before ignoring unreachable third-party hosts. */
  bestPracticesRaw: number
  seo: number
  lcpSeconds: number
  tbtMs: number
  cls: number
  jsKiB: number
  totalKiB: number
}

interface FailingAudit {
  category: string
  id: string
  title: string
  displayValue?: string
}

interface RunOutcome {
  metrics: RunMetrics
  failingAudits: FailingAudit[]
  ignoredAudits: string[]
  warnings: string[]
  seconds: number
}

interface RouteResult {
  route: string
  formFactor: FormFactor
  runs: RunOutcome[]
  errors: string[]
  median: RunMetrics | null
  budgetFailures: string[]
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
const BUDGET_FILE = path.join(projectRoot, "lighthouse-budget.json")
/**
 * chrome-launcher's defaults are what the Lighthouse CLI and PageSpeed
 * Insights run with. Without them the tab Lighthouse opens in the shared
 * browser counts as backgrounded: frames and timers are throttled and the
 * page may report itself hidden, which is not what a visitor's phone does.
 */
async function chromeFlags(): Promise<string[]> {
  const { Launcher } = await import("chrome-launcher")
  return [...new Set([...Launcher.defaultFlags(), "--headless=new", ...chromiumArgs])]
}

// ---------------------------------------------------------------- options --

interface Options {
  runs: number
  routes: string[]
  formFactors: FormFactor[]
  profile: string
  budget: Budget
  port: number
  outDir: string
  saveLhr: boolean
  settleSeconds: number
}

const FLOOR_KEYS: Record<string, keyof Budget> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "bestPractices",
  "best-practices": "bestPractices",
  seo: "seo",
  lcp: "lcpSeconds",
  lcpSeconds: "lcpSeconds",
  tbt: "tbtMs",
  tbtMs: "tbtMs",
  cls: "cls",
  js: "jsKiB",
  jsKiB: "jsKiB",
  homeTotal: "homeTotalKiB",
  homeTotalKiB: "homeTotalKiB",
  total: "homeTotalKiB",
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function parseOptions(argv: string[]): Options {
  const values = new Map<string, string>()
  const switches = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith("--")) fail(`Unexpected argument: ${arg}`)
    const eq = arg.indexOf("=")
    if (eq > 0) {
      values.set(arg.slice(2, eq), arg.slice(eq + 1))
    } else if (arg === "--save-lhr" || arg === "--help") {
      switches.add(arg.slice(2))
    } else {
      const next = argv[i + 1]
      if (next === undefined || next.startsWith("--")) fail(`${arg} needs a value`)
      values.set(arg.slice(2), next)
      i++
    }
  }
  if (switches.has("help")) {
    const header = fs.readFileSync(__filename, "utf8").split("*/")[0]
    console.log(header.replace(/^\/\*\*?|^ \* ?/gm, ""))
    process.exit(0)
  }
  const known = new Set(["runs", "routes", "form-factor", "profile", "floor", "port", "out", "settle"])
  for (const key of values.keys()) if (!known.has(key)) fail(`Unknown option --${key}`)

  const file = JSON.parse(fs.readFileSync(BUDGET_FILE, "utf8")) as BudgetFile
  const profile = values.get("profile") ?? process.env.LH_PROFILE ?? "default"
  const base = file.profiles.default
  const chosen = file.profiles[profile]
  if (!chosen) fail(`Unknown budget profile "${profile}" (have: ${Object.keys(file.profiles).join(", ")})`)
  const budget = { ...base, ...chosen } as Budget
  for (const key of Object.keys(FLOOR_KEYS)) {
    const k = FLOOR_KEYS[key]
    if (typeof budget[k] !== "number") fail(`Budget "${k}" missing from ${rel(BUDGET_FILE)} profile default`)
  }
  const floor = values.get("floor") ?? process.env.LH_FLOOR
  if (floor) {
    for (const pair of floor.split(",")) {
      const [rawKey, rawValue] = pair.split("=")
      const key = FLOOR_KEYS[rawKey?.trim() ?? ""]
      const value = Number(rawValue)
      if (!key || !Number.isFinite(value))
        fail(`Bad --floor entry "${pair}" (e.g. performance=85,lcp=2.5,tbt=200)`)
      budget[key] = value
    }
  }

  const runs = Number(values.get("runs") ?? "3")
  if (!Number.isInteger(runs) || runs < 1) fail("--runs must be a positive integer")
  const routes = values.has("routes")
    ? (values.get("routes") ?? "")
        .split(",")
        .map(r => r.trim())
        .filter(Boolean)
    : file.routes
  for (const route of routes) if (!route.startsWith("/")) fail(`Route must start with "/": ${route}`)
  const settleSeconds = Number(values.get("settle") ?? "90")
  if (!Number.isFinite(settleSeconds) || settleSeconds < 0)
    fail("--settle must be a number of seconds, 0 or more")
  const ff = values.get("form-factor") ?? "both"
  let formFactors: FormFactor[]
  if (ff === "both") formFactors = file.formFactors
  else if (ff === "mobile" || ff === "desktop") formFactors = [ff]
  else fail(`--form-factor must be mobile, desktop or both (got ${ff})`)

  return {
    runs,
    routes,
    formFactors,
    profile,
    budget,
    port: Number(values.get("port") ?? "9200"),
    outDir: path.resolve(projectRoot, values.get("out") ?? "reports/lighthouse"),
    saveLhr: switches.has("save-lhr"),
    settleSeconds,
  }
}

/**
 * Mobile TBT is four times the main-thread time Chromium measures, so a
 * machine still busy with the test run that just ended (a 1-minute load of
 * 4-5 here) turns into failed budgets. Waits for the 1-minute load average to
 * fall under half the cores, or for `seconds`, whichever comes first.
 */
async function waitForQuietMachine(seconds: number): Promise<void> {
  const limit = os.cpus().length / 2
  const deadline = Date.now() + seconds * 1000
  if (os.loadavg()[0] <= limit || seconds === 0) return
  console.log(
    `Waiting up to ${seconds} s for the 1-minute load average (${os.loadavg()[0].toFixed(2)}) to fall under ${limit}...`
  )
  while (os.loadavg()[0] > limit && Date.now() < deadline)
    await new Promise(resolve => setTimeout(resolve, 5000))
}

// ----------------------------------------------------------------- chrome --

interface Chrome {
  port: number
  close: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function devtoolsReady(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const req = http.get({ host: "127.0.0.1", port, path: "/json/version", timeout: 1000 }, res => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on("error", () => resolve(false))
    req.on("timeout", () => {
      req.destroy()
      resolve(false)
    })
  })
}

async function launchChrome(): Promise<Chrome> {
  const chromePath = systemChromium()
  if (!fs.existsSync(chromePath)) fail(`Chromium not found at ${chromePath} (set CHROME_PATH)`)
  const port = await freePort()
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-chrome-"))
  const args = [
    ...(await chromeFlags()),
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${userDataDir}`,
    "about:blank",
  ]
  // detached: Chromium and its helper processes get their own process group,
  // which close() ends as a whole (and only that group).
  const child: ChildProcess = spawn(chromePath, args, { detached: true, stdio: ["ignore", "ignore", "pipe"] })
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  let exited = false
  const exitedPromise = new Promise<void>(resolve => child.once("exit", () => ((exited = true), resolve())))

  const deadline = Date.now() + 30_000
  while (!(await devtoolsReady(port))) {
    if (exited) throw new Error(`Chromium exited during start-up:\n${stderr}`)
    if (Date.now() > deadline)
      throw new Error(`Chromium did not open DevTools on port ${port} within 30 s:\n${stderr}`)
    await new Promise(r => setTimeout(r, 200))
  }

  const close = async (): Promise<void> => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, "SIGKILL")
        } catch {
          /* already gone */
        }
      }, 5000)
      await exitedPromise
      clearTimeout(timer)
    }
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return { port, close }
}

// --------------------------------------------------------------- analysis --

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Rows of an audit's table/opportunity details, or []. */
function detailItems(audit: AuditResult | undefined): Record<string, unknown>[] {
  const details: unknown = audit?.details
  if (!isRecord(details) || !Array.isArray(details.items)) return []
  return details.items.filter(isRecord)
}

function urlOfItem(item: Record<string, unknown>): string | undefined {
  if (typeof item.url === "string") return item.url
  const location = item.sourceLocation
  if (isRecord(location) && typeof location.url === "string") return location.url
  if (typeof item.source === "string" && /^https?:/.test(item.source)) return item.source
  return undefined
}

const UNREACHABLE =
  /net::ERR_(NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|CONNECTION_(REFUSED|RESET|CLOSED|FAILED|TIMED_OUT)|ADDRESS_UNREACHABLE|INTERNET_DISCONNECTED|TIMED_OUT|PROXY_CONNECTION_FAILED)/

/**
 * An audit "fails only because a third-party host is unreachable" when every
 * row names a URL on another origin and reports a network error for it.
 */
function failsOnlyOnUnreachableThirdParty(audit: AuditResult, siteOrigin: string): boolean {
  const items = detailItems(audit)
  if (items.length === 0) return false
  return items.every(item => {
    const url = urlOfItem(item)
    if (!url) return false
    let origin: string
    try {
      origin = new URL(url).origin
    } catch {
      return false
    }
    const text = `${typeof item.description === "string" ? item.description : ""} ${JSON.stringify(item)}`
    return origin !== siteOrigin && UNREACHABLE.test(text)
  })
}

function categoryScore(lhr: Result, id: string, ignore: Set<string> = new Set()): number {
  const category = lhr.categories[id]
  if (!category) return Number.NaN
  if (ignore.size === 0) return Math.round((category.score ?? 0) * 100)
  let weighted = 0
  let total = 0
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.weight <= 0 || audit.score === null) continue
    weighted += ref.weight * (ignore.has(ref.id) ? 1 : audit.score)
    total += ref.weight
  }
  return total === 0 ? 100 : Math.round((weighted / total) * 100)
}

function failingAudits(lhr: Result, categoryId: string): FailingAudit[] {
  const category = lhr.categories[categoryId]
  if (!category) return []
  const out: FailingAudit[] = []
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.score >= 1) continue
    if (ref.weight <= 0 && categoryId !== "performance") continue
    if (categoryId === "performance" && ref.group !== "metrics") continue
    out.push({ category: categoryId, id: ref.id, title: audit.title, displayValue: audit.displayValue })
  }
  return out
}

function analyse(lhr: Result, siteOrigin: string): Omit<RunOutcome, "seconds"> {
  const ignored = new Set<string>()
  const bp = lhr.categories["best-practices"]
  for (const ref of bp?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (
      audit &&
      audit.score !== null &&
      audit.score < 1 &&
      failsOnlyOnUnreachableThirdParty(audit, siteOrigin)
    ) {
      ignored.add(ref.id)
    }
  }
  let jsBytes = 0
  let totalBytes = 0
  for (const item of detailItems(lhr.audits["network-requests"])) {
    const size = typeof item.transferSize === "number" ? item.transferSize : 0
    totalBytes += size
    if (item.resourceType === "Script") jsBytes += size
  }
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN
  const metrics: RunMetrics = {
    performance: categoryScore(lhr, "performance"),
    accessibility: categoryScore(lhr, "accessibility"),
    bestPractices: categoryScore(lhr, "best-practices", ignored),
    bestPracticesRaw: categoryScore(lhr, "best-practices"),
    seo: categoryScore(lhr, "seo"),
    lcpSeconds: numeric("largest-contentful-paint") / 1000,
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsKiB: jsBytes / 1024,
    totalKiB: totalBytes / 1024,
  }
  const failing = CATEGORIES.flatMap(c => failingAudits(lhr, c)).filter(
    a => !(a.category === "best-practices" && ignored.has(a.id))
  )
  return { metrics, failingAudits: failing, ignoredAudits: [...ignored], warnings: lhr.runWarnings ?? [] }
}

function median(values: number[]): number {
  const sorted = values.filter(v => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function medianMetrics(runs: RunOutcome[]): RunMetrics | null {
  if (runs.length === 0) return null
  const pick = (key: keyof RunMetrics): number => median(runs.map(r => r.metrics[key]))
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    bestPracticesRaw: pick("bestPracticesRaw"),
    seo: pick("seo"),
    lcpSeconds: pick("lcpSeconds"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsKiB: pick("jsKiB"),
    totalKiB: pick("totalKiB"),
  }
}

function checkBudget(result: RouteResult, budget: Budget): string[] {
  const m = result.median
  if (!m) return [`no successful run (${result.errors.join("; ") || "unknown error"})`]
  const failures: string[] = []
  const min = (label: string, value: number, floor: number, fmt: (n: number) => string): void => {
    if (!(value >= floor)) failures.push(`${label} ${fmt(value)} < ${fmt(floor)}`)
  }
  const max = (label: string, value: number, ceiling: number, fmt: (n: number) => string): void => {
    if (!(value <= ceiling)) failures.push(`${label} ${fmt(value)} > ${fmt(ceiling)}`)
  }
  const int = (n: number): string => String(Math.round(n))
  min("Performance", m.performance, budget.performance, int)
  min("Accessibility", m.accessibility, budget.accessibility, int)
  min("Best Practices", m.bestPractices, budget.bestPractices, int)
  min("SEO", m.seo, budget.seo, int)
  max("LCP", m.lcpSeconds, budget.lcpSeconds, n => `${n.toFixed(2)} s`)
  max("TBT", m.tbtMs, budget.tbtMs, n => `${Math.round(n)} ms`)
  max("CLS", m.cls, budget.cls, n => n.toFixed(3))
  max("JS", m.jsKiB, budget.jsKiB, n => `${n.toFixed(1)} KiB`)
  if (result.route === "/" && result.formFactor === "mobile") {
    max("Total transfer", m.totalKiB, budget.homeTotalKiB, n => `${n.toFixed(1)} KiB`)
  }
  return failures
}

// ---------------------------------------------------------------- reports --

function fmt(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "n/a"
}

function markdown(results: RouteResult[], options: Options, meta: Record<string, string>): string {
  const b = options.budget
  const lines = [
    "# Lighthouse summary",
    "",
    ...Object.entries(meta).map(([k, v]) => `- ${k}: ${v}`),
    `- Budget (${options.profile}): Performance >= ${b.performance}, Accessibility >= ${b.accessibility}, ` +
      `Best Practices >= ${b.bestPractices}, SEO >= ${b.seo}, LCP <= ${b.lcpSeconds} s, TBT <= ${b.tbtMs} ms, ` +
      `CLS <= ${b.cls}, JS <= ${b.jsKiB} KiB on every route, total <= ${b.homeTotalKiB} KiB on / (mobile)`,
    "",
    `Medians of ${options.runs} run(s) per row. Sizes are KiB transferred (compressed).`,
    "",
    "| Route | Form factor | Performance | Accessibility | Best Practices | SEO | LCP s | TBT ms | CLS | JS KiB | Total KiB | Budget |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
  ]
  for (const r of results) {
    const m = r.median
    const status = r.budgetFailures.length === 0 ? "pass" : `FAIL: ${r.budgetFailures.join("; ")}`
    if (!m) {
      lines.push(
        `| ${r.route} | ${r.formFactor} | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | ${status} |`
      )
      continue
    }
    const bp =
      m.bestPractices !== m.bestPracticesRaw
        ? `${fmt(m.bestPractices, 0)} (raw ${fmt(m.bestPracticesRaw, 0)})`
        : fmt(m.bestPractices, 0)
    lines.push(
      `| ${r.route} | ${r.formFactor} | ${fmt(m.performance, 0)} | ${fmt(m.accessibility, 0)} | ${bp} | ${fmt(m.seo, 0)} | ` +
        `${fmt(m.lcpSeconds, 2)} | ${fmt(m.tbtMs, 0)} | ${fmt(m.cls, 3)} | ${fmt(m.jsKiB, 1)} | ${fmt(m.totalKiB, 1)} | ${status} |`
    )
  }
  const audits = results.flatMap(r => {
    const counts = new Map<string, { audit: FailingAudit; n: number }>()
    for (const run of r.runs) {
      for (const a of run.failingAudits) {
        if (a.category === "performance") continue
        const key = `${a.category}/${a.id}`
        counts.set(key, { audit: a, n: (counts.get(key)?.n ?? 0) + 1 })
      }
    }
    return [...counts.values()].map(
      ({ audit, n }) =>
        `- ${r.route} (${r.formFactor}): ${audit.category} › \`${audit.id}\` ${audit.title}` +
        `${audit.displayValue ? ` (${audit.displayValue})` : ""} — in ${n}/${r.runs.length} run(s)`
    )
  })
  if (audits.length > 0) lines.push("", "## Failing non-performance audits", "", ...audits)
  const ignored = [...new Set(results.flatMap(r => r.runs.flatMap(run => run.ignoredAudits)))]
  if (ignored.length > 0) {
    lines.push(
      "",
      `Best Practices ignores audits whose only failures are unreachable third-party hosts: ${ignored.join(", ")}.`
    )
  }
  const errors = results.flatMap(r => r.errors.map(e => `- ${r.route} (${r.formFactor}): ${e}`))
  if (errors.length > 0) lines.push("", "## Run errors", "", ...errors)
  return `${lines.join("\n")}\n`
}

// ------------------------------------------------------------------- main --

async function main(): Promise<void> {
  const started = performance.now()
  const options = parseOptions(process.argv.slice(2))
  assertBuildPresent()
  await waitForQuietMachine(options.settleSeconds)
  const load = os.loadavg()

  const server = await startStaticServer({ port: options.port })
  let chrome: Chrome | null = null
  const cleanup = async (): Promise<void> => {
    await chrome?.close()
    chrome = null
    await server.close()
  }
  const onSignal = (): void => {
    void cleanup().finally(() => process.exit(130))
  }
  process.once("SIGINT", onSignal)
  process.once("SIGTERM", onSignal)

  const results: RouteResult[] = []
  try {
    const { default: lighthouse, desktopConfig } = await loadLighthouse()
    chrome = await launchChrome()
    const total = options.runs * options.routes.length * options.formFactors.length
    console.log(
      `Lighthouse 12 on ${server.url} (static server, public/) with Chromium on port ${chrome.port}: ` +
        `${options.routes.length} route(s) x ${options.formFactors.join("+")} x ${options.runs} run(s) = ${total}; ` +
        `profile ${options.profile}; load average ${load.map(l => l.toFixed(2)).join(" ")} on ${os.cpus().length} core(s)`
    )
    if (options.saveLhr) fs.mkdirSync(path.join(options.outDir, "lhr"), { recursive: true })

    for (const formFactor of options.formFactors) {
      for (const route of options.routes) {
        results.push({ route, formFactor, runs: [], errors: [], median: null, budgetFailures: [] })
      }
    }
    let done = 0
    // Runs are interleaved (all rows once, then again) so a burst of load
    // elsewhere does not land on every run of one route.
    for (let run = 1; run <= options.runs; run++) {
      for (const result of results) {
        const { route, formFactor } = result
        const url = new URL(route, server.url).href
        const flags: Flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        }
        const config: Config | undefined = formFactor === "desktop" ? desktopConfig : undefined
        done += 1
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART,
        // NO_FCP, protocol timeouts) and asks to be run again: retry once.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const t0 = performance.now()
          try {
            const runnerResult = await lighthouse(url, flags, config)
            if (!runnerResult) throw new Error("Lighthouse returned no result")
            const lhr = runnerResult.lhr
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
            const seconds = (performance.now() - t0) / 1000
            const outcome: RunOutcome = { ...analyse(lhr, new URL(server.url).origin), seconds }
            result.runs.push(outcome)
            if (options.saveLhr) {
              const slug = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_")
              fs.writeFileSync(
                path.join(options.outDir, "lhr", `${formFactor}-${slug}-${run}.json`),
                JSON.stringify(lhr)
              )
            }
            const m = outcome.metrics
            console.log(
              `[${done}/${total}] ${formFactor.padEnd(7)} ${route.padEnd(19)} perf ${fmt(m.performance, 0)} a11y ${fmt(m.accessibility, 0)} ` +
                `bp ${fmt(m.bestPractices, 0)} seo ${fmt(m.seo, 0)} LCP ${fmt(m.lcpSeconds, 2)} s TBT ${fmt(m.tbtMs, 0)} ms ` +
                `CLS ${fmt(m.cls, 3)} JS ${fmt(m.jsKiB, 1)} KiB total ${fmt(m.totalKiB, 1)} KiB (${seconds.toFixed(1)} s)`
            )
            for (const w of outcome.warnings) console.log(`    warning: ${w}`)
            break
          } catch (err: unknown) {
            const message = err instanceof Error ? err.message : String(err)
            if (attempt === 1) {
              console.warn(`[${done}/${total}] ${formFactor} ${route} failed, retrying once: ${message}`)
            } else {
              result.errors.push(`run ${run}: ${message}`)
              console.error(`[${done}/${total}] ${formFactor} ${route} FAILED: ${message}`)
            }
          }
        }
      }
    }
  } finally {
    await cleanup()
    process.off("SIGINT", onSignal)
    process.off("SIGTERM", onSignal)
  }

  for (const result of results) {
    result.median = medianMetrics(result.runs)
    result.budgetFailures = checkBudget(result, options.budget)
  }
  const seconds = (performance.now() - started) / 1000
  const allRuns = results.flatMap(r => r.runs)
  const meta: Record<string, string> = {
    Measured: new Date().toISOString(),
    Lighthouse: "12.8.2 (Node API, one Chromium; mobile = default config, desktop = desktop preset)",
    Server: "scripts/quality/static-server.ts (brotli/gzip, public/_headers)",
    Machine: `${os.cpus().length} core(s); load average at start ${load.map(l => l.toFixed(2)).join(" ")}, at end ${os
      .loadavg()
      .map(l => l.toFixed(2))
      .join(" ")}`,
    "Time taken": `${formatDuration(seconds * 1000)} (${allRuns.length} run(s), ${fmt(median(allRuns.map(r => r.seconds)), 1)} s median per run)`,
  }

  fs.mkdirSync(options.outDir, { recursive: true })
  const md = markdown(results, options, meta)
  fs.writeFileSync(path.join(options.outDir, "summary.md"), md)
  const failed = results.filter(r => r.budgetFailures.length > 0)
  fs.writeFileSync(
    path.join(options.outDir, "summary.json"),
    `${JSON.stringify(
      {
        measuredAt: meta.Measured,
        profile: options.profile,
        budget: options.budget,
        runsPerRow: options.runs,
        seconds: Math.round(seconds * 10) / 10,
        loadAverageAtStart: load,
        passed: failed.length === 0,
        results: results.map(r => ({
          route: r.route,
          formFactor: r.formFactor,
          median: r.median,
          budgetFailures: r.budgetFailures,
          errors: r.errors,
          runs: r.runs,
        })),
      },
      null,
      2
    )}\n`
  )

  console.log(`\n${md}`)
  console.log(`Wrote ${rel(path.join(options.outDir, "summary.md"))} and summary.json`)
  if (failed.length > 0) {
    console.error(`Lighthouse budget FAILED for ${failed.length} of ${results.length} row(s):`)
    for (const r of failed) console.error(`  ${r.route} (${r.formFactor}): ${r.budgetFailures.join("; ")}`)
    process.exitCode = 1
  } else {
    console.log(`Lighthouse budget passed for all ${results.length} row(s).`)
  }
  console.log(`Time taken: ${formatDuration(seconds * 1000)}`)
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err))
  process.exit(2)
})
