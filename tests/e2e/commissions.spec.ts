import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import {
  commissionPath,
  facetPath,
  facetValuesOf,
  FACETS,
} from "../../src/content/commissions/commission-facets"
import { DESIGN_PATH, designOfPiece, offeredBy, similarDesignPath } from "../../src/content/design"
import { formatBand } from "../../src/content/price-format"
import { CONTACT_PATH } from "../../src/node/commission-resolvers"
import { pageRoutes } from "../../src/content/routes"
import { decodeEntities, mainHtml, mainText, readRawPage } from "./support/raw-html"
import {
  FACET_ROUTES,
  ROUTE_PATHS,
  SITE_URL,
  TEMPLATE_PATHS,
  pageSlugs,
  seoDescription,
} from "./support/routes"
import { waitForHydration } from "./support/hydration"
import { scriptBytes, scriptsOf } from "./support/script-bytes"
import {
  TEST_TRACKING,
  configureTracking,
  conversionCalls,
  keepLinksOnPage,
  pageViewCounts,
  stubPixels,
  stubTally,
} from "./support/third-parties"
import { readContent } from "./support/yaml-content"

/*
 * The atelier's past work: /commissions/ lists every piece newest first, filters by plain links to
 * a page per facet value, shows the budgets; each piece's page shows its facts and band in S$ (and
 * says so to crawlers as a Product whose offer spans that band); the enquiry button on a piece carries
 * the piece to the contact page. Every word and figure comes from content/.
 */

const page = readContent("pages/commissions.yaml")
const { bands } = readContent("data/price-bands.yaml")
const pieces = pageRoutes()
  .filter(route => route.file.startsWith("commissions/"))
  .map(route => readContent(route.file as `commissions/${string}.yaml`))
  .sort((a, b) => b.year - a.year || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
const figuresOf = (id: string) => {
  const band = bands.find(candidate => candidate.id === id)
  if (!band) throw new Error(`content/data/price-bands.yaml has no band ${id}`)
  return { band, figures: formatBand(band.low, band.high) }
}
const [newest] = pieces
const designer = readContent("pages/design.yaml")
const offered = offeredBy(choice => designer[choice].options.map(option => option.value))
/** A piece the ring designer can make, and one it cannot (a pair of bands, a cabochon), if the content has them. */
const made = pieces.find(piece => designOfPiece(piece, offered))
const unmade = pieces.find(piece => !designOfPiece(piece, offered))
/** The pieces a list page shows: a page of them at a time, newest first (src/content/commissions/commission-routes.ts). */
const listedOn = (path: string) =>
  (pageSlugs(path) ?? []).map(slug => {
    const piece = pieces.find(candidate => candidate.slug === slug)
    if (!piece) throw new Error(`${path} lists ${slug}, which no piece is`)
    return piece
  })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

type Json = Record<string, unknown>
const jsonLdIn = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body) as Json
  )
const fetchHtml = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

