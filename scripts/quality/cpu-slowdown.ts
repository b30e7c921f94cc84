/**
 * Why this exists: Lighthouse's mobile emulation slows the host's CPU by a
 * fixed 4x, which models its reference phone (a moto g power) only on a host
 * with a benchmark index of about 1500. On a slower host the same 4x models a
 * slower phone: on this 2-core VM (index 900-1100) it is one about 1.7x slower
 * than the reference, and TBT, four times the observed main-thread time,
 * grows with it. Lighthouse's docs answer this with a calibrated multiplier
 * ("Calibrating multipliers" in lighthouse/docs/throttling.md, whose slow-host
 * warning links to the calculator below). The full mobile budget
 * (lighthouserc.cjs) uses the multiplier this prints, for the host as it is
 * measured just before the runs: below 4 on a slow host, above 4 on a fast one.
 *
 *   npx tsx scripts/quality/cpu-slowdown.ts   prints {"benchmarkIndex", "multiplier"}
 */
import { createRequire } from "node:module"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { chromium } from "@playwright/test"
import { chromiumArgs, systemChromium } from "../chromium"
import { median } from "./median"

/**
 * The CPU slowdown that makes a host of this benchmark index emulate
 * Lighthouse's reference phone: the piecewise-linear fit of Lighthouse's CPU
 * throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator),
 * 1x at 150, 2x at 800, 3x at 1300, 4x at about 1533, one more per 233 above.
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500
  return 3 + (benchmarkIndex - 1300) / 233
}

/** slowdownFor() to the hundredth, as the full mobile budget applies it. */
export const multiplierFor = (benchmarkIndex: number) => Math.round(slowdownFor(benchmarkIndex) * 100) / 100

/**
 * The slowdown a route's runs call for, when the one they ran with is more than `tolerance` away
 * from it; undefined when the two agree. Lighthouse measures the same benchmark at the start of
 * every run, so the median of those is the host as the runs saw it. A calibration taken in a short
 * burst (index 1884 just before the runs, a median of 1114 in them) would otherwise emulate a phone
 * twice as slow as the reference. Decided on the benchmark alone, never on what the runs measured.
 */
export function recalibration(
  runs: readonly { benchmarkIndex: number; slowdown: number }[],
  tolerance = 0.2
): number | undefined {
  if (runs.length === 0) return undefined
  const calledFor = multiplierFor(median(runs.map(run => run.benchmarkIndex)))
  return Math.abs(runs[0].slowdown - calledFor) / calledFor > tolerance ? calledFor : undefined
}

/**
 * Whether the calibrations missed their runs twice or more, and always on the same side: a gap in
 * method, not a burst, and calibrating once more would repeat it. On run 8's host the calibration's
 * warm benchmark read 2-3 times faster than the one Lighthouse takes just after launching Chromium,
 * and six routes were calibrated three times, each miss above their runs.
 */
export function missesOnOneSide(misses: readonly { slowdown: number; calledFor: number }[]): boolean {
  const sides = new Set(misses.map(miss => Math.sign(miss.slowdown - miss.calledFor)))
  return misses.length >= 2 && sides.size === 1
}

/** Lighthouse's own benchmark (the one its reports print), from the Lighthouse that lhci runs. */
async function benchmarkFunction(): Promise<() => number> {
  const fromLhci = createRequire(require.resolve("@lhci/cli/package.json"))
  const lighthouse = path.dirname(fromLhci.resolve("lighthouse/package.json"))
  const url = pathToFileURL(path.join(lighthouse, "core/lib/page-functions.js")).href
  const { pageFunctions } = (await import(url)) as { pageFunctions: { computeBenchmarkIndex: () => number } }
  return pageFunctions.computeBenchmarkIndex
}

/** The median of five runs in a blank page of the Chromium that Lighthouse drives. */
export async function measureBenchmarkIndex(): Promise<number> {
  const compute = await benchmarkFunction()
  const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const runs: number[] = []
    for (let i = 0; i < 5; i++) runs.push(await page.evaluate(compute))
    return median(runs)
  } finally {
    await browser.close()
  }
}

if (require.main === module) {
  void measureBenchmarkIndex().then(benchmarkIndex => {
    console.log(JSON.stringify({ benchmarkIndex, multiplier: multiplierFor(benchmarkIndex) }))
  })
}
