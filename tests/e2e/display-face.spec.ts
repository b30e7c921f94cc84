import { expect, test } from "@playwright/test"
import { sources } from "./support/display-face"

/*
 * Each template's page sets in the display face only the words its file was cut for: checked in
 * the template's first load (templates.spec.ts, expectOnlyMarkedWordsInDisplayFace), and here
 * that the content gives the check words to hold the page to.
 */

test("the content marks the words set in each style of the display face", () => {
  expect(sources.normal.length).toBeGreaterThan(20)
  expect(sources.italic.length).toBeGreaterThan(3)
})