test("/commissions/ lists the newest pieces first, a page of them, each linked by its name with its band in S$, and its ItemList", async ({
  page: browser,
  request,
}) => {
  await browser.goto("/commissions/")
  const main = browser.getByRole("main")
  const first = listedOn("/commissions/")
  expect(first.map(piece => piece.slug)).toEqual(pieces.slice(0, first.length).map(piece => piece.slug))
  const names = first.map(piece => piece.title)
  await expect(
    // Any space a name's words are set with (a heading keeps its last two words together).
    main
      .getByRole("heading", { level: 2 })
      .filter({ hasText: new RegExp(names.map(name => name.split(" ").join("\\s")).join("|")) })
  ).toHaveText(names)
  for (const piece of first) {
    const link = browser.getByRole("link", { name: piece.title, exact: true })
    await expect(main.getByRole("link", { name: piece.title, exact: true })).toHaveAttribute(
      "href",
      commissionPath(piece.slug)
    )
    const card = main.getByRole("listitem").filter({ has: link })
    await expect(card).toContainText(piece.summary)
    await expect(card).toContainText(figuresOf(piece.band).figures)
    if (piece.sample) await expect(card).toContainText(page.labels.sample)
  }
  // The price guide: every band with its figures, and the factors of a price.
  const guide = main.getByRole("region", { name: page.prices.heading, exact: true })
  for (const band of bands)
    await expect(guide).toContainText(`${band.label} ${formatBand(band.low, band.high)}`)
  for (const factor of page.prices.factors) await expect(guide).toContainText(factor.description)

  const list = jsonLdIn(await fetchHtml(request, "/commissions/")).find(
    entry => entry["@type"] === "ItemList"
  )
  expect(list?.itemListElement).toEqual(
    first.map((piece, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: piece.title,
      url: `${SITE_URL}${commissionPath(piece.slug)}`,
    }))
  )
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the filters are plain links: one facet value at a time, its pieces only, a value no piece has no link", async ({
    page: browser,
  }) => {
    await browser.goto("/commissions/")
    const filters = browser.getByRole("navigation", { name: page.filters.label, exact: true })
    // Every link, those in closed disclosures too.
    const hrefs = await filters
      .locator("a[href]")
      .evaluateAll(links => links.map(link => link.getAttribute("href")))
    const expected = FACETS.flatMap(facet =>
      [
        ...new Set(
          pieces.flatMap(piece =>
            facetValuesOf(piece)
              .filter(([f]) => f === facet)
              .map(([, v]) => v)
          )
        ),
      ].map(value => facetPath(facet, value))
    )
    expect(hrefs.sort()).toEqual(expected.sort())
    // A filter page for each, and its later pages where it lists more than a page of pieces.
    expect(
      FACET_ROUTES.filter(route => !route.list)
        .map(route => route.path)
        .sort()
    ).toEqual(expected.sort())

    // Follow one: the metal of the newest piece.
    const metal = page.filters.metal.values.find(entry => entry.value === newest.metal)
    if (!metal) throw new Error(`content/pages/commissions.yaml names no metal ${newest.metal}`)
    // Each facet is a disclosure of its own (a native one: no script opens it).
    await filters.locator("summary", { hasText: page.filters.metal.label }).click()
    await filters.getByRole("link", { name: metal.label, exact: true }).click()
    await expect(browser).toHaveURL(facetPath("metal", newest.metal))
    const shown = listedOn(facetPath("metal", newest.metal)).map(piece => piece.title)
    expect(shown).toContain(newest.title)
    const main = browser.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(metal.label)
    for (const piece of pieces)
      await expect(main.getByRole("link", { name: piece.title, exact: true })).toHaveCount(
        shown.includes(piece.title) ? 1 : 0
      )
    // The chosen value marked among the filters (in its facet's disclosure, closed).
    await expect(
      browser.getByRole("navigation", { name: page.filters.label }).locator('a[aria-current="page"]')
    ).toHaveText(metal.label)
  })
})

