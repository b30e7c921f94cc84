import { expect, test, type Locator, type Page } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { TALLY_ORIGIN } from "../../src/providers/tally"
import { whatsappMessageFor as messageFor } from "./support/messages"
import { BUNDLE, waitForHydration } from "./support/hydration"
import {
  TALLY_SCRIPT,
  TEST_TRACKING,
  configureTracking,
  stubPixels,
  stubTally,
} from "./support/third-parties"
import { FACTS, literally } from "./support/facts"
import { decodeEntities } from "./support/raw-html"
import { BROWSER_PATHS_AND_MISSING, ROUTE_PATHS, TEMPLATE_PATHS_AND_MISSING, routeOf } from "./support/routes"
import { arrived, settled } from "./support/settled"

const FORM_ID = FACTS.formId
const site = readContent("site.yaml")
const contact = readContent("pages/contact-us.yaml")
const CONTACT = routeOf("pages/contact-us.yaml").path
const tallyScripts = (page: import("@playwright/test").Page) => page.locator(`script[src="${TALLY_SCRIPT}"]`)
/** A WhatsApp link, whatever its words. */
const WHATSAPP_LINK = 'a[href^="https://wa.me/"]'
/** A page of the main navigation other than the contact page, and the navigation's button to it. */
const elsewhere = site.navigation.links.find(link => link.to !== CONTACT) ?? { label: "", to: "" }
const navLink = (page: Page, link: { label: string }) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link.label, exact: true })

test("Contact Us shows phone, WhatsApp and the address as working links", async ({ page }) => {
  await page.goto(CONTACT)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1, name: contact.intro.heading })).toBeVisible()
  const details = main.locator("dl")
  await expect(details.getByRole("link", { name: FACTS.phone })).toHaveAttribute("href", FACTS.tel)
  const whatsapp = details.locator(WHATSAPP_LINK)
  await expect(whatsapp).toHaveText(contact.details.whatsappAction)
  await expect(whatsapp).toHaveAttribute("href", new RegExp(`^${literally(FACTS.whatsapp)}\\?text=.+`))
  const address = details.getByRole("link", { name: FACTS.street })
  const href = new URL((await address.getAttribute("href")) ?? "")
  expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/")
  expect(href.searchParams.get("query")).toContain(FACTS.street)
  await expect(main.getByText(site.address.appointmentNote)).toBeVisible()
  // A unit number ("#02-01") is never broken at its hyphen, as WebKit would: here and in the footer.
  const unit = /\S*\d-\d\S*/.exec(FACTS.street)?.[0]
  if (unit)
    for (const place of [address, page.getByRole("contentinfo").getByRole("link", { name: FACTS.street })]) {
      const wraps = await place.evaluate((link, unit) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent?.includes(unit)) return getComputedStyle(node.parentElement!).whiteSpace
        return "not found"
      }, unit)
      expect(wraps, `the unit number ${unit}`).toBe("nowrap")
    }
})

test("WhatsApp opens with a message that fits the page the visitor is on", async ({ page, request }) => {
  const messageOn = async (path: string) => {
    await page.goto(path)
    const href = await page.getByRole("contentinfo").locator(WHATSAPP_LINK).getAttribute("href")
    return new URL(href ?? "").searchParams.get("text") ?? ""
  }
  // Every page: those with a message of their own, and the rest with the default one. In the browser
  // on each page a browser test visits (of the pieces, the template's); in the served HTML on every
  // other piece, whose message the build joins as it joins the template's.
  for (const path of BROWSER_PATHS_AND_MISSING.filter(path => ROUTE_PATHS.includes(path)))
    expect(await messageOn(path), path).toBe(messageFor(path))
  for (const path of ROUTE_PATHS.filter(path => !BROWSER_PATHS_AND_MISSING.includes(path))) {
    const footer = /<footer\b[\s\S]*?<\/footer>/.exec(await (await request.get(path)).text())?.[0] ?? ""
    const href = decodeEntities(/href="(https:\/\/wa\.me\/[^"]+)"/.exec(footer)?.[1] ?? "")
    expect(new URL(href).searchParams.get("text"), path).toBe(messageFor(path))
  }
})

test("copying the phone number confirms with a toast", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.goto(CONTACT)
  await page.getByRole("button", { name: "Copy number" }).click()
  const toasts = page.getByRole("region", { name: "Notifications" })
  await expect(toasts).toContainText(site.messages.phoneCopied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FACTS.phone)
})

