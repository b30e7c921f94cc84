import { expect, test, type Page } from "@playwright/test"
import { CHOICES, DESIGN_PATH, designSearch, priceOf, type Design } from "../../src/content/design"
import fs from "node:fs"
import path from "node:path"
import {
  DESIGN_PICTURES_DIR,
  awaitingPictures,
  designPictureAlt,
  designPictureKey,
  picturedDesign,
} from "../../src/content/design-pictures"
import { formatBand } from "../../src/content/price-format"
import { readContent } from "../../src/content/read-content"
import { typeset } from "../../src/content/text/typography"
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
 * picture and price of exactly the design chosen, the address that keeps it, the picture, price and
 * send button in view on a laptop and pinned on a phone, and the brief sent on. Every word and figure
 * is read from the content: the options, their order, what each pictures, the prices.
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

/** The ring a design is shown as: itself, or while its band or stone awaits its render, its nearest picture. */
const awaiting = new Set(
  awaitingPictures(
    groups as Record<(typeof CHOICES)[number], string[]>,
    new Set(fs.readdirSync(path.resolve("content", DESIGN_PICTURES_DIR)))
  )
)
const shownAs = (design: Design) =>
  picturedDesign(design, awaiting, { band: groups.band[0], stone: groups.stone[0] })
const keyOf = (design: Design) => designPictureKey(shownAs(design))

const picturedAs = (choice: "shape" | "setting" | "metal" | "stone" | "band", value: string) =>
  (page[choice].options as { value: string; pictured: string }[]).find(option => option.value === value)
    ?.pictured ?? ""
const altOf = (shown: Design) => {
  const design = shownAs(shown)
  return designPictureAlt({
    shape: picturedAs("shape", design.shape),
    stone: picturedAs("stone", design.stone),
    setting: picturedAs("setting", design.setting),
    band: picturedAs("band", design.band),
    metal: picturedAs("metal", design.metal),
  })
}
const caratLabel = (design: Design) =>
  page.carat.options.find(option => option.value === design.carat)?.label ?? ""
const priceText = (design: Design) => {
  const price = priceOf(design, prices)
  if (!price) throw new Error(`content/data/design-prices.yaml has no price for ${designSearch(design)}`)
  return formatBand(price.low, price.high)
}
const picture = (browser: Page) => browser.locator("[data-design-aside] img[data-design-picture]")
/** The file the picture shows: the design's key, whatever width the browser chose. */
const shown = (browser: Page) =>
  picture(browser).evaluate(
    img => new URL((img as HTMLImageElement).currentSrc).pathname.split("/").at(-1) ?? ""
  )

test("without script it is a form: each choice a radio in a group with its legend, sent as the form's hidden fields", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const tab = await context.newPage()
  await tab.goto(DESIGN_PATH)
  // Under each group, the chosen option's description and only it (by CSS: no script here).
  const described = async (choice: (typeof CHOICES)[number], index: number) => {
    const shown = tab
      .getByRole("group", { name: page[choice].legend, exact: true })
      .locator("[data-description]:visible")
    await expect(shown).toHaveCount(1)
    await expect(shown).toHaveText(typeset(page[choice].options[index].description))
  }
  for (const choice of CHOICES) {
    const group = tab.getByRole("group", { name: page[choice].legend, exact: true })
    await expect(group.getByRole("radio")).toHaveCount(groups[choice].length)
    await expect(group.locator(`input[name="${choice}"][value="${groups[choice][0]}"]`)).toBeChecked()
    await described(choice, 0)
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
  await described("setting", groups.setting.length - 1)
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
  // the file of exactly that ring, band and stone; the stone at its size drawn beside it
  await expect.poll(() => shown(browser)).toContain(`${keyOf(other)}-`)
  // a ring whose picture is still to be rendered says, under the nearest one, what that one shows
  const caption = browser.locator("[data-design-aside] figcaption")
  if (keyOf(other) !== designPictureKey(other))
    await expect(caption).toContainText(`${page.labels.awaiting} ${altOf(other)}.`)
  else await expect(caption.locator("[data-design-stand-in]")).toHaveCount(0)
  await expect(browser.locator("[data-design-aside] [data-design-scale]")).toContainText(caratLabel(other))
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
  const key = `${keyOf(next)}-`
  expect(fetched.some(path => path.includes(key))).toBe(false)
  await browser.locator(`input[name="shape"][value="${next.shape}"]`).locator("xpath=..").hover()
  await expect.poll(() => fetched.some(path => path.includes(key))).toBe(true)
  // only that one: no other ring's picture is fetched until it is reached for
  expect(
    new Set(
      fetched.filter(path => path.includes("/static/design/")).map(path => path.replace(/-\d+\.webp$/, ""))
    ).size
  ).toBe(2)
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

test("on a laptop the picture, the price and the send button stay in view while the options scroll", async ({
  page: browser,
}) => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1440, height: 800 },
  ]) {
    await browser.setViewportSize(viewport)
    await browser.goto(DESIGN_PATH)
    await waitForHydration(browser)
    // from the moment the builder reaches the top of the screen, to its last option
    await browser.locator("form").evaluate(form => form.scrollIntoView({ block: "start" }))
    const options = browser.locator("form fieldset")
    for (let index = 0; index < (await options.count()); index++) {
      await options.nth(index).evaluate(fieldset => fieldset.scrollIntoView({ block: "nearest" }))
      // Each question's options on one row, the cards alike: none wrapped under the others.
      const cards = await options
        .nth(index)
        .locator("label:has(input[type=radio])")
        .evaluateAll(labels => labels.map(label => label.getBoundingClientRect()))
      if (cards.length > 0) {
        const where = `at ${viewport.width} px, fieldset ${index}`
        expect(new Set(cards.map(card => Math.round(card.top))).size, where).toBe(1)
        const widths = cards.map(card => card.width)
        expect(Math.max(...widths) - Math.min(...widths), where).toBeLessThanOrEqual(1)
      }
      for (const held of [
        picture(browser),
        browser.locator("[data-design-price]"),
        browser.locator("[data-design-send]"),
      ]) {
        const box = await held.boundingBox()
        expect(box, `at ${viewport.width}x${viewport.height}, fieldset ${index}`).not.toBeNull()
        expect(box!.y).toBeGreaterThanOrEqual(0)
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
      }
    }
  }
})

