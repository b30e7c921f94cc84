import type { Page } from "@playwright/test"

/** Gatsby's three bundles (the after-paint loader adds them); without them the page never hydrates. */
export const BUNDLE = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

/**
 * Resolves once React has hydrated the server-rendered page, so clicks reach
 * their handlers. (The markup is all there before this; only behaviour waits.)
 * gatsby-browser.tsx marks <html> when Gatsby reports the first render done.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
}
