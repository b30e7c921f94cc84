import { arrived } from "./support/settled"
import { expect, test, type Page } from "@playwright/test"
import { guidePath } from "../../src/content/guide-paths"
import { SIZE_COLUMNS, SIZER_PDFS, cellText } from "../../src/content/ring-sizes/ring-size-values"
import { guideRoutes } from "../../src/content/routes"
import { PAPER } from "../../src/content/outputs/ring-sizer-pdf"
import { extent, isCircle, readPdf } from "../unit/support/pdf"
import { waitForHydration } from "./support/hydration"
import { ROUTE_PATHS, SITE_URL } from "./support/routes"
import { scriptBytes } from "./support/script-bytes"
import { markdownLinks, readContent } from "./support/yaml-content"

/*
 * The guides: /guides/ lists every file in content/guides/, each guide page
 * shows its sections and tells crawlers it is an article, and the ring-size
 * guide's converter answers from the table in content/data/ring-sizes.yaml,
 * loading nothing until it is used; without JavaScript the table serves.
 * Every string comes from the content.
 */

const site = readContent("site.yaml")
const index = readContent("pages/guides.yaml")
const guides = guideRoutes().map(route => ({
  ...route,
  doc: readContent(route.file as `guides/${string}.yaml`),
}))
const table = readContent("data/ring-sizes.yaml")
const withChart = guides.find(guide => guide.doc.sections.some(section => section.sizeChart))
const chart = withChart?.doc.sections.find(section => section.sizeChart)?.sizeChart
if (!withChart || !chart) throw new Error("No guide in content/guides/ shows the ring-size chart")
const words = chart.converter

type Json = Record<string, unknown>
const jsonLd = async (page: Page): Promise<Json[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    text => JSON.parse(text) as Json
  )

test("/guides/ lists every guide, each linked by its title with its summary", async ({ page }) => {
  await page.goto("/guides/")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(index.intro.heading)
  for (const guide of guides) {
    const link = main.getByRole("link", { name: guide.doc.heading, exact: true })
    await expect(link).toHaveAttribute("href", guide.path)
    // Its summary in its own entry: two guides may say alike. (`has` is read inside the entry.)
    const entry = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: guide.doc.heading, exact: true }) })
    await expect(entry.getByText(guide.doc.seo.description, { exact: true })).toBeVisible()
  }
  await expect(main.getByRole("listitem")).toHaveCount(guides.length)
})

test("the footer links the guides from every page", async ({ page }) => {
  await page.goto("/")
  const link = site.footer.explore.links.find(({ to }) => to === "/guides/")
  expect(link).toBeDefined()
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: link?.label, exact: true })
  ).toHaveAttribute("href", "/guides/")
})

// One page load a guide holds what differs from guide to guide: its sections, its JSON-LD, its message.
for (const guide of guides) {
  test(`${guide.path}: its sections in order, a list to jump to each, the way back to the guides; an Article with its headline, dates, picture and publisher, and Home › Guides › the guide; WhatsApp opens with the guide's own message`, async ({
    page,
  }) => {
    await page.goto(guide.path)
    const main = page.getByRole("main")

    await test.step("sections, contents and the way back", async () => {
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(guide.doc.heading)
      const headings = guide.doc.sections.map(section => section.heading)
      const contents = main.getByRole("navigation", { name: index.labels.contents })
      await expect(contents.getByRole("link")).toHaveText(headings)
      for (const link of await contents.getByRole("link").all()) {
        const target = (await link.getAttribute("href")) ?? ""
        await expect(main.locator(`h2${target}`)).toHaveCount(1)
      }
      const h2 = await main.locator("section > h2").allTextContents()
      expect(h2.filter(text => headings.includes(text))).toEqual(headings)
      await expect(main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveAttribute(
        "href",
        "/guides/"
      )
      for (const link of markdownLinks(guide.doc.sections.flatMap(section => section.body)))
        await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.to
        )
    })

    await test.step("Article and breadcrumbs in JSON-LD", async () => {
      const entries = await jsonLd(page)
      const article = entries.find(entry => entry["@type"] === "Article")
      const store = entries.find(entry => entry["@type"] === "JewelryStore")
      expect(article).toMatchObject({
        headline: guide.doc.heading,
        description: guide.doc.seo.description,
        datePublished: guide.doc.published,
        dateModified: guide.doc.updated,
        url: `${SITE_URL}${guide.path}`,
        publisher: { "@id": store?.["@id"] },
      })
      const image = String(article?.image)
      expect(image.startsWith(`${SITE_URL}/`)).toBe(true)
      expect((await page.request.get(image.replace(SITE_URL, ""))).status()).toBe(200)
      const crumbs = entries.find(entry => entry["@type"] === "BreadcrumbList")?.itemListElement as Json[]
      expect(crumbs.map(crumb => crumb.item)).toEqual([
        `${SITE_URL}/`,
        `${SITE_URL}/guides/`,
        `${SITE_URL}${guide.path}`,
      ])
      expect(crumbs[1].name).toBe(index.seo.title)
    })

    await test.step("WhatsApp message", async () => {
      const href =
        (await page
          .getByRole("contentinfo")
          .getByRole("link", { name: site.whatsapp.label })
          .getAttribute("href")) ?? ""
      expect(new URL(href).searchParams.get("text")).toBe(guide.doc.whatsapp)
    })
  })
}

