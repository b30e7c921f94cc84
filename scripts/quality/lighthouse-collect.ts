/**
 * `npm run check:lighthouse`'s collection, in place of `lhci collect`: Lighthouse's default mobile
 * settings, three runs on one route per page template (src/content/routes.ts, templateRoutes), and
 * none on the other routes: a new guide or legal page costs no run. Every route's byte and request
 * budgets are held in `npm test` by scripts/quality/page-weight.ts (the same numbers, read from
 * lighthouserc.cjs, counted as Lighthouse counts them); its CLS and its accessibility by the browser
 * tests (pictures and layout shift, axe, on every route). Runs go round the routes in turn, so drift on
 * the host falls on all of them alike; one Chromium serves every run (Lighthouse resets its storage
 * between runs), which saves a browser start each. Results are saved where lhci keeps them
 * (.lighthouseci/), so `lhci assert` (medians, lighthouserc.cjs) and `lhci upload` read them as
 * their own.
 */
import { templateRoutes } from "../../src/content/routes"
import { chromiumArgs, systemChromium } from "../chromium"
import { startStaticServer } from "./static-server"

const RUNS_PER_TEMPLATE = 3

interface Result {
  lhr: { runtimeError?: { message: string }; categories: Record<string, { score: number | null }> }
  report: string | string[]
}

/** Every run, in order: the template routes, in rounds. */
export function plannedRuns(templates: string[], rounds = RUNS_PER_TEMPLATE): string[] {
  return Array.from({ length: rounds }, () => templates).flat()
}

/** The template routes, or those `--routes /,/services/` names (the owner's checks run the home page alone). */
export function routesToRun(args: string[], templates = templateRoutes().map(route => route.path)): string[] {
  const at = args.indexOf("--routes")
  if (at === -1) return templates
  const chosen = (args[at + 1] ?? "").split(",").filter(Boolean)
  const unknown = chosen.filter(route => !templates.includes(route))
  if (chosen.length === 0 || unknown.length > 0)
    throw new Error(
      `--routes takes template routes (${templates.join(", ")}), not ${unknown.join(", ") || "nothing"}`
    )
  return chosen
}

async function main(): Promise<void> {
  // The Lighthouse, chrome-launcher and report store that lhci runs (and patches/ fixes), not other copies.
  const { default: lighthouse } = (await import("@lhci/cli/node_modules/lighthouse/core/index.js")) as {
    default: (url: string, flags: object) => Promise<Result | undefined>
  }
  const chromeLauncher = await import("@lhci/cli/node_modules/chrome-launcher/dist/index.js")
  const { saveLHR, clearSavedReportsAndLHRs } = await import("@lhci/utils/src/saved-reports.js")

  const runs = plannedRuns(routesToRun(process.argv.slice(2)))
  clearSavedReportsAndLHRs()
  const server = await startStaticServer({ host: "127.0.0.1" })
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  })
  try {
    for (const [i, route] of runs.entries()) {
      const url = `${server.url}${route}`
      const run = () =>
        lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          // The full-page screenshot only illustrates the HTML report (1.2-1.4 s a run).
          disableFullPageScreenshot: true,
          // Audits of weight 0 in every category, asserted nowhere: the back/forward cache check
          // navigates away and back again, the film strip only illustrates the report.
          skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot"],
        })
      // As lhci does: a run Lighthouse itself could not complete is tried once more.
      let result = await run()
      if (!result || result.lhr.runtimeError) result = await run()
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
      await saveLHR(typeof result.report === "string" ? result.report : result.report[0])
      const scores = Object.entries(result.lhr.categories)
        .map(([name, { score }]) => `${name} ${Math.round((score ?? 0) * 100)}`)
        .join(", ")
      console.log(`${i + 1}/${runs.length} ${route}: ${scores}`)
    }
  } finally {
    await chrome.kill()
    await server.close()
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
