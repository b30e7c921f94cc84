import { expect, type Page } from "@playwright/test"
import { waitForHydration } from "./hydration"

/*
 * What a test that expects nothing to happen waits for, instead of a fixed pause: the moment by
 * which the thing would have happened.
 */

/**
 * Resolves once everything the page has asked for so far has arrived: the load event, every script
 * it has added (each leaves a resource-timing entry once fetched), every picture it has begun to
 * fetch, and its fonts. Unlike Playwright's "networkidle" it waits on no quiet period, and one
 * request nobody asked the page for (a prefetch left hanging) cannot hold it up.
 */
export async function arrived(page: Page): Promise<void> {
  await page.waitForLoadState("load")
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const fetched = new Set(performance.getEntriesByType("resource").map(entry => entry.name))
          return [
            ...[...document.scripts].filter(script => script.src && !fetched.has(script.src)).map(s => s.src),
            ...[...document.images].filter(img => img.currentSrc && !img.complete).map(img => img.currentSrc),
          ]
        }),
      { message: "scripts and pictures still on their way" }
    )
    .toEqual([])
}

/**
 * Resolves once the page has hydrated, what it asked for has arrived and the browser has had an
 * idle moment after that: work the site defers to an idle callback (page views and the pixels they
 * load, the contact form) has run by then, since idle callbacks run in the order they were asked
 * for; and a pixel script it added then has arrived and run before the last idle moment.
 */
export async function settled(page: Page): Promise<void> {
  await waitForHydration(page)
  await idleMoment(page)
  await arrived(page)
  await idleMoment(page)
}

/** Resolves at the browser's next idle moment: idle callbacks the page asked for before it have run. */
export const idleMoment = (page: Page) =>
  page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve())))

/**
 * Resolves once an IntersectionObserver has reported that the element `selector` finds is off the
 * screen, and the browser has been idle after that: the site's own observers of it (created
 * earlier, so told first) have reported too, and whatever they set off has rendered.
 */
export async function reportedOffScreen(page: Page, selector: string): Promise<void> {
  await page.evaluate(
    selector =>
      new Promise<void>(resolve => {
        const target = document.querySelector(selector)
        if (!target) throw new Error(`No element matches ${selector}`)
        const observer = new IntersectionObserver(entries => {
          if (entries.some(entry => !entry.isIntersecting)) {
            observer.disconnect()
            requestIdleCallback(() => resolve())
          }
        })
        observer.observe(target)
      }),
    selector
  )
}

/**
 * Resolves after the tasks the page has already queued have run (React renders an update in a
 * MessageChannel task of its scheduler; this one is queued behind it).
 */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>(resolve => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
  )
}