test("every filter page has its own title, description and canonical, and lists exactly its pieces", async ({
  request,
}) => {
  expect(FACET_ROUTES.length).toBeGreaterThan(0)
  for (const route of FACET_ROUTES) {
    const html = await fetchHtml(request, route.path)
    const raw = readRawPage(html, 200)
    expect(raw.title, route.path).toBe(route.title)
    expect(raw.meta.get("description")).toEqual([seoDescription(route)])
    expect(raw.canonical).toEqual([`${SITE_URL}${route.path}`])
    // Its pieces have the value (a later page of /commissions/ has no filter), newest first, a page of
    // them: linked from the page in that order, and no other piece.
    const own = listedOn(route.path)
    expect(own.length, route.path).toBeGreaterThan(0)
    if (route.facet) {
      const { facet, value } = route.facet
      for (const piece of own)
        expect(facetValuesOf(piece), `${route.path}: ${piece.slug}`).toContainEqual([facet, value])
    }
    const linked = [
      ...new Set([...mainHtml(html).matchAll(/href="\/commissions\/([^/"]+)\/"/g)].map(([, slug]) => slug)),
    ]
    expect(linked, route.path).toEqual(own.map(piece => piece.slug))
  }
})

test("each piece's page shows its band in S$, its stone's weight and its band's style, and its way to a similar design, and tells crawlers it is a Product whose offer spans that band", async ({
  request,
}) => {
  const site = readContent("site.yaml")
  const { carat, bandStyle } = page.labels
  for (const piece of pieces) {
    const path = commissionPath(piece.slug)
    const html = await fetchHtml(request, path)
    const text = decodeEntities(mainText(html))
    const { band, figures } = figuresOf(piece.band)
    // The figures as the page shows them, read back from the page.
    // Set large under the title, after the band's name.
    const shown = new RegExp(`${band.label} (S\\$[\\d,]+–\u2060?[\\d,]+)`).exec(text)?.[1]
    expect(shown, path).toBe(figures)
    // Among its facts, each label before its value: the centre stone's weight (where it has one) and
    // the band's style.
    if (piece.carat !== undefined) expect(text, path).toContain(`${carat.label} ${piece.carat} ${carat.unit}`)
    const style = bandStyle.values.find(entry => entry.value === piece.bandStyle)
    expect(text, path).toContain(`${bandStyle.label} ${style?.label ?? piece.bandStyle}`)
    // Its button: the designer with its choices made, or the contact page naming it, in words that say which.
    const label = designOfPiece(piece, offered) ? page.labels.similar : page.labels.enquire
    const button = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${escaped(label)}</a>`).exec(mainHtml(html))?.[1]
    expect(decodeEntities(button ?? ""), path).toBe(similarDesignPath(piece, offered, CONTACT_PATH))
    const entries = jsonLdIn(html)
    const product = entries.find(entry => entry["@type"] === "Product")
    const offer = product?.offers as Json | undefined
    expect(offer?.["@type"]).toBe("AggregateOffer")
    expect(offer?.priceCurrency).toBe("SGD")
    // The JSON-LD's prices, read back and written as the page writes them, are the page's.
    expect(formatBand(Number(offer?.lowPrice), Number(offer?.highPrice))).toBe(shown)
    expect(product?.name).toBe(piece.title)
    expect(product?.brand).toEqual({ "@type": "Brand", name: site.name })
    expect(product?.image).toHaveLength(piece.pictures.length)
    expect(product).not.toHaveProperty("aggregateRating")
    expect(product).not.toHaveProperty("review")
    const trail = entries.find(entry => entry["@type"] === "BreadcrumbList")?.itemListElement as Json[]
    expect(trail.map(item => item.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/commissions/`,
      `${SITE_URL}${path}`,
    ])
  }
})

