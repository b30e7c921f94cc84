import { expect, test } from "@playwright/test"
import { MISSING_PATH } from "../../src/content/routes"
import { HYDRATED_ELEMENTS, HYDRATED_ELEMENTS_404 } from "../../scripts/quality/budgets"
import { templateOf } from "../../src/content/routes"
import { expectHydrationWithinBudget, expectOnlyBandsWithControlsHydrated } from "./support/bands"
import { expectOnlyMarkedWordsInDisplayFace } from "./support/display-face"
import {
  expectBundlesAfterFirstPaint,
  expectNothingElseBeforeFirstPaint,
  recordIconRequests,
} from "./support/first-load"
import { expectFinish } from "./support/finish"
import { waitForHydration } from "./support/hydration"
import { expectLayout, expectNoSidewaysScrolling } from "./support/nav-and-footer"
import { expectHydratedMetadataAndOutline } from "./support/metadata"
import { TEMPLATE_ROUTES } from "./support/routes"

/*
 * What a page template decides, checked once per template on one first load of its route (the
 * routes templateRoutes() names), step by step: each step is a check another spec would otherwise
 * make on a page load of its own. Per-route checks (the server's HTML, axe and pictures) are in
 * pages.spec.ts and axe.spec.ts.
 */

for (const route of TEMPLATE_ROUTES) {
  test(`${route.path}: its first load paints first, then hydrates and keeps its metadata, layout, bands and display face`, async ({
    page,
    isMobile,
  }) => {
    const iconRequests = recordIconRequests(page)
    await page.goto(route.path)
    await test.step("the layout as the server drew it", () => expectLayout(page, route.path, isMobile))
    await waitForHydration(page)
    await test.step("the bundles came after the first paint", () => expectBundlesAfterFirstPaint(page))
    await test.step("metadata, one h1 and the sections in order, once hydrated", () =>
      expectHydratedMetadataAndOutline(page, route))
    await test.step("React hydrated only the bands that hold a control", () =>
      expectOnlyBandsWithControlsHydrated(page))
    await test.step("the phone hydrates no more elements than the template's budget", () =>
      expectHydrationWithinBudget(page, HYDRATED_ELEMENTS[templateOf(route)]))
    await test.step("the display face sets only the words marked for it", () =>
      expectOnlyMarkedWordsInDisplayFace(page))
    await test.step("nothing else was requested before the first paint", () =>
      expectNothingElseBeforeFirstPaint(page, iconRequests))
    await test.step("no sideways scrolling from 390 to 1920 px", () =>
      expectNoSidewaysScrolling(page, route.path))
    await test.step("from 320 to 1920 px: prices and buttons on one line, no card alone on a row, a short last row centred, the cards of a row alike in height, no heading stranding a word, every table within the page, a chosen filter on screen; the header's links on one row", () =>
      expectFinish(page, route.path))
  })
}

test("the 404 page sets in the display face only the words marked for it, keeps the finish from 320 to 1920 px and hydrates within its budget", async ({
  page,
}) => {
  const response = await page.goto(MISSING_PATH)
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expectOnlyMarkedWordsInDisplayFace(page)
  await expectFinish(page, MISSING_PATH)
  await expectHydrationWithinBudget(page, HYDRATED_ELEMENTS_404)
})
