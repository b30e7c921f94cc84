import { expect, test, type Locator, type Page } from "@playwright/test"
import { LIMITS } from "../../src/content/schema/fields"
import { guideRoutes } from "../../src/content/routes"
import { waitForHydration } from "./support/hydration"
import { readContent } from "./support/yaml-content"

/*
 * The limits the content check puts on headings and labels (src/content/schema/fields.ts LIMITS) are
 * what the layout holds: on a 320 px phone, text as long as the limit allows, put into the built
 * page where that kind of text stands, takes no more lines than its place gives it. The places
 * are found by the words the content puts there; the text put in is fictional.
 */

/** Fictional words, exactly `length` characters long. */
const fictional = (length: number) => {
  const words = "Fictional fixture words for a limit ".repeat(Math.ceil(length / 30) + 1).slice(0, length)
  return words.endsWith(" ") ? `${words.slice(0, -1)}x` : words
}

const home = readContent("pages/home.yaml")
const rings = readContent("pages/engagement-rings.yaml")
const process = readContent("pages/process.yaml")
const site = readContent("site.yaml")
const notFound = readContent("pages/not-found.yaml")
const guidesIndex = readContent("pages/guides.yaml")
const guides = guideRoutes().map(route => ({
  path: route.path,
  doc: readContent(route.file as `guides/${string}.yaml`),
}))
/** Each guide's sections, with the guide's path. */
const guideSections = guides.flatMap(guide =>
  guide.doc.sections.map(section => ({ path: guide.path, section }))
)
const [firstGuide] = guides
const withTable = guideSections.find(({ section }) => section.table)
const withCallout = guideSections.find(({ section }) => section.callout?.title)
const withChart = guideSections.find(({ section }) => section.sizeChart)
const table = withTable?.section.table
const calloutTitle = withCallout?.section.callout?.title
const chart = withChart?.section.sizeChart
if (!table || !calloutTitle || !chart)
  throw new Error("The guides in content/guides/ need a table, an aside with a title and the ring-size chart")

type Kind = keyof typeof LIMITS
/** `keep`: the place holds more than its text (a radio button); the text goes beside it. */
const PLACES: { kind: Kind; route: string; find: (page: Page) => Locator; keep?: true }[] = [
  { kind: "heroHeading", route: "/", find: page => page.locator("#hero-heading") },
  {
    kind: "pageHeading",
    route: "/process/",
    find: page => page.getByRole("heading", { level: 1, name: process.intro.heading }),
  },
  {
    kind: "pageHeading",
    route: "/",
    find: page => page.getByRole("heading", { name: home.closing.heading, exact: true }),
  },
  {
    kind: "sectionHeading",
    route: "/",
    find: page => page.getByRole("heading", { name: home.pictureThis.heading, exact: true }),
  },
  {
    kind: "title",
    route: "/",
    find: page => page.getByRole("heading", { name: home.pictureThis.cards[0].title, exact: true }),
  },
  {
    kind: "eyebrow",
    route: "/",
    find: page => page.locator("main p", { hasText: home.hero.eyebrow ?? "" }).first(),
  },
  {
    kind: "buttonLabel",
    route: "/",
    find: page =>
      page.getByRole("main").getByRole("link", { name: home.closing.cta.label, exact: true }).last(),
  },
  {
    kind: "question",
    route: "/engagement-rings/",
    find: page => page.locator("summary", { hasText: rings.faq.items[0].question }),
  },
  {
    kind: "choice",
    route: "/engagement-rings/",
    // Laid out before the page hydrates, though hidden until then (so not yet a button to a reader).
    find: page =>
      page
        .locator("button[aria-pressed]", { hasText: rings.everything.turntable.designs[0].metals[0].metal })
        .first(),
  },
  {
    kind: "guideHeading",
    route: firstGuide.path,
    find: page => page.getByRole("heading", { level: 1, name: firstGuide.doc.heading, exact: true }),
  },
  {
    kind: "sectionHeading",
    route: firstGuide.path,
    find: page =>
      page.getByRole("heading", { level: 2, name: firstGuide.doc.sections[0].heading, exact: true }),
  },
  {
    kind: "eyebrow",
    route: firstGuide.path,
    find: page => page.getByRole("heading", { name: guidesIndex.labels.contents, exact: true }),
  },
  {
    kind: "boxTitle",
    route: withCallout?.path ?? "",
    find: page => page.getByRole("note", { name: calloutTitle }).getByText(calloutTitle, { exact: true }),
  },
  {
    kind: "boxTitle",
    route: withChart?.path ?? "",
    find: page => page.getByRole("heading", { name: chart.converter.heading, exact: true }),
  },
  {
    kind: "caption",
    route: withTable?.path ?? "",
    find: page => page.locator("caption", { hasText: table.caption }),
  },
  {
    kind: "caption",
    route: withChart?.path ?? "",
    find: page => page.locator("caption", { hasText: chart.caption }),
  },
  {
    kind: "label",
    route: withChart?.path ?? "",
    find: page => page.locator("legend", { hasText: chart.converter.measureLabel }),
  },
  {
    kind: "label",
    route: withChart?.path ?? "",
    // The words beside the radio button.
    find: page => page.locator("label", { hasText: chart.converter.circumferenceLabel }).locator("span"),
  },
  {
    kind: "label",
    route: withChart?.path ?? "",
    find: page => page.getByRole("heading", { name: chart.sourcesLabel, exact: true }),
  },
  {
    kind: "buttonLabel",
    route: withChart?.path ?? "",
    find: page => page.getByRole("button", { name: chart.converter.submit, exact: true }),
  },
  {
    kind: "menuLink",
    route: "/no-such-page/",
    find: page =>
      page.getByRole("main").getByRole("link", { name: notFound.wayOn?.links[0].label, exact: true }),
  },
  {
    kind: "headerButton",
    route: "/",
    find: page =>
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: site.navigation.cta.label, exact: true }),
  },
]

