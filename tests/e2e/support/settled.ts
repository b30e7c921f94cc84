import type { Page } from "@playwright/test"
import { waitForHydration } from "./hydration"

/*
 * What a test that expects nothing to happen waits for, instead of a fixed pause: the moment by
 * which the thing would have happened.
 */

/**
 * Resolves once the page has hydrated, its requests have settled and the browser has had an idle
 * moment after that: work the site defers to an idle callback (page views and the pixels they load,
 * the contact form) has run by then, since idle callbacks run in the order they were asked for.
 */
export async function settled(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve())))
}

/**
 * Resolves after `count` frames have been drawn: what an animation, a scroll handler or an
 * IntersectionObserver (which reports once per frame) would have done, it has done.
 */
export async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    n =>
      new Promise<void>(resolve => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
        next(n)
      }),
    count
  )
}
