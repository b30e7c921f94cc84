import { arrived } from "./support/settled"
import { expect, test } from "@playwright/test"
import { BUNDLE, waitForHydration } from "./support/hydration"
import { readTimings } from "./support/first-load"
import { ROUTE_PATHS } from "./support/routes"
import { stubPixels } from "./support/third-parties"

/*
 * How a page arrives: the text and the hero paint from the HTML first, then
 * the bundles load and React takes over. These are the orderings the
 * Lighthouse budget depends on, checked in a real browser on every run: the
 * bundles and requests of each template's first load in templates.spec.ts
 * (support/first-load.ts), the faces' files, scripts and styles here, and
 * how each face is declared and drawn in faces-drawn.spec.ts.
 */

test("the built HTML has no script that runs before the first paint", async ({ request }) => {
  for (const route of ROUTE_PATHS) {
    const html = await (await request.get(route)).text()
    expect(html, route).not.toMatch(/<script src="[^"]*" async/)
    expect(html, route).toContain('"/app-')
  }
})

test("every script the home page runs asks V8 to compile it all in the background (src/node/compile-hints.ts)", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on(
    "response",
    response => response.request().resourceType() === "script" && scripts.push(response.url())
  )
  await page.goto("/")
  await waitForHydration(page)
  await arrived(page)
  expect(scripts.length).toBeGreaterThanOrEqual(4)
  for (const url of scripts)
    expect(
      (await (await page.request.get(url)).text()).startsWith("//# allFunctionsCalledOnLoad\n"),
      url
    ).toBe(true)
})

test("at most three font files, each under 16 KiB, and the home page preloads only the two faces above its fold", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text()
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(([, href]) => href)
  expect(preloads).toHaveLength(2)
  for (const route of ["/", "/stories/"]) {
    await page.goto(route)
    await arrived(page)
    const { fonts } = await page.evaluate(readTimings, BUNDLE.source)
    expect(fonts.length, route).toBeGreaterThanOrEqual(2)
    expect(fonts.length, route).toBeLessThanOrEqual(3)
    for (const font of fonts) expect(font.size, font.name).toBeLessThan(16 * 1024)
  }
})

test("every picture is drawn the moment it loads, in the page's own layer, with no fade", async ({
  page,
}) => {
  // A slow hero: held until the HTML is parsed, so it arrives after gatsby-plugin-image's inline scripts have run.
  let release = () => {}
  const parsed = new Promise<void>(resolve => (release = resolve))
  await page.route(/home-hero\.(avif|webp|jpg)$/, async route => {
    await parsed
    await route.continue()
  })
  await page.addInitScript(() => {
    // Load events do not reach window; capture on document runs before the plugin's listener on <body>.
    document.addEventListener(
      "load",
      event => {
        const img = event.target
        if (!(img instanceof HTMLImageElement) || img.dataset.mainImage === undefined) return
        const style = getComputedStyle(img)
        const placeholder = img.parentElement?.querySelector<HTMLElement>("[data-placeholder-image]")
        const seen = {
          src: img.currentSrc.split("/").pop(),
          opacity: style.opacity,
          transition: style.transitionDuration,
          willChange: style.willChange,
          transform: style.transform,
          placeholderTransition: placeholder ? getComputedStyle(placeholder).transitionDuration : "0s",
        }
        const log = ((window as unknown as { picturesAtLoad?: object[] }).picturesAtLoad ??= [])
        log.push(seen)
      },
      true
    )
  })
  await page.goto("/", { waitUntil: "domcontentloaded" })
  release()
  await expect(page.locator("main img[data-main-image]").first()).toBeVisible()
  // Bring every lazy picture into view, one by one.
  const pictures = await page.locator("main img[data-main-image]").all()
  for (const picture of pictures) await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { picturesAtLoad?: object[] }).picturesAtLoad?.length)
    )
    .toBeGreaterThanOrEqual(pictures.length)
  const seen = await page.evaluate(() => (window as unknown as { picturesAtLoad: object[] }).picturesAtLoad)
  expect(seen.map(p => JSON.stringify(p)).join("\n")).toContain("home-hero")
  for (const picture of seen) {
    expect(picture).toMatchObject({
      opacity: "1",
      transition: "0s",
      willChange: "auto",
      transform: "none",
      placeholderTransition: "0s",
    })
  }
})

test("styles arrive as one sheet in <head>, React hydrates over them cleanly, and a new page adds its own", async ({
  page,
  request,
}) => {
  for (const route of ROUTE_PATHS) {
    const html = await (await request.get(route)).text()
    const [head, body] = html.split("</head>")
    expect(body, route).not.toContain("<style")
    // Emotion's extraction: each <Global> sheet, then one sheet of the classes the page uses.
    expect(head.match(/<style data-emotion="css [^"]+">/g), route).toHaveLength(1)
  }

  // A build with pixel ids loads them: stubbed, so that a blocked pixel host logs no error here.
  await stubPixels(page)
  const errors: string[] = []
  page.on("console", message => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", error => errors.push(error.message))
  await page.goto("/process/")
  await waitForHydration(page)
  const stepsBefore = await page
    .locator("main ol li")
    .first()
    .evaluate(item => getComputedStyle(item).display)
  expect(errors).toEqual([])

  expect(stepsBefore).toBe("grid")
  expect(await page.locator("main figure").count()).toBe(0)

  await page.locator('footer a[href="/stories/"]').click()
  await expect(page).toHaveURL(/\/stories\/$/)
  // The testimonial card's rules were not in /process/'s sheet: Emotion adds them on the way.
  const card = page.locator("main figure").first()
  await expect(card).toBeVisible()
  expect(await card.evaluate(element => getComputedStyle(element).borderTopLeftRadius)).not.toBe("0px")
  expect(errors).toEqual([])
})
