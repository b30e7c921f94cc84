/**
 * The full mobile budget, one route at a time. The CPU slowdown that makes
 * this host emulate Lighthouse's reference phone is measured by each process
 * that collects (lighthouserc.cjs), and this host's speed drifts: in one
 * 10-minute `lhci autorun` its benchmark index fell from 1353, where the
 * slowdown was set, to 617-960, so the last routes were measured on a phone
 * half again as slow. Here `lhci collect` runs once per route (LH_ROUTE), so
 * each route is measured just after its own calibration; then one `lhci
 * assert` and `lhci upload` judge and report all the runs, as autorun would.
 *
 *   npx tsx scripts/quality/lighthouse-by-route.ts    (exits non-zero if a budget fails)
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { pageRoutes } from "../../src/content/routes"

const root = path.join(__dirname, "../..")

function lhci(args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync("npx", ["lhci", ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, LH_FORM_FACTOR: "mobile", ...env },
  })
  return result.status ?? 1
}

let failed = 0
for (const [i, { path: route }] of pageRoutes(path.join(root, "content")).entries()) {
  // The first collect clears the runs of any earlier check; the rest add to them. A collect
  // that fails (no server, no Chromium) would fail the same way for every route: stop there.
  failed = lhci(["collect", ...(i > 0 ? ["--additive"] : [])], { LH_ROUTE: route })
  if (failed) break
}
const asserted = failed || lhci(["assert"])
const uploaded = lhci(["upload"])
process.exit(asserted || uploaded)
