import fs from "node:fs"
import path from "node:path"
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test"
import { parse } from "yaml"
import { typeset } from "../../src/content/text/typography"
import { mainHeadings, mainText, readRawPage, type RawPage } from "./support/raw-html"
import { ROUTES, SITE_URL, routeOf, seoDescription } from "./support/routes"
import {
  closingHref,
  legalParagraphs,
  markdownLinks,
  pictureCount,
  plainText,
  readContent,
} from "./support/yaml-content"

/*
 * Every route: its metadata, its outline (one h1, then a heading per band, in
 * the YAML's order), what each band shows and where each call to action
 * leads. Every word expected comes from the page's YAML, so editors' changes
 * keep this green; what is fixed is the structure (roles, order, counts).
 * Every route's server HTML, which a crawler reads before any JavaScript runs, is checked; that
 * Gatsby's Head and React keep it so once the page has hydrated is checked in each template's first
 * load (templates.spec.ts).
 */

const home = readContent("pages/home.yaml")
const engagement = readContent("pages/engagement-rings.yaml")
const services = readContent("pages/services.yaml")
const process = readContent("pages/process.yaml")
const stories = readContent("pages/stories.yaml")
const contact = readContent("pages/contact-us.yaml")
const siteYaml = readContent("site.yaml")

const [HOME, ENGAGEMENT, SERVICES, PROCESS, STORIES, CONTACT] = [
  "home",
  "engagement-rings",
  "services",
  "process",
  "stories",
  "contact-us",
].map(name => routeOf(`pages/${name}.yaml`).path)

const main = (page: Page) => page.getByRole("main")
const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true })

/** A visible link with exactly this name, leading to `href` (with `repeated`, every such link does). */
async function expectLink(scope: Locator, name: string, href: string, { repeated = false } = {}) {
  const links = scope.getByRole("link", { name, exact: true })
  if (!repeated) await expect(links).toHaveCount(1)
  await expect(links.first()).toBeVisible()
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", href)
}

async function fetchRaw(request: APIRequestContext, path: string): Promise<{ raw: RawPage; html: string }> {
  const response = await request.get(path)
  const html = await response.text()
  return { raw: readRawPage(html, response.status()), html }
}

/** Strings and links a crawler must find in the server's HTML, inside <main>. */
async function expectInRawHtml(
  request: APIRequestContext,
  path: string,
  strings: string[],
  links: { text: string; href: string }[] = []
) {
  const { raw, html } = await fetchRaw(request, path)
  expect(raw.status, `GET ${path}`).toBe(200)
  // A link ends a tag, which the text extraction turns into a space: "privacy@x.sg , or" reads "privacy@x.sg, or".
  const text = mainText(html).replace(/ (?=[,.;:!?])/g, "")
  for (const s of strings)
    expect(text, `server HTML of ${path} should contain ${JSON.stringify(s)}`).toContain(s)
  for (const link of links)
    expect(raw.links, `server HTML of ${path} should link "${link.text}" to ${link.href}`).toContainEqual(
      link
    )
}

test.describe("every route", () => {
  test("the server's HTML carries the same metadata and outline on every route", async ({ request }) => {
    for (const route of ROUTES)
      await test.step(route.path, async () => {
        const { raw, html } = await fetchRaw(request, route.path)
        const canonical = `${SITE_URL}${route.path}`
        const description = seoDescription(route)
        const where = `server HTML of ${route.path}`

        expect(raw.status, where).toBe(200)
        expect(raw.htmlAttrs.lang, where).toBe("en-SG")
        expect(raw.title, where).toBe(route.title)
        expect(raw.meta.get("description"), where).toEqual([description])
        expect(raw.canonical, where).toEqual([canonical])
        expect(raw.meta.get("og:title"), where).toEqual([route.title])
        expect(raw.meta.get("og:description"), where).toEqual([description])
        expect(raw.meta.get("og:url"), where).toEqual([canonical])
        expect(raw.meta.get("og:type"), where).toEqual(["website"])
        expect(raw.meta.get("twitter:card"), where).toEqual(["summary_large_image"])
        expect(
          raw.headings.filter(h => h.level === 1).map(h => h.text),
          where
        ).toEqual([route.h1])
        expect(
          mainHeadings(html)
            .filter(h => h.level === 2)
            .map(h => h.text),
          where
        ).toEqual(route.h2)
        // Set as a typesetter would: curly quotes and apostrophes, never the keyboard's.
        expect(straightQuotes([raw.bodyText, raw.title ?? "", description]), where).toEqual([])
      })
  })

  test("an editor's plain quotes and apostrophes arrive curly on the page", async ({ request }) => {
    let typed = 0
    for (const route of ROUTES.filter(candidate => !candidate.facet)) {
      const { html } = await fetchRaw(request, route.path)
      const text = mainText(html)
      // Each line of prose the YAML holds with a keyboard quote, as written (before the build sets it).
      for (const line of writtenWithQuotes(route.file).filter(line => text.includes(typeset(line)))) {
        typed++
        expect(text, route.path).not.toContain(line)
      }
    }
    // The content has such lines today; were there none, this test would hold nothing.
    expect(typed).toBeGreaterThan(0)
  })
})