test("the FAQ on /engagement-rings/ links each guide an answer names", async ({ page }) => {
  const faq = readContent("pages/engagement-rings.yaml").faq
  const guideLinks = (answer: readonly string[]) =>
    markdownLinks([...answer]).filter(link => link.to.startsWith("/guides/"))
  const withLinks = faq.items.filter(item => guideLinks(item.answer).length > 0)
  expect(withLinks.length).toBeGreaterThan(0)
  await page.goto("/engagement-rings/")
  // Each answer once (two answers may name the same guide), opened by its own question.
  for (const item of withLinks) {
    const details = page.locator("details", { hasText: item.question })
    await details.locator("summary").click()
    for (const link of guideLinks(item.answer)) {
      const anchors = details.getByRole("link", { name: link.label, exact: true })
      await expect(anchors.first()).toBeVisible()
      for (const anchor of await anchors.all()) await expect(anchor).toHaveAttribute("href", link.to)
    }
  }
  const linked = withLinks.flatMap(item => guideLinks(item.answer))
  for (const guide of guides.filter(guide => linked.some(link => link.to === guide.path)))
    expect(guidePath(guide.doc.slug)).toBe(guide.path)
})

test.describe("the ring-size table", () => {
  test("shows every row of the data file, in every system, with each column's source, in the HTML", async ({
    request,
  }) => {
    const html = await (await request.get(withChart.path)).text()
    const body = html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|")
    for (const row of table.sizes)
      expect(body).toContain(`|${SIZE_COLUMNS.map(column => cellText(row, column)).join("|")}|`)
    for (const column of SIZE_COLUMNS)
      expect(html).toContain(table.columns[column].source.replace(/'/g, "&#x27;"))
  })

  test("is an accessible table: a caption, a header per column, a header per row", async ({ page }) => {
    await page.goto(withChart.path)
    const grid = page.getByRole("table", { name: chart.caption })
    await expect(grid.getByRole("columnheader")).toHaveText(
      SIZE_COLUMNS.map(column => table.columns[column].label)
    )
    await expect(grid.getByRole("rowheader")).toHaveText(
      table.sizes.map(row => cellText(row, SIZE_COLUMNS[0]))
    )
  })

  test("links the printable sizer, an A4 and a Letter PDF at true scale", async ({ page, request }) => {
    await page.goto(withChart.path)
    for (const [paper, label] of [
      ["a4", chart.printable.a4Label],
      ["letter", chart.printable.letterLabel],
    ] as const) {
      await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        SIZER_PDFS[paper]
      )
      const response = await request.get(SIZER_PDFS[paper])
      expect(response.headers()["content-type"]).toContain("application/pdf")
      const [sheet] = readPdf(await response.body())
      expect(sheet.width).toBeCloseTo(PAPER[paper].width, 1)
      expect(sheet.height).toBeCloseTo(PAPER[paper].height, 1)
      const diameters = sheet.paths.filter(isCircle).map(path => extent(path).width)
      expect(diameters.map(diameter => diameter.toFixed(2))).toEqual(
        table.sizes.map(row => row.diameter.toFixed(2))
      )
    }
  })

  test("prints as the text and the table, without the site around it or the converter", async ({ page }) => {
    await page.goto(withChart.path)
    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("table", { name: chart.caption })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeHidden()
    await expect(page.getByRole("banner")).toBeHidden()
    await expect(page.getByRole("form", { name: words.heading })).toBeHidden()
  })
})

test.describe("the converter", () => {
  const middle = Math.floor(table.sizes.length / 2)
  const [row, next] = [table.sizes[middle], table.sizes[middle + 1]]

  /** Every script the page fetches, in order. */
  const scripts = (page: Page) => {
    const urls: string[] = []
    page.on("request", request => request.resourceType() === "script" && urls.push(request.url()))
    return urls
  }

  async function open(page: Page) {
    await page.goto(withChart!.path)
    await waitForHydration(page)
    const form = page.getByRole("form", { name: words.heading })
    await form.scrollIntoViewIfNeeded()
    return form
  }

  test("loads nothing until it is used, then one script, and answers a size's diameter with that size in every system", async ({
    page,
  }) => {
    const fetched = scripts(page)
    const form = await open(page)
    await arrived(page)
    const before = fetched.length
    const box = form.getByRole("textbox", { name: words.measureLabel })
    await box.fill(String(row.diameter))
    const answer = form.getByRole("status")
    await expect(answer.locator("dt")).toHaveText(SIZE_COLUMNS.map(column => table.columns[column].label))
    await expect(answer.locator("dd")).toHaveText(SIZE_COLUMNS.map(column => cellText(row, column)))
    expect(fetched.slice(before)).toHaveLength(1)
    await expect(page.locator("tbody tr[data-marked]")).toHaveCount(1)
  })

  test("marks the row it matches in the table", async ({ page }) => {
    const form = await open(page)
    await form.getByRole("textbox", { name: words.measureLabel }).fill(String(row.diameter))
    const marked = page.getByRole("table", { name: chart.caption }).locator("tbody tr[data-marked]")
    await expect(marked).toHaveCount(1)
    await expect(marked.getByRole("rowheader")).toHaveText(cellText(row, SIZE_COLUMNS[0]))
  })

  test("names both neighbouring sizes for a measurement that lies between them", async ({ page }) => {
    const form = await open(page)
    await form.getByRole("radio", { name: words.circumferenceLabel }).check()
    const between = row.circumference + (next.circumference - row.circumference) * 0.55
    await form.getByRole("textbox", { name: words.measureLabel }).fill(between.toFixed(1))
    const answer = form.getByRole("status")
    await expect(answer.getByText(words.between)).toBeVisible()
    await expect(answer.locator("dd").first()).toHaveText(`${cellText(row, "us")} – ${cellText(next, "us")}`)
    await expect(page.locator("tbody tr[data-marked]")).toHaveCount(2)
  })

  test("answers a size chosen in one system with the same size in the others, and offers WhatsApp and a visit", async ({
    page,
  }) => {
    const form = await open(page)
    await form
      .getByRole("combobox", { name: words.sizeLabel })
      .selectOption({ label: `${table.columns.uk.label} ${cellText(next, "uk")}` })
    const answer = form.getByRole("status")
    await expect(answer.locator("dd")).toHaveText(SIZE_COLUMNS.map(column => cellText(next, column)))
    const whatsapp = answer.getByRole("link", { name: words.whatsappLabel })
    const text = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? ""
    expect(text.startsWith(words.message)).toBe(true)
    for (const system of ["us", "uk", "jp", "eu"] as const)
      expect(text).toContain(`${table.columns[system].label} ${cellText(next, system)}`)
    await expect(answer.getByRole("link", { name: words.visit.label })).toBeVisible()
  })

  test("reads a number only a circumference can be as one, and says so; outside the table, says that", async ({
    page,
  }) => {
    const form = await open(page)
    const box = form.getByRole("textbox", { name: words.measureLabel })
    await box.fill(String(row.circumference))
    await expect(form.getByRole("status").getByText(words.otherMeasure)).toBeVisible()
    await expect(form.getByRole("status").locator("dd").first()).toHaveText(cellText(row, "us"))
    await box.fill("3")
    await expect(form.getByRole("status").getByText(words.outside)).toBeVisible()
  })

  test("answers what is not a measurement: the box marked invalid, a message saying what it takes, announced; gone once it holds a number", async ({
    page,
  }) => {
    const form = await open(page)
    const box = form.getByRole("textbox", { name: words.measureLabel })
    await box.fill("abc")
    await expect(box).toHaveAttribute("aria-invalid", "true")
    // The message is the box's description, in a live region: a screen reader says it as it appears.
    await expect(box).toHaveAccessibleDescription(words.invalid)
    const message = page.getByText(words.invalid, { exact: true })
    await expect(message).toBeVisible()
    await expect(message).toHaveAttribute("aria-live", "polite")
    await expect(form.getByRole("status")).toBeEmpty()
    // Sent as it is, it says so again rather than nothing.
    await form.getByRole("button", { name: words.submit }).click()
    await expect(box).toHaveAttribute("aria-invalid", "true")
    await box.fill(String(row.diameter).replace(".", ","))
    await expect(box).not.toHaveAttribute("aria-invalid")
    await expect(message).toBeHidden()
    await expect(form.getByRole("status").locator("dd")).toHaveText(
      SIZE_COLUMNS.map(column => cellText(row, column))
    )
  })

  test("without JavaScript: no form that cannot answer, a note, and the whole table", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(withChart.path)
    await expect(page.getByRole("form", { name: words.heading })).toBeHidden()
    // Playwright's text queries skip <noscript>, which this browser draws: read it by place.
    const note = page.locator("[data-size-chart] noscript p")
    await expect(note).toBeVisible()
    await expect(note).toHaveText(words.noscript)
    await expect(page.getByRole("table", { name: chart.caption }).getByRole("rowheader")).toHaveCount(
      table.sizes.length
    )
    await context.close()
  })
})

test("a guide page loads at most 2 KiB more JavaScript than the site's heaviest other page, before any use", () => {
  const others = ROUTE_PATHS.filter(route => !route.startsWith("/guides/"))
  const heaviest = Math.max(...others.map(scriptBytes))
  for (const guide of guides)
    expect(scriptBytes(guide.path), guide.path).toBeLessThanOrEqual(heaviest + 2 * 1024)
})
