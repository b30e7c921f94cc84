import type { Page } from "@playwright/test"

/**
 * Resolves once React has hydrated the server-rendered page, so clicks reach
 * their handlers. (The markup is all there before this; only behaviour waits.)
 * React marks every DOM node it has claimed with a `__reactProps$…` key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nodes = [document.querySelector("main"), document.querySelector("nav")]
    return nodes.every(node => node !== null && Object.keys(node).some(key => key.startsWith("__reactProps$")))
  })
}