/** Every run of words around a straight quote or apostrophe in `texts`. */
const straightQuotes = (texts: string[]) => texts.flatMap(text => text.match(/\S*\s?\S*["']\S*/g) ?? [])

/** The strings of a content file, as written, that hold a straight quote and no placeholder or link. */
function writtenWithQuotes(file: string): string[] {
  const strings: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (/["']/.test(value) && !/[{[\]]/.test(value)) strings.push(value.trim().replace(/\s+/g, " "))
    } else if (value && typeof value === "object") Object.values(value).forEach(walk)
  }
  walk(parse(fs.readFileSync(path.resolve("content", file), "utf8")))
  return strings
}

type Link = { label: string; to: string }
type Card = { title: string; description: string }

/** A band of cards or steps: each title an h3, in order, each entry holding its description. */
async function expectEntries(band: Locator, entries: readonly Card[]) {
  await expect(band.getByRole("heading", { level: 3 })).toHaveText(entries.map(entry => entry.title))
  const items = band.getByRole("listitem")
  await expect(items).toHaveCount(entries.length)
  for (const [i, entry] of entries.entries()) await expect(items.nth(i)).toContainText(entry.description)
}

/** A band's button, where its YAML gives one. */
async function expectCta(band: Locator, cta: Link | null | undefined) {
  if (cta) await expectLink(band, cta.label, cta.to)
}

/** The opening band: the h1, its lead and its buttons. */
async function expectHero(
  page: Page,
  hero: { heading: string; lead: string; primaryCta?: Link | null; secondaryCta?: Link | null }
) {
  const band = main(page).getByRole("region", { name: hero.heading, exact: true })
  await expect(band.getByRole("heading", { level: 1 })).toHaveText(hero.heading)
  await expect(band).toContainText(hero.lead)
  await expectCta(band, hero.primaryCta)
  await expectCta(band, hero.secondaryCta)
}

/** A band with words beside a picture: its paragraphs, its points as a list, and its button. */
async function expectFeature(
  page: Page,
  band: {
    heading: string
    body?: readonly string[] | null
    points?: readonly string[] | null
    cta?: Link | null
  }
) {
  const scope = region(page, band.heading)
  for (const paragraph of band.body ?? []) await expect(scope).toContainText(paragraph)
  if (band.points) await expect(scope.getByRole("listitem")).toHaveText([...band.points])
  await expectCta(scope, band.cta)
}

/** The closing call to action, whose button may open the booking calendar. */
async function expectClosing(page: Page, closing: { heading: string; body: string; cta: Link }) {
  const band = region(page, closing.heading)
  await expect(band).toContainText(closing.body)
  await expectLink(band, closing.cta.label, closingHref(closing.cta))
}

/** A testimonial: its title, quote, names, collection and stars. */
async function expectTestimonial(
  card: Locator,
  story: { title: string; quote: string; name: string; collection: string; rating?: number | null }
) {
  await expect(card).toContainText(story.title)
  await expect(card).toContainText(story.quote)
  await expect(card).toContainText(story.name)
  await expect(card.getByText(story.collection, { exact: true })).toBeVisible()
  if (story.rating)
    await expect(card.getByRole("img", { name: `Rated ${story.rating} out of 5`, exact: true })).toBeVisible()
}

test.describe("Home /", () => {
  test("hero, feature cards, the engagement band's points, occasions, journey with its testimonial, and the closing call", async ({
    page,
  }) => {
    await page.goto(HOME)
    await expectHero(page, home.hero)
    await expectEntries(region(page, home.pictureThis.heading), home.pictureThis.cards)
    await expectFeature(page, home.engagement)
    await expectEntries(region(page, home.beyond.heading), home.beyond.cards)
    await expectCta(region(page, home.beyond.heading), home.beyond.cta)

    const journey = region(page, home.journey.heading)
    await expectEntries(journey.getByRole("list"), home.journey.steps)
    const testimonial = home.journey.testimonial
    await expect(journey.getByRole("figure")).toHaveCount(testimonial ? 1 : 0)
    if (testimonial) await expectTestimonial(journey.getByRole("figure"), testimonial)

    await expectClosing(page, home.closing)
  })

  test("the server's HTML holds every band's words and links", async ({ request }) => {
    await expectInRawHtml(
      request,
      HOME,
      [
        home.hero.heading,
        home.hero.lead,
        ...home.pictureThis.cards.flatMap(card => [card.title, card.description]),
        ...(home.engagement.points ?? []),
        ...home.beyond.cards.flatMap(card => [card.title, card.description]),
        ...home.journey.steps.flatMap(step => [step.title, step.description]),
        ...(home.journey.testimonial ? [home.journey.testimonial.quote] : []),
        home.closing.body,
      ],
      [home.hero.primaryCta, home.engagement.cta, home.beyond.cta]
        .filter((link): link is Link => !!link)
        .map(link => ({ text: link.label, href: link.to }))
    )
  })
})

test.describe("Engagement rings /engagement-rings/", () => {
  test("hero, the feature bands, journey steps, picture cards, the closing call and the FAQ", async ({
    page,
  }) => {
    await page.goto(ENGAGEMENT)
    await expectHero(page, engagement.hero)
    await expectFeature(page, engagement.knowHer)
    await expectFeature(page, engagement.everything)
    await expectEntries(region(page, engagement.journey.heading).getByRole("list"), engagement.journey.steps)
    await expectEntries(region(page, engagement.pictureThis.heading), engagement.pictureThis.cards)
    await expectClosing(page, engagement.closing)

    const faq = region(page, engagement.faq.heading)
    await expect(faq.locator("summary")).toHaveText(engagement.faq.items.map(item => item.question))
    // Answers are closed until their question is opened.
    for (const [i, item] of engagement.faq.items.entries()) {
      const details = faq.locator("details").nth(i)
      // Not by role: a closed answer is hidden, so it has none yet.
      const answer = details.locator("p")
      await expect(answer).toHaveText(item.answer.map(plainText))
      await expect(answer.first()).toBeHidden()
      await details.locator("summary").click()
      await expect(answer.first()).toBeVisible()
    }
  })

  test("the server's HTML holds the steps, the button and every FAQ answer", async ({ request }) => {
    await expectInRawHtml(
      request,
      ENGAGEMENT,
      [
        ...engagement.journey.steps.flatMap(step => [step.title, step.description]),
        // An answer's link (to a guide) reads as its words.
        ...engagement.faq.items.flatMap(item => [item.question, ...item.answer.map(plainText)]),
      ],
      [{ text: engagement.closing.cta.label, href: closingHref(engagement.closing.cta) }]
    )
  })
})

test.describe("Services /services/", () => {
  test("each service band with its picture, words, points and button, and the closing call", async ({
    page,
  }) => {
    await page.goto(SERVICES)
    await expectHero(page, services.hero)
    for (const service of services.services) {
      await expectFeature(page, service)
      const band = region(page, service.heading)
      await expect(band.getByRole("heading", { level: 2 })).toHaveText(service.heading)
      if (service.subtitle) await expect(band.getByText(service.subtitle, { exact: true })).toBeVisible()
      await expect(band.getByRole("img")).toBeVisible()
      // A band with an anchor can be linked to (/services/#family-jewellery).
      if (service.id) await expect(main(page).locator(`[id="${service.id}"]`)).toHaveCount(1)
    }
    await expectClosing(page, services.closing)
  })

  test("the server's HTML holds every band's words and buttons", async ({ request }) => {
    await expectInRawHtml(
      request,
      SERVICES,
      services.services.flatMap(service => [
        service.heading,
        ...(service.body ?? []),
        ...(service.points ?? []),
      ]),
      services.services
        .flatMap(service => (service.cta ? [{ text: service.cta.label, href: service.cta.to }] : []))
        .concat([{ text: services.closing.cta.label, href: closingHref(services.closing.cta) }])
    )
  })
})

test.describe("Our Process /process/", () => {
  test("the numbered steps, each with its words, and the pictures the YAML gives", async ({ page }) => {
    await page.goto(PROCESS)
    const steps = main(page).getByRole("list").first().getByRole("listitem")
    await expect(steps).toHaveCount(process.steps.length)
    for (const [i, step] of process.steps.entries()) {
      await expect(steps.nth(i).getByText(String(i + 1), { exact: true })).toBeVisible()
      await expect(steps.nth(i).getByRole("heading", { level: 2 })).toHaveText(step.title)
      await expect(steps.nth(i)).toContainText(step.description)
    }
    await expect(main(page).getByRole("img")).toHaveCount(pictureCount(process))
    await expectClosing(page, process.closing)
  })

  test("the steps in one pattern: each beside its picture, the pictures alternating sides on a laptop", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(PROCESS)
    const steps = main(page).getByRole("list").first().getByRole("listitem")
    await expect(steps).toHaveCount(process.steps.length)
    const sides: string[] = []
    for (const step of await steps.all()) {
      const picture = step.getByRole("img")
      await expect(picture, "every step has its picture").toHaveCount(1)
      const [image, heading] = await Promise.all([
        picture.boundingBox(),
        step.getByRole("heading", { level: 2 }).boundingBox(),
      ])
      expect(image && heading).toBeTruthy()
      sides.push(image!.x < heading!.x ? "left" : "right")
    }
    expect(sides).toEqual(sides.map((_, index) => (index % 2 ? "right" : "left")))
  })

  test("the server's HTML holds the steps", async ({ request }) => {
    await expectInRawHtml(
      request,
      PROCESS,
      process.steps.map(step => step.description)
    )
  })
})

test.describe("Love Stories /stories/", () => {
  test("every story as a testimonial: title, quote, names, collection and stars; the piece it speaks of, pictured and linked", async ({
    page,
  }) => {
    await page.goto(STORIES)
    const cards = main(page).getByRole("figure")
    await expect(cards).toHaveCount(stories.stories.length)
    for (const [i, story] of stories.stories.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 2 })).toHaveText(story.title)
      await expectTestimonial(cards.nth(i), story)
      const route = ROUTES.find(candidate => candidate.path === story.piece)
      if (!story.piece || !route) {
        await expect(cards.nth(i).getByRole("link")).toHaveCount(0)
        continue
      }
      const piece = readContent(route.file as `commissions/${string}.yaml`)
      await expect(cards.nth(i).getByRole("img", { name: piece.pictures[0].alt, exact: true })).toBeVisible()
      await expect(cards.nth(i).getByText(stories.pieceLabel, { exact: true })).toBeVisible()
      await expect(cards.nth(i).getByRole("link", { name: piece.title, exact: true })).toHaveAttribute(
        "href",
        story.piece
      )
    }
    // Set for reading on a phone: upright, at least the body's size.
    await page.setViewportSize({ width: 390, height: 800 })
    for (const quote of await main(page).locator("blockquote").all()) {
      const { style, size, body } = await quote.evaluate(element => ({
        style: getComputedStyle(element).fontStyle,
        size: parseFloat(getComputedStyle(element).fontSize),
        body: parseFloat(getComputedStyle(document.body).fontSize),
      }))
      expect(style).toBe("normal")
      expect(size).toBeGreaterThanOrEqual(body)
    }
    await expectClosing(page, stories.closing)
  })

  test("the server's HTML holds every story and collection", async ({ request }) => {
    await expectInRawHtml(
      request,
      STORIES,
      stories.stories.flatMap(story => [story.collection, story.quote])
    )
  })
})