/** Puts `text` in the element (beside what else it holds, to `keep` it), and counts the lines it then takes. */
const linesWith = (place: Locator, text: string, keep = false) =>
  place.evaluate(
    (element, [text, keep]) => {
      const own = [...element.childNodes].filter(
        node => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()
      )
      const node = keep ? own.at(-1) : element
      if (!node) throw new Error("The place has no text of its own")
      node.textContent = text
      const range = document.createRange()
      range.selectNodeContents(node)
      return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size
    },
    [text, keep] as const
  )

for (const [i, { kind, route, find, keep = false }] of PLACES.entries()) {
  const { max, lines } = LIMITS[kind]
  // A kind with more than one place on a route: each named by its order there.
  const nth = PLACES.slice(0, i).filter(other => other.kind === kind && other.route === route).length
  test(`${kind}${nth > 0 ? ` #${nth + 1}` : ""} (${route}): ${max} characters take at most ${lines} line${lines === 1 ? "" : "s"} at 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(route)
    // The limits hold for the site's faces. They are font-display: optional, so on a busy host a first
    // load can miss them and draw the fallback; loaded again, from the cache, it draws them.
    await page.evaluate(() => document.fonts.ready)
    await page.reload()
    // After hydration: text changed before it would be a mismatch, and React would draw the header again mid-measure.
    await waitForHydration(page)
    await expect(find(page)).toBeAttached()
    // Found by its words, which the test replaces: marked, so it is found again after.
    await find(page).evaluate(element => element.setAttribute("data-limit-place", ""))
    const place = page.locator("[data-limit-place]")
    expect(await linesWith(place, fictional(max), keep)).toBeLessThanOrEqual(lines)
    if (kind === "buttonLabel") {
      // And on one line from 414 px.
      await page.setViewportSize({ width: 414, height: 800 })
      expect(await linesWith(place, fictional(max), keep)).toBe(1)
    }
    if (kind === "headerButton") {
      const header = page.locator("header").first()
      const height = await header.evaluate(element => element.getBoundingClientRect().height)
      const designed = await page
        .getByRole("navigation", { name: "Main" })
        .evaluate(nav => parseFloat(getComputedStyle(nav).minHeight))
      expect(height).toBeLessThanOrEqual(designed + 1)
    }
  })
}
