/**
 * `npm run test:owner`, in `npm test` before the main build: the site as the owner will run it, with
 * both pixels' ids set (test ids, in the consent mode content/site.yaml gives). The day the owner sets
 * their own, every page runs both pixels; this proves beforehand that such a build keeps its budgets
 * and its promises, without a second browser suite:
 *
 * 1. the production build with the ids (GATSBY_META_PIXEL_ID, GATSBY_TIKTOK_PIXEL_ID, as the
 *    workflow passes the owner's repository variables);
 * 2. `check:weight` on a route for each set of third parties its pages run (the home page: both
 *    pixels; the contact page: the pixels and the form): the site's own scripts and bytes as without
 *    the ids, each third party within its provider's allowance (scripts/quality/budgets.ts);
 * 3. the browser tests tagged @owner (tests/e2e/owner.spec.ts and the policy test): one page view per
 *    pixel per page, consent and Global Privacy Control, the pixels asked for only after the first
 *    paint, the Content-Security-Policy with their hosts;
 * 4. Lighthouse on the home page, median of 3, as check:lighthouse asserts it (lighthouserc.cjs):
 *    the pixels' hosts answer nothing offline, as in CI.
 *
 * `npm test` runs the build (`--build`, npm run build:owner) beside the static checks, which it leaves
 * alone (its GraphQL types go under .cache: src/content/env-overrides.ts, typesOutputPath), then the
 * rest (`--built`, npm run check:owner); with neither, as `npm run test:owner`, it runs them all. `npm test`
 * then builds the site as the repository ships it over this build's cache (only the pages' queries run
 * again), and everything else tests that. Exit code 1 on the first failure.
 */
import { spawnSync } from "node:child_process"

/** Ids no account has, shaped as the content check asks of the owner's. */
export const OWNER_TEST_IDS = {
  GATSBY_META_PIXEL_ID: "1234567890123456",
  GATSBY_TIKTOK_PIXEL_ID: "C0OWNERTEST01",
}

const env = {
  ...process.env,
  ...OWNER_TEST_IDS,
  OWNER_CHECKS: "1",
  LHCI_REPORTS: "reports/lighthouse-owner",
}

const steps: [string, string[]][] = [
  ["the build with both pixels' ids", ["gatsby", "build"]],
  [
    "its weight, a route for each set of third parties",
    ["tsx", "scripts/quality/page-weight.ts", "--per-third-parties"],
  ],
  ["its browser tests (@owner)", ["playwright", "test", "--project", "owner"]],
  ["Lighthouse on the home page", ["tsx", "scripts/quality/lighthouse-collect.ts", "--routes", "/"]],
  ["Lighthouse's assertions", ["lhci", "assert"]],
  ["Lighthouse's reports", ["lhci", "upload"]],
]

const [build, ...checks] = steps
const args = process.argv.slice(2)
const chosen = args.includes("--build") ? [build] : args.includes("--built") ? checks : steps

for (const [name, command] of chosen) {
  const started = Date.now()
  console.log(`--- owner checks: ${name}`)
  const { status } = spawnSync("npx", ["--no-install", ...command], { stdio: "inherit", env })
  console.log(`--- owner checks: ${name}: ${Math.round((Date.now() - started) / 1000)} s`)
  if (status !== 0) process.exit(1)
}