test.describe("Contact /contact-us/", () => {
  test("phone, address by appointment and the message section", async ({ page }) => {
    await page.goto(CONTACT)
    await expectLink(main(page), siteYaml.phone.display, `tel:${siteYaml.phone.e164}`, { repeated: true })
    await expect(main(page).getByText(siteYaml.address.streetAddress)).toBeVisible()
    await expect(main(page).getByText(siteYaml.address.appointmentNote, { exact: true })).toBeVisible()
    const form = region(page, contact.form.heading)
    await expect(form).toBeVisible()
    await expect(form).toContainText(contact.form.lead)
  })
})

// Every legal page: the registry has one per YAML file in content/legal/.
const LEGAL = ROUTES.filter(({ file }) => file.startsWith("legal/")).map(route => {
  const doc = readContent(route.file as `legal/${string}.yaml`)
  return {
    route,
    doc,
    sections: doc.sections.filter(section => siteYaml.booking || !section.bookingDisclosure),
  }
})

for (const { route, doc, sections } of LEGAL) {
  test.describe(`Legal ${route.path}`, () => {
    test("every paragraph and point, each in its section, with its links", async ({ page }) => {
      await page.goto(route.path)
      const m = main(page)
      for (const paragraph of doc.intro) await expect(m).toContainText(plainText(paragraph))
      for (const section of sections) {
        const band = region(page, section.heading)
        for (const paragraph of [...section.body, ...(section.points ?? [])])
          await expect(band).toContainText(plainText(paragraph))
        if (section.points) await expect(band.getByRole("listitem")).toHaveText(section.points.map(plainText))
      }
      for (const link of markdownLinks(legalParagraphs({ ...doc, sections })))
        await expectLink(m, link.label, link.to, { repeated: true })
    })
  })
}

// Reads only the server's answers: one test for every legal page, no browser page.
test("the server's HTML of every legal page holds every paragraph", async ({ request }) => {
  for (const { route, doc, sections } of LEGAL)
    await test.step(route.path, () =>
      expectInRawHtml(request, route.path, legalParagraphs({ ...doc, sections }).map(plainText))
    )
})
