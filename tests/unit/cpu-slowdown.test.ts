/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { missesOnOneSide, recalibration, slowdownFor } from "../../scripts/quality/cpu-slowdown"

const root = path.resolve(__dirname, "../..")

/** lighthouserc.cjs's collect step, as the lhci command given (`lhci collect`, say) reads it, for these variables. */
function lhciCollect(
  env: Record<string, string>,
  command = "collect"
): { settings: Record<string, unknown>; url: string[] } {
  const script = "console.log(JSON.stringify(require('./lighthouserc.cjs').ci.collect))"
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith("LH_"))
  const out = execFileSync(process.execPath, ["-e", script, command], {
    cwd: root,
    env: { ...Object.fromEntries(inherited), ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as {
    settings: Record<string, unknown>
    url: string[]
  }
}
const lhciSettings = (env: Record<string, string>, command?: string) => lhciCollect(env, command).settings

describe("the CPU slowdown calibrated to the host", () => {
  it("is Lighthouse's 4x on a host of the reference speed, less on a slower one, more on a faster one", () => {
    expect(slowdownFor(1533)).toBeCloseTo(4, 1)
    expect(slowdownFor(1300)).toBeCloseTo(3)
    expect(slowdownFor(800)).toBeCloseTo(2)
    expect(slowdownFor(2000)).toBeCloseTo(6, 0)
    expect(slowdownFor(100)).toBe(1)
    expect(slowdownFor(Number.NaN)).toBe(1)
  })

  it("rises steadily with the index, without a jump at the calculator's breakpoints", () => {
    for (const index of [150, 800, 1300]) {
      expect(slowdownFor(index + 0.001) - slowdownFor(index - 0.001)).toBeLessThan(0.001)
    }
    const indexes = Array.from({ length: 40 }, (_, i) => 100 + i * 60)
    const multipliers = indexes.map(slowdownFor)
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b))
  })

  it("is what Lighthouse runs with in the full mobile budget, and only there", () => {
    const env = { LH_CPU_SLOWDOWN: "2.5" }
    expect(lhciSettings(env).throttling).toEqual({ cpuSlowdownMultiplier: 2.5 })
    expect(lhciSettings({ ...env, LH_FORM_FACTOR: "desktop" })).not.toHaveProperty("throttling")
    expect(lhciSettings({ ...env, LH_PROFILE: "ci" })).not.toHaveProperty("throttling")
    // Steps that do not collect neither need nor measure it.
    expect(lhciSettings({}, "assert")).not.toHaveProperty("throttling")
  })

  it("can be measured again for each route: LH_ROUTE collects one route alone", () => {
    const env = { LH_CPU_SLOWDOWN: "2.5" }
    expect(lhciCollect(env).url.length).toBeGreaterThan(1)
    expect(lhciCollect({ ...env, LH_ROUTE: "/terms/" }).url).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/terms\/$/),
    ])
  })

  it("is measured again when the benchmark in a route's runs calls for one more than 20% away", () => {
    const runsAt = (slowdown: number, indexes: number[]) =>
      indexes.map(benchmarkIndex => ({ benchmarkIndex, slowdown }))
    // Run 6 of 23 November: /services/ calibrated at index 1884 (5.51x), its five runs measured these.
    expect(recalibration(runsAt(5.51, [1049.5, 1087.5, 1113.5, 1254.5, 1512.5]))).toBeCloseTo(2.63, 2)
    // The median decides, not one slow or fast run; and a faster host than calibrated counts too.
    expect(recalibration(runsAt(2.64, [1124.5, 1158.5, 1471, 1720, 1931.5]))).toBeCloseTo(3.73, 2)
    // Within 20%: the runs stand (run 5's /services/, 2.64x against 2.30x).
    expect(recalibration(runsAt(2.64, [890, 951, 951, 1000, 1074.5]))).toBeUndefined()
    expect(recalibration([])).toBeUndefined()
  })

  it("is not taken a third time when two calibrations missed their runs on the same side", () => {
    // Run 8's /engagement-rings/: its warm benchmark above Lighthouse's own, twice.
    const run8 = [
      { slowdown: 10.14, calledFor: 6.39 },
      { slowdown: 9.66, calledFor: 7.74 },
    ]
    expect(missesOnOneSide(run8)).toBe(true)
    expect(missesOnOneSide(run8.slice(0, 1))).toBe(false)
    expect(missesOnOneSide([])).toBe(false)
    // A burst one way, then the other: calibrating once more can still land.
    expect(
      missesOnOneSide([
        { slowdown: 5.51, calledFor: 2.63 },
        { slowdown: 2.4, calledFor: 3.1 },
      ])
    ).toBe(false)
  })

  it("refuses a multiplier that is not one", () => {
    expect(() => lhciSettings({ LH_CPU_SLOWDOWN: "fast" })).toThrow(/LH_CPU_SLOWDOWN must be a number/)
  })
})
