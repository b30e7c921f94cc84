import fs from "node:fs"
import { chromium, defineConfig, devices } from "@playwright/test"
import { chromiumArgs, systemChromium, testChromium } from "./scripts/chromium"

/*
 * Browser tests run against the production build, served as the CDN serves it
 * by scripts/quality/static-server.ts (see webServer below).
 * They use Debian's headless shell where it is installed (scripts/chromium.ts,
 * testChromium: half the CPU), else the Chrome CHROME_PATH names, else
 * Playwright's own Chromium when it is installed, else Debian's (/usr/bin/chromium).
 */
const ownBrowser = (() => {
  try {
    return fs.existsSync(chromium.executablePath())
  } catch {
    return false
  }
})()
const executablePath =
  testChromium() ?? process.env.CHROME_PATH ?? (ownBrowser ? undefined : systemChromium())

const PORT = Number(process.env.E2E_PORT ?? 9100)
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } }

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A `test.only` left in a commit would silently skip the rest of the suite in CI.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  // A test that needs a retry is broken: fix it rather than retry it.
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace (DOM snapshots, network, console). Without the screencast: filming
    // every test cost the suite 45 s of its 3.8 min on 2 cores (25 November 2026). The traces themselves
    // cost about 3 s of axe.spec's 90 (medians of 3, interleaved; A/A 11 s, 28 November): kept.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
  },
  projects: [
    // owner.spec.ts holds a build with the pixels' ids, which this one is not (npm run test:owner).
    { name: "desktop", use: DESKTOP, testIgnore: /owner\.spec\.ts$/ },
    {
      name: "phone",
      use: { ...devices["Pixel 7"] },
      testMatch: /layout|axe|images/,
      // Not the per-route layout check again: its navigation and footer are the desktop run's markup,
      // sideways scrolling is swept down to 390 px there, and the phone menu has tests of its own.
      // Nor a check that runs on every route for its content (tests/e2e/support/routes.ts, EVERY_ROUTE):
      // the phone sees one route per template.
      grepInvert: [/navigation, footer, language and no sideways scrolling/, /@every-route/],
    },
    // The owner's build (scripts/quality/owner-checks.ts builds it and names this project): the tests tagged
    // for it, on the desktop.
    ...(process.env.OWNER_CHECKS ? [{ name: "owner", use: DESKTOP, grep: /@owner/ }] : []),
  ],
  // Served as the CDN serves it: public/_headers applied, 301 to the trailing slash, 404.html for misses.
  webServer: {
    command: `npx tsx scripts/quality/static-server.ts --port ${PORT} --host localhost`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