test.describe("a piece's enquiry button", () => {
  test.beforeEach(async ({ page: browser }) => {
    await stubPixels(browser)
    await configureTracking(browser, TEST_TRACKING)
    await stubTally(browser)
  })

  const named = (piece: (typeof pieces)[number]) => {
    const { band, figures } = figuresOf(piece.band)
    return `${piece.title} (${band.label}, ${figures})`
  }

  async function expectAskingAbout(browser: Page, piece: (typeof pieces)[number]) {
    const main = browser.getByRole("main")
    await expect(main.getByRole("status").filter({ hasText: page.labels.asking })).toContainText(named(piece))
    // Tally fills its hidden "design" field from the embed's address.
    const frame = main.locator("iframe[data-tally-src]")
    await expect(frame).toHaveAttribute(
      "data-tally-src",
      new RegExp(`[?&]design=${encodeURIComponent(named(piece)).replace(/[()]/g, "\\$&")}(&|$)`)
    )
    // WhatsApp opens naming the piece and its band.
    const whatsapp = decodeURIComponent(
      (await main.locator('a[href^="https://wa.me/"]').first().getAttribute("href")) ?? ""
    )
    expect(whatsapp).toContain(`${page.labels.whatsapp} ${named(piece)}`)
  }

  test("a piece the designer can make: its button opens the designer with each of the piece's choices made", async ({
    page: browser,
  }) => {
    test.skip(!made, "no piece the designer can make")
    const piece = made as (typeof pieces)[number]
    const design = designOfPiece(piece, offered)
    if (!design) throw new Error(`the designer cannot make ${piece.slug}`)
    await browser.goto(commissionPath(piece.slug))
    await waitForHydration(browser)
    await browser.getByRole("main").getByRole("link", { name: page.labels.similar, exact: true }).click()
    await expect(browser).toHaveURL(new RegExp(`^[^?]*${DESIGN_PATH}\\?`))
    await waitForHydration(browser)
    // Every choice the piece's own, none left to the designer's first option.
    for (const [choice, value] of Object.entries(design))
      await expect(browser.locator(`input[name="${choice}"][value="${value}"]`), choice).toBeChecked()
  })

  // A piece the designer cannot make opens the contact page naming it, as pieces did before the
  // designer, and as links shared then still do (the newest piece's, when every piece can be made).
  test("a piece the designer cannot make, or a link naming a piece, opens the contact page naming it: the form's hidden field, WhatsApp and the Contact event carry it", async ({
    page: browser,
  }) => {
    const piece = unmade ?? newest
    if (unmade) {
      await browser.goto(commissionPath(unmade.slug))
      await waitForHydration(browser)
      await browser.getByRole("main").getByRole("link", { name: page.labels.enquire, exact: true }).click()
    } else await browser.goto(`${CONTACT_PATH}?design=${newest.slug}`)
    await expect(browser).toHaveURL(new RegExp(`^[^?]*${CONTACT_PATH}\\?`))
    await waitForHydration(browser)
    await expectAskingAbout(browser, piece)

    await keepLinksOnPage(browser)
    // The pixels have their settings and listeners once the first page's view is counted.
    await expect.poll(async () => (await pageViewCounts(browser)).meta).toBeGreaterThan(0)
    await browser.getByRole("main").locator('a[href^="https://wa.me/"]').first().click()
    const calls = await conversionCalls(browser)
    expect(calls.meta).toEqual([
      [
        "track",
        "Contact",
        { channel: "whatsapp", page: CONTACT_PATH, design: piece.slug },
        { eventID: expect.any(String) },
      ],
    ])
  })

  test("a name that is no piece is ignored and never shown", async ({ page: browser }) => {
    const planted = "<b>fixture-no-such-piece</b>"
    await browser.goto(`${CONTACT_PATH}?design=${encodeURIComponent(planted)}`)
    await waitForHydration(browser)
    const main = browser.getByRole("main")
    await expect(main.locator("iframe[data-tally-src]")).not.toHaveAttribute("data-tally-src", /design=/)
    await expect(main.getByRole("status").filter({ hasText: page.labels.asking })).toHaveCount(0)
    expect(await browser.content()).not.toContain("fixture-no-such-piece")
  })
})

/*
 * What every page loads holds none of the commissions' own code: only Gatsby's map of templates names
 * them, and the enquiry's store (src/tracking/enquiry-design.ts), which the layout's WhatsApp link,
 * booking link and Contact and Lead events read on the contact page.
 */
test("the scripts every page loads carry none of the commissions' own code", () => {
  const shared = ROUTE_PATHS.map(path => new Set(scriptsOf(path).map(script => script.file))).reduce(
    (every, files) => new Set([...every].filter(file => files.has(file)))
  )
  expect(shared.size).toBeGreaterThan(0)
  const sources = [...shared].flatMap(
    file => (JSON.parse(readFileSync(join("public", `${file}.map`), "utf8")) as { sources: string[] }).sources
  )
  expect(sources.some(source => source.includes("/src/layout/"))).toBe(true)
  expect(sources.filter(source => /\/src\/(.*\/)?(commission|price-)/.test(source))).toEqual([])
})

test("the commissions' pages carry no more script than a legal page, plus 2.5 KiB", () => {
  // Filters are links, pictures are gatsby-plugin-image's: nothing of their own runs on a visitor's tap.
  // 2.5, not 2: a piece's band is a facet of its own and the gemstones have names (round seven), and
  // the list draws gatsby-plugin-image's pictures, which a legal page has none of.
  const own = (path: string) => path.startsWith("/commissions/")
  const legal = Math.max(
    ...pageRoutes()
      .filter(route => route.file.startsWith("legal/"))
      .map(route => scriptBytes(route.path))
  )
  for (const path of TEMPLATE_PATHS.filter(own))
    expect(scriptBytes(path), path).toBeLessThanOrEqual(legal + 2.5 * 1024)
})
