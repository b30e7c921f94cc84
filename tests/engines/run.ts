/**
 * `npm run test:engines`: the smoke run in the phone's other engines, WebKit and Firefox ESR, over
 * the production build in public/ (PUBLIC_DIR), as `npm test` runs it after the Chromium suite. Each
 * engine is one browser session at a phone's width that visits every page template in turn
 * (./smoke.ts says what it tries, ./engines.ts how each engine is driven); the two run side by side.
 *
 *   npx tsx tests/engines/run.ts [--engine webkit|firefox] [--serial]
 *
 * ENGINES=webkit,firefox (the default) names the engines too, and ENGINES=none skips the run, saying
 * so (the workflow's editor rehearsal, on a runner without them). An engine whose Debian packages
 * are missing fails the run, naming them (`.ci/run` installs firefox-esr, webkit2gtk-driver, xvfb).
 * A failed page keeps a screenshot in test-results/engines/.
 */
import fs from "node:fs"
import path from "node:path"
import { assertBuildPresent, publicDir } from "../../scripts/quality/pages"
import { ENGINES, VIEWPORT, missing, startSession, type EngineName, type Session } from "./engines"
import { serveWithCollector } from "./serve"
import { collectorCheck, visit, visits, type VisitResult } from "./smoke"

/** The longest one engine's call may take: a guard against a hung browser, never a wait. */
const CALL_LIMIT_MS = 60_000
const SHOTS = path.resolve("test-results", "engines")

const args = process.argv.slice(2)
const named = [
  ...args.flatMap((arg, index) => (arg === "--engine" ? [args[index + 1]] : [])),
  ...(process.env.ENGINES?.split(",").filter(Boolean) ?? []),
]
const engines: EngineName[] =
  named.length > 0 ? ENGINES.filter(engine => named.includes(engine)) : [...ENGINES]
const unknown = named.filter(name => !(ENGINES as readonly string[]).includes(name))

/** Each of the session's calls, failing after CALL_LIMIT_MS rather than hanging the run. */
function guarded(session: Session): Session {
  const limit = <R>(what: string, call: Promise<R>): Promise<R> => {
    let timer: NodeJS.Timeout | undefined
    const guard = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${session.engine}: ${what} took over ${CALL_LIMIT_MS / 1000} s`)),
        CALL_LIMIT_MS
      )
    })
    return Promise.race([call, guard]).finally(() => clearTimeout(timer))
  }
  return {
    engine: session.engine,
    version: session.version,
    open: url => limit("opening a page", session.open(url)),
    run: (body, ...args) => limit("a script", session.run(body, ...args)),
    click: selector => limit("a click", session.click(selector)),
    type: (selector, text) => limit("typing", session.type(selector, text)),
    screenshot: file => limit("a screenshot", session.screenshot(file)),
    close: () => limit("closing", session.close()),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function runEngine(
  engine: EngineName,
  origin: string
): Promise<{ results: VisitResult[]; ms: number }> {
  const started = Date.now()
  const session = guarded(await startSession(engine))
  console.log(`${engine}: ${session.version}, started in ${seconds(Date.now() - started)}`)
  const results: VisitResult[] = []
  try {
    for (const planned of [null, ...visits()]) {
      const result = planned ? await visit(session, origin, planned) : await collectorCheck(session, origin)
      results.push(result)
      const line = `${engine.padEnd(8)}${result.path.padEnd(34)}${seconds(result.ms).padStart(7)}  ${result.saw.join("; ")}`
      if (!result.failure) console.log(line)
      else {
        console.log(`${line}\n  FAILED ${result.failure.replace(/\n/g, "\n    ")}`)
        fs.mkdirSync(SHOTS, { recursive: true })
        const shot = path.join(SHOTS, `${engine}${result.path.replace(/\W+/g, "-").replace(/-$/, "")}.png`)
        await session.screenshot(shot).then(
          () => console.log(`  screenshot: ${path.relative(process.cwd(), shot)}`),
          () => undefined
        )
      }
    }
  } finally {
    await session.close()
  }
  return { results, ms: Date.now() - started }
}

async function main(): Promise<number> {
  if (process.env.ENGINES === "none") {
    console.log("ENGINES=none: the smoke run in WebKit and Firefox ESR is skipped.")
    return 0
  }
  if (unknown.length > 0) {
    console.error(`Unknown engine ${unknown.join(", ")}: the engines are ${ENGINES.join(", ")}.`)
    return 2
  }
  const absent = engines.flatMap(engine => missing(engine).map(what => `${engine}: ${what}`))
  if (absent.length > 0) {
    console.error(
      `The engines' smoke run needs what is not on this machine:\n  ${absent.join("\n  ")}\n` +
        "On Debian: apt-get install firefox-esr webkit2gtk-driver xvfb (as .ci/run does)."
    )
    return 1
  }
  assertBuildPresent(publicDir)
  const started = Date.now()
  const served = await serveWithCollector(publicDir)
  console.log(
    `The smoke run in ${engines.join(" and ")}: ${visits().length} pages each at ${VIEWPORT.width} × ${VIEWPORT.height}, from ${served.url}`
  )
  try {
    const runOne = (engine: EngineName) =>
      runEngine(engine, served.url).catch((error: unknown) => {
        console.log(
          `${engine}: FAILED to start or finish: ${error instanceof Error ? error.message : String(error)}`
        )
        return { results: [{ path: "(the session)", ms: 0, saw: [], failure: String(error) }], ms: 0 }
      })
    const runs: Awaited<ReturnType<typeof runOne>>[] = []
    if (args.includes("--serial")) for (const engine of engines) runs.push(await runOne(engine))
    else runs.push(...(await Promise.all(engines.map(runOne))))
    const failed = runs.flatMap(({ results }, index) =>
      results.filter(result => result.failure).map(result => `${engines[index]} ${result.path}`)
    )
    const times = runs.map(({ ms }, index) => `${engines[index]} ${seconds(ms)}`).join(", ")
    console.log(
      failed.length > 0
        ? `\n${failed.length} failed: ${failed.join(", ")} (${times}; ${seconds(Date.now() - started)} in all)`
        : `\nEvery page passed in ${engines.join(" and ")} (${times}; ${seconds(Date.now() - started)} in all)`
    )
    return failed.length > 0 ? 1 : 0
  } finally {
    await served.close()
  }
}

// Stopped from outside (Ctrl+C, CI's cancel): exit, so that the browsers, WebKitWebDriver and Xvfb
// go with the run (engines.ts kills them on exit).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => process.exit(130))

main().then(
  code => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
