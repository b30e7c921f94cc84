import { expect, test, type Page } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { guideRoutes } from "../../src/content/routes"
import { readContent } from "../../src/content/read-content"
import { BROWSER_PATHS_AND_MISSING, ROUTE_PATHS, ROUTES, routeOf } from "./support/routes"
import {
  MENU_LINKS,
  NAV_CTA,
  PAGE_LINKS,
  horizontalOverflow,
  mainNav,
  menuButton,
  navLink,
  site,
} from "./support/nav-and-footer"
import { whatsappMessageFor } from "./support/messages"
import { reportedOffScreen } from "./support/settled"
import { withStoredChoice } from "./support/third-parties"

/** The pages whose forms a visitor works in on a phone: the guide with the ring-size converter, and the designer. */
const WITH_FORMS = [
  guideRoutes().find(route =>
    readContent(route.file as `guides/${string}.yaml`).sections.some(section => section.sizeChart)
  )?.path,
  routeOf("pages/design.yaml").path,
].filter((path): path is string => Boolean(path))

/** A page of the header's besides home, where the menu marks its own link. */
const SECOND_PAGE = PAGE_LINKS.find(link => link.href !== "/") ?? PAGE_LINKS[0]
const WHATSAPP_DIGITS = site.whatsapp.number.replace(/\D/g, "")

/*
 * The shared layout on every route, on a desktop and on a phone: the main
 * navigation (a toggled menu on small screens, open without JavaScript), the
 * skip link, the WhatsApp button and no sideways scrolling at 320 px. The
 * navigation, footer, language and the sweep from 390 to 1920 px are checked
 * in each template's first load (templates.spec.ts, support/nav-and-footer.ts).
 */

test("no sideways scrolling at 320 px on any route", async ({ page, isMobile }) => {
  test.skip(isMobile, "viewport sweep runs on the desktop project")
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 320, height: 800 })
  // Of the pieces, the template's: a piece's words are held to the content check's limits, and its
  // page is laid out as the template lays out every piece (one more piece, no more time here).
  for (const path of ROUTE_PATHS.filter(path => BROWSER_PATHS_AND_MISSING.includes(path))) {
    await page.goto(path)
    await waitForHydration(page)
    expect(await horizontalOverflow(page), `${path} scrolls sideways at 320px`).toBeNull()
  }
})

test("the header at 320 to 1280 px: the name beside the mark, whole, and each link and the button on one line", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "a sweep of widths, run on the desktop project")
  // The same header on every page: one route is enough. 1024 px is the first width with all the links in the bar.
  await page.goto("/")
  await waitForHydration(page)
  const header = page.getByRole("banner")
  const name = header.getByRole("link", { name: `${site.name}, home`, exact: true })
  for (const width of [320, 360, 390, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const shown = await name.evaluate(link =>
      [...link.querySelectorAll("[data-wordmark]")]
        .filter(word => word.checkVisibility())
        .map(word => ({
          text: word.textContent ?? "",
          whole: word.scrollWidth <= word.clientWidth + 1,
          size: parseFloat(getComputedStyle(word).fontSize),
        }))
    )
    expect(shown, `the name in the header at ${width} px`).toHaveLength(1)
    expect([site.name, site.shortName]).toContain(shown[0].text)
    expect(shown[0].whole, `the name in the header at ${width} px is cut short`).toBe(true)
    // Not shrunk to a smudge: in capitals, 10 px at 320 (the mark, the button and the menu share the row),
    // an eyebrow's 13 px on a phone, and larger where the bar is a laptop's (it fell to nothing at 1024).
    const least = width < 360 ? 10 : width < 768 ? 13 : 16
    expect(shown[0].size, `the name's size at ${width} px`).toBeGreaterThanOrEqual(least)
    const wrapped = await header.locator("a").evaluateAll(links =>
      links
        .filter(link => link.checkVisibility() && !link.querySelector("[data-wordmark]"))
        .filter(link => {
          const range = document.createRange()
          range.selectNodeContents(link)
          const tops = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)))
          return tops.size > 1
        })
        .map(link => link.textContent)
    )
    expect(wrapped, `the header's links at ${width} px`).toEqual([])
  }
})

