import { expect, test, type Page } from "@playwright/test"
import {
  CHOICES,
  DESIGN_PATH,
  designSearch,
  pictureKey,
  priceOf,
  type Design,
} from "../../src/content/design"
import { formatBand } from "../../src/content/price-format"
import { readContent } from "../../src/content/read-content"
import { tallyFormUrl } from "../../src/contact/tally"
import { formatMonth } from "../../src/ui/format-date"
import { waitForHydration } from "./support/hydration"
import { settled } from "./support/settled"
import {
  TEST_TRACKING,
  configureTracking,
  conversionCalls,
  keepLinksOnPage,
  stubPixels,
  stubTally,
} from "./support/third-parties"

/*
 * The ring designer as a couple uses it (docs/design.md): a form that works without script, the
 * picture and price of exactly the design chosen, the address that keeps it, and the brief sent on.
 * Every word and figure is read from the content: the options, their order, the prices.
 */

const page = readContent("pages/design.yaml")
const prices = readContent("data/design-prices.yaml")
const site = readContent("site.yaml")
const pieces = readContent("pages/commissions.yaml")
const groups = Object.fromEntries(
  CHOICES.map(choice => [choice, page[choice].options.map(option => option.value)])
)
const first = Object.fromEntries(CHOICES.map(choice => [choice, groups[choice][0]])) as Design
/** A design other than the first in every choice that has more than one option. */
const other = Object.fromEntries(
  CHOICES.map(choice => [choice, groups[choice].at(-1) ?? groups[choice][0]])
) as Design

const altOf = (design: Design) =>
  page.pictures.find(picture => pictureKey(picture) === pictureKey(design))?.alt ?? ""
const priceText = (design: Design) => {
  const price = priceOf(design, prices)
  if (!price) throw new Error(`content/data/design-prices.yaml has no price for ${designSearch(design)}`)
  return formatBand(price.low, price.high)
}
// The first: without script the browser also draws gatsby-plugin-image's <noscript> copy.
const picture = (browser: Page) => browser.getByRole("main").locator("figure img[data-main-image]").first()

test("without script it is a form: each choice a radio in a group with its legend, sent as the form's hidden fields", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const tab = await context.newPage()
  await tab.goto(DESIGN_PATH)
  for (const choice of CHOICES) {
    const group = tab.getByRole("group", { name: page[choice].legend, exact: true })
    await expect(group.getByRole("radio")).toHaveCount(groups[choice].length)
    await expect(group.locator(`input[name="${choice}"][value="${groups[choice][0]}"]`)).toBeChecked()
  }
  await expect(picture(tab)).toHaveAttribute("alt", altOf(first))
  await expect(tab.getByRole("main")).toContainText(priceText(first))
  // Sent to Tally's own page for the form, each choice a parameter (its hidden field).
  let sent = ""
  await tab.route(`${tallyFormUrl(site.contactForm.tallyFormId)}**`, async route => {
    sent = route.request().url()
    await route.fulfill({ contentType: "text/html", body: "<title>Tally</title>" })
  })
  await tab.getByRole("group", { name: page.setting.legend, exact: true }).getByRole("radio").last().check()
  // When they need it: a list of months in the house's words, "not sure" first (no browser month box).
  const when = tab.getByLabel(page.optional.when, { exact: true })
  await expect(when.locator("option").first()).toHaveText(page.optional.notSure)
  await when.selectOption({ index: 1 })
  const month = await when.inputValue()
  expect(await when.locator(`option[value="${month}"]`).textContent()).toBe(formatMonth(month))
  await tab.getByRole("button", { name: page.labels.send, exact: true }).click()
  await expect.poll(() => sent).not.toBe("")
  const query = new URL(sent).searchParams
  expect(query.get("shape")).toBe(first.shape)
  expect(query.get("setting")).toBe(groups.setting.at(-1))
  expect(query.get("when")).toBe(month)
  await context.close()
})

