/**
 * What would Lighthouse's LCP be without that request, or with that file smaller? Lighthouse does
 * not time the page it loads: it simulates a phone on slow 4G from the page's recorded requests
 * (Lantern), so the answer is deterministic. This loads a page once, keeps what Lighthouse
 * recorded, and simulates it again with requests taken out or resized, printing LCP and FCP with
 * the two estimates LCP is the mean of (optimistic: without low-priority pictures; pessimistic:
 * everything that finished before the largest paint).
 *
 *   npx tsx scripts/quality/lantern-what-if.ts --url http://127.0.0.1:9200/contact-us/ \
 *     "without brand-mark" "size cormorant-garamond-latin-500-=9000" ["without a b" ...]
 *
 * Each scenario is a list of changes to the requests whose URL contains a pattern: `without
 * <pattern>` drops them, `size <pattern>=<bytes>` sets what they transfer (headers included). Serve
 * the build first (scripts/quality/static-server.ts). It answers what Lighthouse would say; whether
 * a change is worth making is then measured for real (lighthouse-ab.ts, docs/performance.md).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromiumArgs, systemChromium } from "../chromium"

interface LogEntry {
  method: string
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number }
}
type Lhr = {
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }>
}

const args = process.argv.slice(2)
const urlAt = args.indexOf("--url")
if (urlAt < 0) throw new Error("Name the page: --url http://127.0.0.1:9200/route/")
const url = args[urlAt + 1]
const scenarios = args.filter((_, i) => i !== urlAt && i !== urlAt + 1)

// Settings must match between recording and simulating; predictive-perf reports both estimates.
const config = {
  extends: "lighthouse:default",
  audits: ["predictive-perf"],
  settings: { onlyAudits: ["predictive-perf", "largest-contentful-paint", "first-contentful-paint"] },
}

/** The devtools log with one scenario's changes made, or why a change names nothing. */
function change(log: LogEntry[], scenario: string): LogEntry[] {
  let result = log
  for (const [, verb, pattern, bytes] of scenario.matchAll(/(without|size) (\S+?)(?:=(\d+))?(?=\s|$)/g)) {
    const ids = new Set(
      result
        .filter(
          entry => entry.method === "Network.requestWillBeSent" && entry.params.request?.url.includes(pattern)
        )
        .map(entry => entry.params.requestId)
    )
    if (ids.size === 0) throw new Error(`"${pattern}" names no request of ${url}`)
    const touched = (entry: LogEntry) =>
      entry.params.requestId !== undefined && ids.has(entry.params.requestId)
    if (verb === "without") result = result.filter(entry => !touched(entry))
    else
      result = result.map(entry =>
        touched(entry) && entry.method === "Network.loadingFinished"
          ? { ...entry, params: { ...entry.params, encodedDataLength: Number(bytes) } }
          : touched(entry) && entry.method === "Network.dataReceived"
            ? { ...entry, params: { ...entry.params, encodedDataLength: 0 } }
            : entry
      )
  }
  return result
}

async function main(): Promise<void> {
  const { default: lighthouse } = (await import("@lhci/cli/node_modules/lighthouse/core/index.js")) as {
    default: (url: string, flags: object, config: object) => Promise<{ lhr: Lhr } | undefined>
  }
  const chromeLauncher = await import("@lhci/cli/node_modules/chrome-launcher/dist/index.js")
  const recorded = fs.mkdtempSync(path.join(os.tmpdir(), "what-if-"))
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  })
  try {
    await lighthouse(url, { port: chrome.port, logLevel: "error", gatherMode: recorded }, config)
  } finally {
    await chrome.kill()
  }
  const logFile = "defaultPass.devtoolslog.json"
  const log = JSON.parse(fs.readFileSync(path.join(recorded, logFile), "utf8")) as LogEntry[]
  console.log(`${url}\n`)
  console.log("| Scenario | LCP ms | optimistic | pessimistic | FCP ms |\n|---|---|---|---|---|")
  for (const scenario of ["as recorded", ...scenarios]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "what-if-"))
    fs.cpSync(recorded, dir, { recursive: true })
    if (scenario !== "as recorded")
      fs.writeFileSync(path.join(dir, logFile), JSON.stringify(change(log, scenario)))
    const result = await lighthouse(url, { logLevel: "error", auditMode: dir }, config)
    const audits = result!.lhr.audits
    const estimates = audits["predictive-perf"].details!.items![0]
    const ms = (value: number | undefined) => Math.round(value ?? NaN)
    console.log(
      `| ${scenario} | ${ms(audits["largest-contentful-paint"].numericValue)} | ${ms(estimates.optimisticLCP)} | ${ms(estimates.pessimisticLCP)} | ${ms(audits["first-contentful-paint"].numericValue)} |`
    )
    fs.rmSync(dir, { recursive: true })
  }
  fs.rmSync(recorded, { recursive: true })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
