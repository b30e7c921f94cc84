/**
 * A/B (and A/A) of built sites with Lighthouse, interleaved, as docs/performance.md
 * asks every start-up technique to be measured: each variant is a built public/
 * folder, served by ./static-server.ts as the CDN serves it (brotli, _headers),
 * and measured by the Lighthouse that lhci runs (12.6) with its default mobile
 * settings, Performance only, in one Chromium reused for every run. In each
 * round every route is measured once per variant, the variants' order rotated
 * by round and route, so drift on the host falls on all of them alike.
 *
 * Name one folder twice (main=public main-again=public) and the table gives the
 * A/A spread: what the host alone moves.
 *
 *   npx tsx scripts/quality/lighthouse-ab.ts main=/tmp/ab/main main-again=/tmp/ab/main \
 *     no-fonts=/tmp/ab/no-fonts [--runs 5] [--routes /,/services/] [--http2 | --both] [--out reports/ab/fonts] [--keep-reports]
 *
 * --http2 serves every variant over HTTP/2 with TLS (as the CDN does) instead of HTTP/1.1; --both serves
 * each over both, as two variants ("main" and "main h2") measured in the same rounds.
 *
 * Run it alone: two builds or a browser test beside it move every timing.
 */
import fs from "node:fs"
import path from "node:path"
import { pageRoutes } from "../../src/content/routes"
import { chromiumArgs, systemChromium } from "../chromium"
import { startStaticServer, type StaticServer } from "./static-server"
import { medianTable, type Run } from "./lighthouse-ab-table"

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const both = args.includes("--both")
const http2 = args.includes("--http2")
const variants = args
  .filter((arg, i) => arg.includes("=") && !args[i - 1]?.startsWith("--"))
  .flatMap(arg => {
    const [label, folder] = arg.split("=")
    const dir = path.resolve(folder)
    return both
      ? [
          { label, dir, http2: false },
          { label: `${label} h2`, dir, http2: true },
        ]
      : [{ label, dir, http2 }]
  })
const runs = Number(option("runs") ?? 5)
const routes = option("routes")?.split(",") ?? pageRoutes().map(route => route.path)
const out = path.resolve(
  option("out") ?? `reports/ab/${new Date().toISOString().slice(0, 16).replace(/:/g, "")}`
)

type Lhr = {
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>
  categories: { performance: { score: number | null } }
}

/** What one run is summarised to; the table's columns. */
function summarise(lhr: Lhr): Run["metrics"] {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const items = (id: string) => lhr.audits[id]?.details?.items ?? []
  const summary = (type: string) =>
    Number(items("resource-summary").find(item => item.resourceType === type)?.transferSize ?? 0)
  const requests = Number(items("resource-summary").find(item => item.resourceType === "total")?.requestCount)
  const longest = Math.max(0, ...items("long-tasks").map(item => Number(item.duration)))
  return {
    score: (lhr.categories.performance.score ?? NaN) * 100,
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    tbt: audit("total-blocking-time"),
    mainThread: audit("mainthread-work-breakdown"),
    longestTask: longest,
    cls: audit("cumulative-layout-shift"),
    totalKiB: summary("total") / 1024,
    scriptKiB: summary("script") / 1024,
    imageKiB: summary("image") / 1024,
    fontKiB: summary("font") / 1024,
    requests,
  }
}

/** What the largest paint was (its selector), to check that a variant did not change it. */
function lcpElement(lhr: Lhr): string {
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0] as
    { items?: { node?: { selector?: string } }[] } | undefined
  return table?.items?.[0]?.node?.selector ?? ""
}

async function main(): Promise<void> {
  if (variants.length < 2) throw new Error("Name at least two variants: label=public-folder")
  // The Lighthouse and chrome-launcher that lhci runs (and patches/ fixes), not another copy.
  const { default: lighthouse } = (await import("@lhci/cli/node_modules/lighthouse/core/index.js")) as {
    default: (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>
  }
  const chromeLauncher = await import("@lhci/cli/node_modules/chrome-launcher/dist/index.js")

  // One server per folder and protocol: a variant measured twice (A/A) is served by the same one.
  const servers = new Map<string, StaticServer>()
  const serverOf = (variant: (typeof variants)[number]) => servers.get(`${variant.http2} ${variant.dir}`)!
  for (const variant of variants) {
    const key = `${variant.http2} ${variant.dir}`
    if (servers.has(key)) continue
    const port = 9400 + servers.size * 10
    servers.set(
      key,
      await startStaticServer({ dir: variant.dir, port, host: "127.0.0.1", http2: variant.http2 })
    )
  }
  const tls = variants.some(variant => variant.http2)
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs, ...(tls ? ["--ignore-certificate-errors"] : [])],
  })
  fs.mkdirSync(out, { recursive: true })
  const log = fs.createWriteStream(path.join(out, "runs.jsonl"), { flags: "a" })
  const all: Run[] = []
  try {
    for (let round = 0; round < runs; round++) {
      for (const [r, route] of routes.entries()) {
        const shift = (round + r) % variants.length
        for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
          const url = `${serverOf(variant).url}${route}`
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            disableFullPageScreenshot: true,
          })
          if (!result) throw new Error(`No result for ${url}`)
          const run: Run = {
            round,
            route,
            variant: variant.label,
            metrics: summarise(result.lhr),
            lcpElement: lcpElement(result.lhr),
          }
          all.push(run)
          log.write(`${JSON.stringify(run)}\n`)
          // --keep-reports: each run's whole report, to read where a time went (the LCP's phases, the requests)
          if (args.includes("--keep-reports"))
            fs.writeFileSync(
              path.join(out, `${route.replace(/\W+/g, "_")}-${variant.label}-${round + 1}.json`),
              JSON.stringify(result.lhr)
            )
          console.log(`${round + 1}/${runs} ${route} ${variant.label}: LCP ${Math.round(run.metrics.lcp)} ms`)
        }
      }
    }
  } finally {
    log.end()
    await chrome.kill()
    await Promise.all([...servers.values()].map(server => server.close()))
  }
  const sameAsFirst = variants
    .slice(1)
    .filter(v => v.dir === variants[0].dir)
    .map(v => v.label)
  const table = medianTable(
    all,
    variants.map(v => v.label),
    routes,
    sameAsFirst
  )
  const protocol = both
    ? "over HTTP/1.1 and HTTP/2 with TLS (h2)"
    : http2
      ? "over HTTP/2 with TLS"
      : "over HTTP/1.1"
  const header = `Lighthouse 12.6 (lhci's), default mobile settings, ${protocol}, ${runs} runs per variant and route, medians; in brackets the variant minus ${variants[0].label}${sameAsFirst.length ? `; ${sameAsFirst.join(", ")} is ${variants[0].label} measured again (A/A), and a difference at least twice that spread is in bold` : ""}.\n\n`
  fs.writeFileSync(path.join(out, "medians.md"), header + table)
  console.log(`\n${header}${table}\nRuns and medians in ${path.relative(process.cwd(), out)}/`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