test.describe("the Tally form", () => {
  test("is embedded lazily by id, and its script is added once and removed on leaving", async ({ page }) => {
    await stubTally(page)
    await page.goto(CONTACT)
    await expect(page.getByRole("heading", { name: contact.form.heading, exact: true })).toBeVisible()
    const frame = page.locator("iframe[data-tally-src]")
    await expect(frame).toHaveAttribute(
      "data-tally-src",
      new RegExp(`^https://tally\\.so/embed/${FORM_ID}\\?`)
    )
    await expect(frame).toHaveAttribute("loading", "lazy")
    await expect(frame).toHaveAttribute("height", "491")
    await expect(frame).toHaveAttribute("width", "100%")
    await expect(frame).toHaveAttribute("title", contact.form.iframeTitle)
    await expect(tallyScripts(page)).toHaveCount(1)
    // The stub's loadEmbeds ran: Tally took over the iframe.
    await expect(frame).toHaveAttribute("src", /tally\.so\/embed/)

    await navLink(page, elsewhere).click()
    await expect(page).toHaveURL(elsewhere.to)
    await expect(tallyScripts(page)).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(CONTACT)
    await expect(tallyScripts(page)).toHaveCount(1)
    await page.goForward()
    await page.goBack()
    await expect(tallyScripts(page)).toHaveCount(1)
  })

  test("when the script is blocked, WhatsApp, phone and email stand ready where the form would be, and no empty frame; the frame arrives with its src, and shows once its form has loaded", async ({
    page,
  }) => {
    await page.route(TALLY_SCRIPT, route => route.abort("blockedbyclient"))
    // A blocker that refuses the script refuses the form's own address too.
    await page.route(`${TALLY_ORIGIN}/embed/**`, route => route.abort("blockedbyclient"))
    // The src each iframe carries as it joins the page: one added without would first get a blank document.
    await page.addInitScript(() => {
      const seen: (string | null)[] = []
      Object.assign(window, { iframeSrcOnArrival: seen })
      new MutationObserver(records => {
        for (const node of records.flatMap(record => Array.from(record.addedNodes)))
          if (node instanceof HTMLIFrameElement) seen.push(node.getAttribute("src"))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(CONTACT)
    const frame = page.locator("iframe[data-tally-src]")
    await expect(frame).toHaveAttribute("src", new RegExp(`^https://tally\\.so/embed/${FORM_ID}\\?`))
    const arrivals = await page.evaluate(
      () => (window as unknown as { iframeSrcOnArrival: string[] }).iframeSrcOnArrival
    )
    expect(arrivals).toEqual([await frame.getAttribute("src")])
    // One message, announced, and every way to reach us ready to use; no toast says it again.
    const band = page.getByRole("region", { name: contact.form.heading, exact: true })
    const notice = band.getByRole("alert")
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(contact.form.unavailable)
    await expect(band.locator(WHATSAPP_LINK)).toBeVisible()
    await expect(band.locator(WHATSAPP_LINK)).toHaveAttribute(
      "href",
      new RegExp(`^${literally(FACTS.whatsapp)}`)
    )
    await expect(band.getByRole("link", { name: FACTS.phone })).toHaveAttribute("href", FACTS.tel)
    await expect(band.getByRole("link", { name: FACTS.email })).toHaveAttribute(
      "href",
      `mailto:${FACTS.email}`
    )
    // No empty block: the frame the blocker emptied is out of sight, and nothing holds its place.
    await expect(frame).toBeHidden()
    await expect(page.locator("[data-form-placeholder]")).toHaveCount(0)
    await expect(page.getByRole("region", { name: "Notifications" }).locator("li")).toHaveCount(0)

    // Where only the script was refused, the form itself loads and takes its place.
    await page.unroute(`${TALLY_ORIGIN}/embed/**`)
    await page.route(`${TALLY_ORIGIN}/embed/**`, route =>
      route.fulfill({
        contentType: "text/html",
        body: `<p>Form</p><script>parent.postMessage(JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: "${FORM_ID}" } }), "*")</script>`,
      })
    )
    await page.reload()
    await expect(frame).toBeVisible()
    await expect(band.getByRole("alert")).toHaveCount(0)
  })

  test("when the script stalls (neither loads nor fails), the fallback follows after a few seconds", async ({
    page,
  }) => {
    await page.clock.install()
    await page.route(TALLY_SCRIPT, () => {
      // Never answered: a stalled network.
    })
    await page.goto(CONTACT)
    // The page has hydrated and asked for the script: the stall timer is running. The form's
    // box holds its place meanwhile, with no iframe yet.
    await expect(tallyScripts(page)).toHaveCount(1)
    await expect(page.locator("[data-form-placeholder]")).toBeVisible()
    const frame = page.locator("iframe[data-tally-src]")
    await expect(frame).toHaveCount(0)
    await page.clock.runFor(9000)
    await expect(frame).toHaveAttribute("src", new RegExp(`^https://tally\\.so/embed/${FORM_ID}\\?`))
    await expect(page.getByRole("main").getByRole("alert")).toContainText(contact.form.unavailable)
  })

  test("the iframe is added once Tally's script has answered, into a box of the same size held for it in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(CONTACT)).text()
    expect(html).not.toContain("<iframe")
    expect(html).toContain("data-form-placeholder")

    // The bundles never arrive: the page stays as the HTML drew it.
    await page.route(BUNDLE, route => route.abort())
    await page.goto(CONTACT)
    const held = await page.locator("[data-form-placeholder]").boundingBox()
    await page.unrouteAll()

    await stubTally(page)
    await page.goto(CONTACT)
    const frame = page.locator("iframe[data-tally-src]")
    await expect(frame).toHaveAttribute("src", /tally\.so\/embed/)
    await expect(page.locator("[data-form-placeholder]")).toHaveCount(0)
    const box = await frame.boundingBox()
    expect(held).not.toBeNull()
    expect(box).toEqual(held)
  })

  test("without JavaScript, a plain link opens the form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(CONTACT)
    await expect(page.getByRole("link", { name: contact.form.noscript, exact: true })).toHaveAttribute(
      "href",
      `https://tally.so/r/${FORM_ID}`
    )
    // No empty box where the form would have gone.
    await expect(page.locator("[data-form-placeholder]")).toBeHidden()
    await context.close()
  })
})

test.describe("with every third-party host blocked and both pixels configured", () => {
  let errors: string[]
  test.beforeEach(async ({ page }) => {
    await configureTracking(page, TEST_TRACKING)
    errors = []
    page.on("pageerror", error => errors.push(error.message))
  })

  // One test a template: the code that could throw is the template's.
  for (const path of TEMPLATE_PATHS_AND_MISSING) {
    test(`no page error on ${path}`, async ({ page }) => {
      await page.goto(path)
      await arrived(page)
      expect(errors).toEqual([])
    })
  }

  test("no page error through client-side navigation", async ({ page }) => {
    await page.goto("/")
    const next = site.navigation.links.find(link => link.to !== "/" && link.to !== CONTACT)
    if (next) {
      await navLink(page, next).click()
      await expect(page).toHaveURL(next.to)
    }
    await navLink(page, site.navigation.cta).click()
    await expect(page).toHaveURL(site.navigation.cta.to)
    await settled(page)
    expect(errors).toEqual([])
  })
})

test("with the pixels and the form stubbed, the contact page raises no page error", async ({ page }) => {
  await stubPixels(page)
  await stubTally(page)
  await configureTracking(page, TEST_TRACKING)
  const errors: string[] = []
  page.on("pageerror", error => errors.push(error.message))
  await page.goto(CONTACT)
  await arrived(page)
  expect(errors).toEqual([])
})

test.describe("the contact page's WhatsApp link follows the visitor", () => {
  const contactWhatsapp = (page: Page) => page.getByRole("main").locator("dl").locator(WHATSAPP_LINK)
  const textOf = async (link: Locator) =>
    new URL((await link.getAttribute("href")) ?? "").searchParams.get("text")

  for (const source of site.whatsapp.messages.filter(message => message.path !== CONTACT)) {
    test(`from ${source.path}, it carries that page's message`, async ({ page }) => {
      await page.goto(source.path)
      await waitForHydration(page)
      // The page's own link into the contact page, as a visitor would click it, where it has one.
      const into = page.getByRole("main").locator(`a[href="${CONTACT}"]`)
      if ((await into.count()) > 0) await into.first().click()
      else await page.goto(CONTACT)
      await expect(page).toHaveURL(CONTACT)
      await expect.poll(() => textOf(contactWhatsapp(page))).toBe(source.text)
      // A reload in the same tab still knows where the visitor came from.
      await page.reload()
      await waitForHydration(page)
      await expect.poll(() => textOf(contactWhatsapp(page))).toBe(source.text)
    })
  }

  test("opened directly, it keeps the contact page's own message, in the HTML and after hydration", async ({
    page,
    request,
  }) => {
    const html = (await (await request.get(CONTACT)).text()).replace(/&#x27;/g, "'")
    expect(html).toContain(encodeURIComponent(messageFor(CONTACT)))
    await page.goto(CONTACT)
    await waitForHydration(page)
    expect(await textOf(contactWhatsapp(page))).toBe(messageFor(CONTACT))
  })

  const withoutMessage = ROUTE_PATHS.find(
    path => path !== CONTACT && messageFor(path) === site.whatsapp.defaultMessage
  )
  test("a page with no message of its own hands on the default one", async ({ page }) => {
    test.skip(!withoutMessage, "every page has a message of its own")
    await page.goto(withoutMessage ?? "/")
    await waitForHydration(page)
    await page.goto(CONTACT)
    await waitForHydration(page)
    expect(await textOf(contactWhatsapp(page))).toBe(site.whatsapp.defaultMessage)
  })
})