test("each choice changes the picture and the price in place; the address keeps the design, without a history entry per choice", async ({
  page: browser,
}) => {
  await browser.goto(DESIGN_PATH)
  await waitForHydration(browser)
  const box = await picture(browser).boundingBox()
  const history = await browser.evaluate(() => window.history.length)
  for (const choice of CHOICES) {
    const value = other[choice]
    await browser.locator(`input[name="${choice}"][value="${value}"]`).check()
  }
  await expect(picture(browser)).toHaveAttribute("alt", altOf(other))
  await expect(browser.locator("[data-design-price]")).toHaveText(priceText(other))
  // Announced politely, in the same place: nothing moved (measured from the top, as the choices scroll).
  await expect(browser.getByRole("status").filter({ hasText: priceText(other) })).toBeVisible()
  await browser.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  expect(await picture(browser).boundingBox()).toEqual(box)
  expect(await browser.evaluate(() => window.history.length)).toBe(history)
  expect(new URL(browser.url()).search).toBe(designSearch(other))
  // A reload, or the link shared, opens the same design.
  await browser.reload()
  await waitForHydration(browser)
  await expect(picture(browser)).toHaveAttribute("alt", altOf(other))
  for (const choice of CHOICES)
    await expect(browser.locator(`input[name="${choice}"][value="${other[choice]}"]`)).toBeChecked()
})

test("an address's values that are not options are ignored and never shown; another option's picture is fetched on intent, not before", async ({
  page: browser,
}) => {
  const fetched: string[] = []
  browser.on("request", request => {
    if (request.resourceType() === "image") fetched.push(new URL(request.url()).pathname)
  })
  await browser.goto(`${DESIGN_PATH}?shape=fixture-shape&setting=${encodeURIComponent("<b>fixture</b>")}`)
  await settled(browser)
  await expect(picture(browser)).toHaveAttribute("alt", altOf(first))
  expect(await browser.content()).not.toContain("fixture")
  // Only the design shown; the one another shape would show comes when the visitor reaches for it.
  const next = { ...first, shape: other.shape }
  const folderOf = async (design: Design) => {
    await browser.locator(`input[name="shape"][value="${design.shape}"]`).check()
    return picture(browser).evaluate(
      img => new URL((img as HTMLImageElement).currentSrc).pathname.split("/")[2]
    )
  }
  const before = fetched.length
  await browser.locator(`input[name="shape"][value="${next.shape}"]`).locator("xpath=..").hover()
  await expect.poll(() => fetched.length).toBeGreaterThan(before)
  const folder = await folderOf(next)
  expect(fetched.slice(before).some(path => path.includes(folder))).toBe(true)
})

test("the brief goes on: the contact page names it, its form, WhatsApp and the Contact event carry it; one CustomizeProduct", async ({
  page: browser,
}) => {
  await stubPixels(browser)
  await stubTally(browser)
  await configureTracking(browser, TEST_TRACKING)
  await keepLinksOnPage(browser)
  await browser.goto(DESIGN_PATH)
  await waitForHydration(browser)
  await browser.locator(`input[name="metal"][value="${other.metal}"]`).check()
  await browser.locator(`input[name="band"][value="${other.band}"]`).check()
  await expect
    .poll(async () => (await conversionCalls(browser)).meta.map(call => call[1]))
    .toEqual(["CustomizeProduct"])
  const [customize] = (await conversionCalls(browser)).meta
  expect(customize[2]).toMatchObject({ metal: other.metal })
  await browser.getByLabel(page.optional.engraving, { exact: true }).fill("Always")
  const when = browser.getByLabel(page.optional.when, { exact: true })
  await when.selectOption({ index: 2 })
  const month = await when.inputValue()
  await browser.getByRole("button", { name: page.labels.send, exact: true }).click()
  await expect(browser).toHaveURL(new RegExp(`^[^?]*${site.navigation.cta.to}\\?`))
  const main = browser.getByRole("main")
  const named = await main.locator("[data-enquiry-design]").textContent()
  expect(named).toContain(pieces.labels.asking)
  const frame = main.locator("iframe[data-tally-src]")
  for (const [name, value] of Object.entries({
    metal: other.metal,
    band: other.band,
    engraving: "Always",
    when: month,
  }))
    await expect(frame).toHaveAttribute(
      "data-tally-src",
      new RegExp(`[?&]${name}=${encodeURIComponent(value)}(&|$)`)
    )
  const whatsapp = main.locator('a[href^="https://wa.me/"]').first()
  expect(new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text")).toContain(
    page.labels.whatsappMessage.slice(0, 10)
  )
  await whatsapp.click()
  const contact = (await conversionCalls(browser)).meta.find(call => call[1] === "Contact")
  expect(contact?.[2]).toMatchObject({ metal: other.metal, band: other.band })
  expect(JSON.stringify(contact)).not.toContain("Always")
})
