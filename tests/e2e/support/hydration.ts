import type { Page } from "@playwright/test"

/** Gatsby's three bundles (the after-paint loader adds them); without them the page never hydrates. */
export const BUNDLE = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

/**
 * Resolves once React has hydrated the server-rendered page, so clicks reach
 * their handlers. (The markup is all there before this; only behaviour waits.)
 * React marks every DOM node it has claimed with a `__reactProps$…` key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nodes = [document.querySelector("main"), document.querySelector("nav")]
    return nodes.every(
      node => node !== null && Object.keys(node).some(key => key.startsWith("__reactProps$"))
    )
  })
}