test.describe("phone menu", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout only")

  test("the menu opens as a sheet over the page: every page a couple looks for, the current one marked, the atelier's WhatsApp and phone; Escape closes it", async ({
    page,
  }) => {
    await page.goto(SECOND_PAGE.href)
    await waitForHydration(page)
    const button = menuButton(page)
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute("aria-expanded", "false")
    const panelId = await button.getAttribute("aria-controls")
    expect(panelId).toBeTruthy()
    const panel = page.locator(`[id="${panelId}"]`)
    await expect(panel).toHaveCount(1)
    for (const { name } of [...PAGE_LINKS, ...MENU_LINKS]) {
      await expect(panel.getByRole("link", { name, exact: true, includeHidden: true })).toHaveCount(1)
      await expect(navLink(page, name)).toBeHidden()
    }

    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    for (const { name, href } of [...PAGE_LINKS, ...MENU_LINKS]) {
      await expect(navLink(page, name)).toBeVisible()
      if (href === SECOND_PAGE.href) await expect(navLink(page, name)).toHaveAttribute("aria-current", "page")
      else await expect(navLink(page, name)).not.toHaveAttribute("aria-current")
    }
    // A sheet from under the bar to the foot of the screen, the page links in the display face.
    const sheet = await panel.boundingBox()
    const bar = await page.getByRole("banner").boundingBox()
    const viewport = page.viewportSize()
    expect(sheet && bar && viewport && Math.round(sheet.y - (bar.y + bar.height))).toBe(0)
    expect(sheet && viewport && Math.round(sheet.y + sheet.height)).toBe(viewport?.height)
    const face = await navLink(page, PAGE_LINKS[0].name).evaluate(link => getComputedStyle(link).fontFamily)
    expect(face).toMatch(/^"?Cormorant Garamond/)
    await expect(panel.locator(`a[href^="https://wa.me/${WHATSAPP_DIGITS}"]`)).toBeVisible()
    await expect(panel.getByRole("link", { name: site.phone.display, exact: true })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`
    )

    await page.keyboard.press("Escape")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    for (const { name } of PAGE_LINKS) await expect(navLink(page, name)).toBeHidden()
    await expect(button).toBeFocused()
  })

  // A page of the menu other than the one the visitor is on.
  const away = PAGE_LINKS.find(link => link.href !== "/")
  const destination = ROUTES.find(route => route.path === away?.href)

  test("choosing a page in the open menu goes there and leaves the menu closed", async ({ page }) => {
    test.skip(!away || !destination, "the menu has no page besides home")
    await page.goto("/")
    await waitForHydration(page)
    await menuButton(page).click()
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true")
    await navLink(page, away?.name ?? "").click()
    await expect(page).toHaveURL(away?.href ?? "")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(destination?.h1 ?? "")
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
    for (const { name } of PAGE_LINKS) await expect(navLink(page, name)).toBeHidden()
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every nav link is visible and reachable by keyboard, with no menu button in the way", async ({
    page,
  }) => {
    await page.goto("/")
    await expect(mainNav(page).getByRole("button", { includeHidden: true })).toBeHidden()
    for (const { name, href } of PAGE_LINKS) {
      await expect(navLink(page, name)).toBeVisible()
      await expect(navLink(page, name)).toHaveAttribute("href", href)
    }
    await expect(mainNav(page).getByRole("link", { name: NAV_CTA.label, exact: true })).toBeVisible()

    // Tab from the top of the page: skip link, logo, then each page link in turn.
    const reached: string[] = []
    for (let i = 0; i < PAGE_LINKS.length + 4 && reached.length < PAGE_LINKS.length; i++) {
      await page.keyboard.press("Tab")
      for (const { name } of PAGE_LINKS) {
        if (
          !reached.includes(name) &&
          (await navLink(page, name).evaluate(el => el === document.activeElement))
        )
          reached.push(name)
      }
    }
    expect(reached).toEqual(PAGE_LINKS.map(link => link.name))
  })
})

test.describe("WhatsApp one tap away", () => {
  const button = (page: Page) =>
    page.getByRole("link", { name: `Chat on ${site.whatsapp.label}`, exact: true })

  test("on a phone: shown once the hero has scrolled away, hidden by the footer, carrying the page's message", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the floating button is for phones")
    // It steps aside while a consent notice is open (a build with pixels shows one): the visitor has chosen.
    await withStoredChoice(page, "denied")
    await page.goto("/engagement-rings/")
    await waitForHydration(page)
    // The hero and its call to action are in view: nothing covers them.
    await expect(button(page)).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
    await expect(button(page)).toBeVisible()
    const text = new URL((await button(page).getAttribute("href")) ?? "").searchParams.get("text")
    expect(text).toBe(whatsappMessageFor("/engagement-rings/"))
    // At the footer, which has its own WhatsApp link, it steps aside.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(button(page)).toHaveCount(0)
  })

  test("on a phone at 360 and 390 px: never over a form, at any scroll position, nor over the end of the page", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the floating button is for phones")
    test.setTimeout(90_000)
    await withStoredChoice(page, "denied")
    /** Where the button stands and the forms it overlaps, once the page's observers have reported the scroll. */
    const seen = () =>
      page.evaluate(
        () =>
          new Promise<{ shown: boolean; over: string[] }>(resolve => {
            // Told after the page's own observers (made earlier), then idle: what they set off has rendered.
            const observer = new IntersectionObserver(() => {
              observer.disconnect()
              requestIdleCallback(() => {
                const button = document.querySelector("[data-whatsapp-button]")?.getBoundingClientRect()
                if (!button || button.width === 0) return resolve({ shown: false, over: [] })
                // A form's controls, and the design's bar pinned to the screen's foot (its price and send button).
                const places = [...document.querySelectorAll("form, [data-design-pinned]")].filter(
                  place => getComputedStyle(place).visibility !== "hidden"
                )
                const over = places.filter(form => {
                  const box = form.getBoundingClientRect()
                  return (
                    box.width > 0 &&
                    box.top < button.bottom &&
                    box.bottom > button.top &&
                    box.left < button.right &&
                    box.right > button.left
                  )
                })
                resolve({
                  shown: true,
                  over: over.map(place =>
                    place.matches("form")
                      ? (place.getAttribute("aria-labelledby") ?? "form")
                      : "the pinned bar"
                  ),
                })
              })
            })
            observer.observe(document.body)
          })
      )
    for (const path of WITH_FORMS)
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 760 })
        await page.goto(path)
        await waitForHydration(page)
        const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
        let shownSomewhere = false
        let last = { shown: false, over: [] as string[] }
        // Down the page a third of a screen at a time, to its very end.
        for (let y = 0; y < end + 250; y += 250) {
          await page.evaluate(top => window.scrollTo(0, top), Math.min(y, end))
          last = await seen()
          expect(last.over, `${path} at ${width} px, scrolled ${Math.min(y, end)} px`).toEqual([])
          shownSomewhere ||= last.shown
        }
        expect(last.shown, `${path} at ${width} px: scrolled to its foot`).toBe(false)
        // Elsewhere it does show: the converter's page has text between its hero and its form.
        if (path === WITH_FORMS[0]) expect(shownSomewhere, `${path} at ${width} px`).toBe(true)
      }
  })

  test("on a phone: not on the contact page, whose cards already offer WhatsApp", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the floating button is for phones")
    await page.goto("/contact-us/")
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.2))
    // Where the button would now show on another page, the page has taken in the scroll.
    await reportedOffScreen(page, "main > :first-child")
    await expect(button(page)).toHaveCount(0)
  })

  test("on a laptop: not shown, the navigation's contact button is always in view", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "laptops only")
    // As on a phone, it waits for a consent notice to close: the visitor has chosen.
    await withStoredChoice(page, "denied")
    await page.goto("/services/")
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
    // The page renders the button once the hero has scrolled away; the laptop's layout hides it.
    const rendered = page.getByRole("link", { name: `Chat on ${site.whatsapp.label}`, includeHidden: true })
    await expect(rendered).toHaveCount(1)
    await expect(rendered).toBeHidden()
  })
})
