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