test("on a phone a pinned summary, a third of the screen at most, keeps the price and sending at hand; every option is tapped where it stands", async ({
  page: browser,
}) => {
  // The stone's caption keeps the ring size whole: at 320 px "US 6" once fell alone under "size".
  await browser.setViewportSize({ width: 320, height: 640 })
  await browser.goto(DESIGN_PATH)
  const finger = browser.locator("[data-design-aside] [data-design-scale] span").last()
  const sizeOnOneLine = (span: HTMLElement, scale: string) => {
    const text = span.firstChild as Text
    const top = (at: number) => {
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      return range.getBoundingClientRect().top
    }
    return text.data.startsWith(scale) && Math.abs(top(scale.length - 1) - top(text.length - 1)) < 4
  }
  expect(await finger.evaluate(sizeOnOneLine, page.labels.scale)).toBe(true)
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    await browser.setViewportSize(viewport)
    await browser.goto(DESIGN_PATH)
    await waitForHydration(browser)
    // at the top of the page (Gatsby keeps the last visit's scroll position), the summary itself in view
    await browser.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    const pinned = browser.locator("[data-design-pinned]")
    await expect(pinned).toBeHidden()
    // each option, scrolled to the middle of the screen, is what a tap on it reaches: nothing lies over it
    const cards = browser.locator("form fieldset label:has(input[type=radio])")
    for (let index = 0; index < (await cards.count()); index++) {
      const card = cards.nth(index)
      await card.evaluate(label => label.scrollIntoView({ block: "center" }))
      const box = (await card.boundingBox())!
      const reached = await browser.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest("label")?.querySelector("input")?.value ?? null,
        [box.x + box.width / 2, box.y + box.height / 2]
      )
      expect(reached, `at ${viewport.width} px`).toBe(await card.locator("input").getAttribute("value"))
    }
    // past the picture, the bar shows the price and sends; it is at most a third of the screen
    await expect(pinned).toBeVisible()
    const bar = (await pinned.boundingBox())!
    expect(bar.height).toBeLessThanOrEqual(viewport.height / 3)
    await expect(pinned).toContainText(priceText(first))
    await expect(pinned.getByRole("button", { name: page.labels.send, exact: true })).toBeVisible()
    // the large picture is a tap away
    await pinned.getByRole("button", { name: page.labels.enlarge, exact: true }).click()
    const dialog = browser.getByRole("dialog", { name: page.labels.enlarge })
    await expect(dialog.locator("img[data-design-picture]")).toHaveAttribute("alt", altOf(first))
    await dialog.getByRole("button", { name: page.labels.close, exact: true }).click()
    await expect(dialog).toBeHidden()
  }
})
