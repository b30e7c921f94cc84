/**
 * Runs before Lighthouse (`npm run check:lighthouse`, `check:lighthouse:ci`).
 * Mobile TBT is four times the main-thread time Chromium measures, so a
 * machine still busy with the command that just ended (a 1-minute load of 4-5
 * after the Playwright suite here) turns into failed budgets. Waits for the
 * 1-minute load average to fall under half the cores, or SETTLE_SECONDS
 * (default 90; 0 = no wait), whichever comes first, and never fails.
 */
import os from "node:os"

const seconds = Number(process.env.SETTLE_SECONDS ?? "90")
const limit = os.cpus().length / 2
const deadline = Date.now() + seconds * 1000
const load = (): string => `${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} core(s)`

if (os.loadavg()[0] > limit && Date.now() < deadline) {
  console.log(
    `Waiting up to ${seconds} s for the 1-minute load average (${load()}) to fall under ${limit}...`
  )
}
const poll = (): void => {
  if (os.loadavg()[0] > limit && Date.now() < deadline) setTimeout(poll, 5000)
  else console.log(`1-minute load average ${load()}; starting Lighthouse.`)
}
poll()
