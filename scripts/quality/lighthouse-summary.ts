/**
 * Why this exists: lhci's assert step prints only the budgets that fail and
 * its filesystem upload prints no numbers, so a passing run shows nothing of
 * how close each route is to its budget. This prints, one line per route, the
 * values the assertions in lighthouserc.cjs were checked against (the median;
 * for a "ci" folder, the better run's Perf, LCP and TBT), read from the
 * reports lhci wrote, Lighthouse's benchmark index of the machine (higher
 * is faster) and the CPU slowdown applied, so a log tells a slow machine
 * from a slow page. It also
 * deletes the reports of earlier runs: their file names carry the time of
 * the run, so they would otherwise pile up under reports/lighthouse/.
 * Below the table it names the audits that cost Accessibility, Best
 * Practices or SEO points, which lhci's category assertions do not say.
 *
 *   npx tsx scripts/quality/lighthouse-summary.ts [NAME ...]
 *     NAME: a folder under reports/lighthouse/ (full-mobile, full-desktop,
 *     ci-mobile, ...); default: every folder there with a manifest.json.
 */
import fs from "node:fs"
import path from "node:path"
import { median } from "./median"
import { projectRoot, rel } from "./pages"

interface ManifestEntry {
  url: string
  jsonPath: string
  htmlPath: string
}

interface Lhr {
  fetchTime: string
  environment?: { benchmarkIndex?: number }
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[] } }
  >
}

const reportsDir = path.join(projectRoot, "reports", "lighthouse")

function transferred(lhr: Lhr, resourceType: string): number {
  const items = lhr.audits["resource-summary"]?.details?.items ?? []
  const item = items.find(i => i.resourceType === resourceType)
  return typeof item?.transferSize === "number" ? item.transferSize : Number.NaN
}

type Aggregate = (values: number[]) => number
const best =
  (higherIsBetter: boolean): Aggregate =>
  values =>
    values.filter(Number.isFinite).reduce((a, b) => (higherIsBetter ? Math.max(a, b) : Math.min(a, b)))

/** Title, value, format, and for the machine-dependent values how "ci" aggregates them. */
const COLUMNS: [string, (lhr: Lhr) => number, (n: number) => string, Aggregate?][] = [
  ["Perf", lhr => (lhr.categories.performance?.score ?? Number.NaN) * 100, n => n.toFixed(0), best(true)],
  ["A11y", lhr => (lhr.categories.accessibility?.score ?? Number.NaN) * 100, n => n.toFixed(0)],
  ["BP", lhr => (lhr.categories["best-practices"]?.score ?? Number.NaN) * 100, n => n.toFixed(0)],
  ["SEO", lhr => (lhr.categories.seo?.score ?? Number.NaN) * 100, n => n.toFixed(0)],
  [
    "LCP ms",
    lhr => lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    n => n.toFixed(0),
    best(false),
  ],
  [
    "TBT ms",
    lhr => lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    n => n.toFixed(0),
    best(false),
  ],
  ["CLS", lhr => lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN, n => n.toFixed(3)],
  ["JS KiB", lhr => transferred(lhr, "script") / 1024, n => n.toFixed(1)],
  ["Total KiB", lhr => transferred(lhr, "total") / 1024, n => n.toFixed(1)],
  ["CPU", lhr => lhr.environment?.benchmarkIndex ?? Number.NaN, n => n.toFixed(0)],
  // The CPU slowdown Lighthouse applied (1 on desktop, 4 by default on mobile, calibrated in the full budget).
  ["CPU×", lhr => lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN, n => n.toFixed(2)],
]

function summarise(name: string): void {
  const dir = path.join(reportsDir, name)
  const manifestPath = path.join(dir, "manifest.json")
  if (!fs.existsSync(manifestPath)) {
    console.error(`No ${rel(manifestPath)}: run lhci first.`)
    process.exitCode = 1
    return
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as ManifestEntry[]
  const keep = new Set(manifest.flatMap(e => [e.jsonPath, e.htmlPath]).map(p => path.resolve(p)))
  for (const file of fs.readdirSync(dir)) {
    if (/\.report\.(html|json)$/.test(file) && !keep.has(path.join(dir, file)))
      fs.rmSync(path.join(dir, file))
  }

  const byUrl = new Map<string, Lhr[]>()
  for (const entry of manifest) {
    const lhr = JSON.parse(fs.readFileSync(entry.jsonPath, "utf8")) as Lhr
    byUrl.set(entry.url, [...(byUrl.get(entry.url) ?? []), lhr])
  }
  const times = [...byUrl.values()]
    .flat()
    .map(lhr => lhr.fetchTime)
    .sort()
  const runs = Math.max(...[...byUrl.values()].map(lhrs => lhrs.length))
  const optimistic = name.startsWith("ci")
  const how = optimistic
    ? `Perf, LCP and TBT the best of ${runs} run(s), the rest their median`
    : `median of ${runs} run(s)`
  console.log(`\n${name}: ${how} per route, ${times[0]} to ${times.at(-1)} (${rel(dir)}/)`)
  const rows = [["Route", ...COLUMNS.map(([title]) => title)]]
  for (const [url, lhrs] of byUrl) {
    rows.push([
      new URL(url).pathname,
      ...COLUMNS.map(([, value, format, ciAggregate]) =>
        format((optimistic && ciAggregate ? ciAggregate : median)(lhrs.map(value)))
      ),
    ])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map(row => row[i].length)))
  for (const row of rows) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ")
    )
  }
  for (const [url, lhrs] of byUrl) {
    const failing = new Set<string>()
    for (const lhr of lhrs) {
      for (const id of ["accessibility", "best-practices", "seo"]) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const score = lhr.audits[ref.id]?.score
          if (ref.weight > 0 && typeof score === "number" && score < 1) failing.add(`${id} › ${ref.id}`)
        }
      }
    }
    if (failing.size > 0) console.log(`  ${new URL(url).pathname} loses points on ${[...failing].join(", ")}`)
  }
}

// Options meant for the old runner (`-- --runs 1`) are ignored rather than read as folders.
const names = process.argv.slice(2).filter(arg => !arg.startsWith("-"))
const all = fs.existsSync(reportsDir)
  ? fs.readdirSync(reportsDir).filter(n => fs.existsSync(path.join(reportsDir, n, "manifest.json")))
  : []
for (const name of names.length > 0 ? names : all.sort()) summarise(name)
