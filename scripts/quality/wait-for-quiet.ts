/**
 * Runs before Lighthouse (`npm run check:lighthouse`, `check:lighthouse:ci`).
 * Mobile TBT is four times the main-thread time Chromium measures, so a
 * machine still busy with the command that just ended turns into failed
 * budgets. Waits until the CPUs are quiet, at most SETTLE_SECONDS (default 90;
 * 0 = no wait), and never fails.
 *
 * Quiet is measured, not inferred from the 1-minute load average: that is a
 * moving average, which after the browser suite (10-13 on two cores) takes
 * about two and a half minutes to fall under one even when nothing runs.
 */
import os from "node:os"

const seconds = Number(process.env.SETTLE_SECONDS ?? "90")
/** Busy share of all CPUs, over one window, under which the machine counts as quiet. */
const QUIET = 0.1
const WINDOW_MS = 5000
/** Windows in a row that must be quiet: one could fall in a pause between two processes. */
const QUIET_WINDOWS = 2

const deadline = Date.now() + seconds * 1000

function cpuTimes(): { busy: number; total: number } {
  return os.cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.irq + times.idle
      return { busy: sum.busy + total - times.idle, total: sum.total + total }
    },
    { busy: 0, total: 0 }
  )
}

/** The busy share of all CPUs over the next `ms` milliseconds. */
async function busyShare(ms: number): Promise<number> {
  const start = cpuTimes()
  await new Promise(resolve => setTimeout(resolve, ms))
  const end = cpuTimes()
  return (end.busy - start.busy) / Math.max(end.total - start.total, 1)
}

const percent = (share: number) => `${Math.round(share * 100)}%`

async function main() {
  if (seconds <= 0) return
  const started = Date.now()
  let quiet = 0
  let last = 1
  console.log(`Waiting up to ${seconds} s for the CPUs to be under ${percent(QUIET)} busy...`)
  while (quiet < QUIET_WINDOWS && Date.now() < deadline) {
    last = await busyShare(Math.min(WINDOW_MS, Math.max(deadline - Date.now(), 1)))
    quiet = last < QUIET ? quiet + 1 : 0
  }
  const waited = Math.round((Date.now() - started) / 1000)
  const load = os.loadavg()[0].toFixed(2)
  console.log(
    `${quiet >= QUIET_WINDOWS ? "Quiet" : "Not quiet, but out of time"} after ${waited} s: CPUs ${percent(last)} busy over the last ${WINDOW_MS / 1000} s (1-minute load average ${load}); starting Lighthouse.`
  )
}

void main()
