import { existsSync } from "node:fs"

/*
 * How every tool here starts Chromium (Playwright, Lighthouse, screenshots):
 * headless as root on a closed network. The host-resolver rule keeps DNS
 * look-ups on the machine and makes every third-party host fail fast; tests
 * that need a third party route it to a local stub.
 */

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-default-apps",
  "--disable-extensions",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost",
]

/** Debian's Chromium unless CHROME_PATH names another. */
export const systemChromium = () => process.env.CHROME_PATH ?? "/usr/bin/chromium"

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"

/**
 * For the browser tests: Debian's `chromium-headless-shell` where it is installed, the lean headless
 * Chromium that Playwright's own browsers run tests in. Full Chromium's headless mode drew the same
 * pages with twice the CPU: 64 tests in 69 s against 130 s, the whole suite in 326 s against about
 * 590 (7 December 2026, two cores). Lighthouse keeps full Chromium, the browser its figures are of.
 * E2E_CHROME_PATH names another; without the shell, the browser systemChromium() names.
 */
export const testChromium = (): string | undefined =>
  process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined)
