import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { mainHeadings, mainText, readRawPage, type RawPage } from "./support/raw-html"
import { literally } from "./support/facts"
import { ROUTES, SITE_URL, SPEC, seoDescription } from "./support/routes"
import { legalParagraphs, markdownLinks, plainText, present, readContent } from "./support/yaml-content"

/*
 * Every route: its metadata, its outline (one h1, the spec's sections in
 * order), the spec's exact strings and where each call to action leads.
 * Each page is checked twice: as the hydrated page a visitor sees, and as the
 * server's HTML a crawler reads before any JavaScript runs.
 */

const home = readContent("pages/home.yaml")
const engagement = readContent("pages/engagement-rings.yaml")
const services = readContent("pages/services.yaml")
const process = readContent("pages/process.yaml")
const stories = readContent("pages/stories.yaml")
const siteYaml = readContent("site.yaml")

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
  const text = mainText(html)
  for (const s of strings)
    expect(text, `server HTML of ${path} should contain ${JSON.stringify(s)}`).toContain(s)
  for (const link of links)
    expect(raw.links, `server HTML of ${path} should link "${link.text}" to ${link.href}`).toContainEqual(
      link
    )
}

function headMeta(page: Page, key: string): Locator {
  return page.locator(`head meta[name="${key}"], head meta[property="${key}"]`)
}

async function expectSingleMeta(page: Page, key: string, content: string | RegExp) {
  await expect(headMeta(page, key), `one ${key} meta tag`).toHaveCount(1)
  await expect(headMeta(page, key)).toHaveAttribute("content", content)
}

test.describe("every route", () => {
  for (const route of ROUTES) {
    test.describe(route.path, () => {
      test("metadata, one h1 and the sections in order, once the page has hydrated", async ({ page }) => {
        await page.goto(route.path)
        // Gatsby re-renders <head> on the client; what counts is what is there after that.
        await waitForHydration(page)
        const canonical = `${SITE_URL}${route.path}`
        const description = seoDescription(route)

        await expect(page).toHaveTitle(route.title)
        await expectSingleMeta(page, "description", description)
        const canonicalLink = page.locator('head link[rel="canonical"]')
        await expect(canonicalLink, "one canonical link").toHaveCount(1)
        await expect(canonicalLink).toHaveAttribute("href", canonical)
        await expectSingleMeta(page, "og:title", route.title)
        await expectSingleMeta(page, "og:description", description)
        await expectSingleMeta(page, "og:url", canonical)
        await expectSingleMeta(page, "og:type", "website")
        await expectSingleMeta(
          page,
          "og:image",
          new RegExp(`^${literally(SITE_URL)}/\\S+\\.(jpe?g|png|webp)$`)
        )
        await expectSingleMeta(page, "twitter:card", "summary_large_image")

        const h1 = page.getByRole("heading", { level: 1 })
        await expect(h1).toHaveCount(1)
        await expect(h1).toHaveText(route.h1)
        await expect(h1).toBeVisible()
        if (route.h2) await expect(main(page).getByRole("heading", { level: 2 })).toHaveText(route.h2)
      })

      test("the server's HTML carries the same metadata and outline", async ({ request }) => {
        const { raw, html } = await fetchRaw(request, route.path)
        const canonical = `${SITE_URL}${route.path}`
        const description = seoDescription(route)

        expect(raw.status).toBe(200)
        expect(raw.htmlAttrs.lang).toBe("en-SG")
        expect(raw.title).toBe(route.title)
        expect(raw.meta.get("description")).toEqual([description])
        expect(raw.canonical).toEqual([canonical])
        expect(raw.meta.get("og:title")).toEqual([route.title])
        expect(raw.meta.get("og:description")).toEqual([description])
        expect(raw.meta.get("og:url")).toEqual([canonical])
        expect(raw.meta.get("og:type")).toEqual(["website"])
        expect(raw.meta.get("twitter:card")).toEqual(["summary_large_image"])
        expect(raw.headings.filter(h => h.level === 1).map(h => h.text)).toEqual([route.h1])
        if (route.h2)
          expect(
            mainHeadings(html)
              .filter(h => h.level === 2)
              .map(h => h.text)
          ).toEqual(route.h2)
      })
    })
  }

  test("the spec's expectations name only routes the registry knows", () => {
    expect(ROUTES.map(route => route.path)).toEqual(expect.arrayContaining(Object.keys(SPEC)))
  })
})

test.describe("Home /", () => {
  test("feature cards, engagement bullets, occasions, journey with a five-star testimonial, and calls to action", async ({
    page,
  }) => {
    await page.goto("/")

    await expect(region(page, "Picture This Moment").getByRole("heading", { level: 3 })).toHaveText([
      "See Before You Believe",
      "Your Story, Your Way",
      "Built to Last Generations",
    ])
    await expect(
      region(page, "Picture This Moment").getByRole("listitem").filter({ hasText: "See Before You Believe" })
    ).toContainText("3D renderings")

    const forever = region(page, "For Those Ready to Say Forever")
    const bullets = forever.getByRole("listitem")
    await expect(bullets).toHaveText(present(home.engagement.points))
    await expect(bullets.nth(0)).toContainText(/both.*birthstones.*diamond/i)
    await expect(bullets.nth(1)).toContainText(/engravings that tell your story/i)
    await expect(bullets.nth(2)).toContainText(/settings inspired by what she loves/i)
    await expect(bullets.nth(3)).toContainText(/heritage elements blended/i)
    await expectLink(forever, present(home.engagement.cta).label, "/engagement-rings/")

    const beyond = region(page, 'Beyond "I Do"')
    await expect(beyond.getByRole("heading", { level: 3 })).toHaveText([
      "Anniversaries",
      "New arrivals",
      "Milestones",
      "Just because",
    ])
    await expectLink(beyond, present(home.beyond.cta).label, "/services/")

    const journey = region(page, home.journey.heading)
    await expect(journey.getByRole("heading", { level: 3 })).toHaveText([
      "Share Your Story",
      "See It Take Shape",
      "Experience the Magic",
    ])
    await expect(journey.getByRole("figure")).toHaveCount(1)
    await expect(journey.getByRole("img", { name: "Rated 5 out of 5", exact: true })).toBeVisible()
    await expect(journey.getByRole("figure")).toContainText(present(home.journey.testimonial).quote)

    await expectLink(region(page, "Ready to Begin?"), "Share Your Story", "/contact-us/")
  })

  test("the server's HTML holds the key copy and links", async ({ request }) => {
    await expectInRawHtml(
      request,
      "/",
      [
        'Your Moment Deserves More Than "Close Enough"',
        "See Before You Believe",
        "Your Story, Your Way",
        "Built to Last Generations",
        ...present(home.engagement.points),
        "Anniversaries",
        "New arrivals",
        "Milestones",
        "Just because",
        "See It Take Shape",
        "Experience the Magic",
        present(home.journey.testimonial).quote,
      ],
      [
        { text: present(home.engagement.cta).label, href: "/engagement-rings/" },
        { text: present(home.beyond.cta).label, href: "/services/" },
        { text: "Share Your Story", href: "/contact-us/" },
      ]
    )
  })
})

test.describe("Engagement rings /engagement-rings/", () => {
  test("journey steps, picture cards, closing button and the FAQ", async ({ page }) => {
    await page.goto("/engagement-rings/")

    const journey = region(page, engagement.journey.heading)
    const steps = journey.getByRole("listitem")
    await expect(journey.getByRole("heading", { level: 3 })).toHaveText([
      "Share Your Story",
      "Design Together",
      "Watch It Come to Life",
    ])
    await expect(steps.nth(1)).toContainText("3D renderings")
    await expect(steps.nth(2)).toContainText("updates")

    await expect(region(page, "Picture This Moment").getByRole("heading", { level: 3 })).toHaveText(
      engagement.pictureThis.cards.map((card: { title: string }) => card.title)
    )
    await expectLink(
      region(page, "Ready to Create Her Engagement Ring?"),
      engagement.closing.cta.label,
      "/contact-us/"
    )

    const faq = region(page, "Common Questions")
    const questions = faq.locator("summary")
    await expect(questions).toHaveText(
      engagement.faq.items.map((item: { question: string }) => item.question)
    )

    // Answers are closed until their question is opened.
    for (const topic of [/6-8 weeks/, /resiz/i]) {
      const item = faq.locator("details").filter({ hasText: topic })
      await expect(item, `one FAQ answer mentions ${topic}`).toHaveCount(1)
      const answer = item.getByRole("paragraph").filter({ hasText: topic }).first()
      await expect(answer).toBeHidden()
      await item.locator("summary").click()
      await expect(answer).toBeVisible()
    }
  })

  test("the server's HTML holds the key copy, the button and every FAQ answer", async ({ request }) => {
    await expectInRawHtml(
      request,
      "/engagement-rings/",
      [
        "Design Together",
        "Watch It Come to Life",
        ...engagement.faq.items.map((item: { question: string }) => item.question),
        // An answer's link (to a guide) reads as its words.
        ...engagement.faq.items.flatMap((item: { answer: string[] }) => item.answer).map(plainText),
        "6-8 weeks",
      ],
      [{ text: engagement.closing.cta.label, href: "/contact-us/" }]
    )
  })
})

test.describe("Services /services/", () => {
  test("each service block's button, Meaningful Gifts, Something Else and the closing button", async ({
    page,
  }) => {
    await page.goto("/services/")

    await expectLink(region(page, "Engagement Rings"), "Design Your Engagement Ring", "/engagement-rings/")
    for (const block of ["Wedding Bands", "Milestone Jewellery", "Family Jewellery", "Meaningful Gifts"]) {
      await expectLink(region(page, block), "Chat With Us", "/contact-us/")
    }
    const chats = main(page).getByRole("link", { name: "Chat With Us", exact: true })
    expect(await chats.count()).toBeGreaterThanOrEqual(4)
    for (const chat of await chats.all()) await expect(chat).toHaveAttribute("href", "/contact-us/")

    const gifts = region(page, "Meaningful Gifts")
    await expect(gifts.getByText("For Moments That Matter Most", { exact: true })).toBeVisible()
    await expect(gifts.getByRole("img")).toBeVisible()
    await expect(gifts).toContainText(/anniversary surprise/i)
    await expect(gifts).toContainText(/push present/i)
    await expect(gifts).toContainText(/just-because gift/i)

    const somethingElse = region(page, services.services[5].heading)
    await expect(somethingElse.getByRole("heading", { level: 2 })).toHaveText("Have Something Else in Mind")
    await expect(somethingElse.getByRole("img")).toBeVisible()
    // The spec's five topics, in the spec's words.
    await expect(somethingElse.getByRole("listitem")).toHaveText([
      "Heirloom pieces waiting for new life",
      "Couple's jewellery with a shared story",
      "Daily pieces with hidden meaning",
      "Commemorative designs for life changes",
      "An 'impossible' idea",
    ])

    await expectLink(
      region(page, "Ready to Create Something Meaningful?"),
      "Begin Your Journey",
      "/contact-us/"
    )
  })

  test("the server's HTML holds the key copy and buttons", async ({ request }) => {
    await expectInRawHtml(
      request,
      "/services/",
      ["For Moments That Matter Most", ...present(services.services[5].points)],
      [
        { text: "Design Your Engagement Ring", href: "/engagement-rings/" },
        { text: "Chat With Us", href: "/contact-us/" },
        { text: "Begin Your Journey", href: "/contact-us/" },
      ]
    )
  })
})

test.describe("Our Process /process/", () => {
  test("four numbered steps: Consultation, Design, Crafting, Delivery, with three photos", async ({
    page,
  }) => {
    await page.goto("/process/")
    const steps = main(page).getByRole("list").first().getByRole("listitem")
    const titles = ["Consultation", "Design", "Crafting", "Delivery"]
    await expect(steps).toHaveCount(4)
    for (const [i, title] of titles.entries()) {
      await expect(steps.nth(i).getByText(String(i + 1), { exact: true })).toBeVisible()
      await expect(steps.nth(i).getByRole("heading", { level: 2 })).toHaveText(title)
    }
    await expect(steps.nth(1)).toContainText("3D renderings")
    await expect(steps.nth(1)).toContainText(/approv/)
    await expect(steps.nth(3)).toContainText(/inspected/)
    await expect(steps.nth(3)).toContainText(/lifetime guarantee/)
    await expect(main(page).getByRole("img")).toHaveCount(3)
  })

  test("the server's HTML holds the steps", async ({ request }) => {
    await expectInRawHtml(
      request,
      "/process/",
      process.steps.map((step: { description: string }) => step.description)
    )
  })
})

test.describe("Love Stories /stories/", () => {
  const collections = [
    "Vintage Heritage Collection",
    "Modern Minimalist Collection",
    "Custom Heritage Design",
    "Bespoke Design",
  ]

  test("four testimonials, each with title, quote, collection and five stars", async ({ page }) => {
    await page.goto("/stories/")
    const cards = main(page).getByRole("figure")
    await expect(cards).toHaveCount(4)
    for (const [i, story] of stories.stories.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(story.title)
      await expect(card).toContainText(story.quote)
      await expect(card.getByText(collections[i], { exact: true })).toBeVisible()
      await expect(card.getByRole("img", { name: "Rated 5 out of 5", exact: true })).toBeVisible()
    }
  })

  test("the server's HTML holds every story and collection", async ({ request }) => {
    await expectInRawHtml(request, "/stories/", [
      ...collections,
      ...stories.stories.map((s: { quote: string }) => s.quote),
    ])
  })
})

test.describe("Contact /contact-us/", () => {
  test("phone, address by appointment and the message section", async ({ page }) => {
    await page.goto("/contact-us/")
    await expectLink(main(page), siteYaml.phone.display, `tel:${siteYaml.phone.e164}`, { repeated: true })
    await expect(main(page).getByText(siteYaml.address.streetAddress)).toBeVisible()
    await expect(main(page).getByText(siteYaml.address.appointmentNote, { exact: true })).toBeVisible()
    await expect(region(page, "Send us a Message")).toBeVisible()
  })
})

test.describe("Terms /terms/", () => {
  const terms = readContent("legal/terms.yaml")

  test("Singapore law, arbitration in Singapore with costs split equally, one year for claims, and the contact pointer", async ({
    page,
  }) => {
    await page.goto("/terms/")
    const m = main(page)
    await expect(m.getByText(/governed by the laws of Singapore/)).toBeVisible()
    await expect(m.getByText(/arbitration in Singapore/)).toBeVisible()
    await expect(m.getByText(/costs of the arbitration will be (shared|split) equally/)).toBeVisible()
    await expect(m.getByText(/within one year/)).toBeVisible()

    // The copy points to the contact page; where the YAML writes it as a link, it must be one.
    const contactSection = region(page, present(terms.sections.at(-1)).heading)
    await expect(contactSection).toContainText(/Contact\s+Us page/)
    for (const link of markdownLinks(legalParagraphs(terms)))
      await expectLink(m, link.label, link.to, { repeated: true })
  })
})

test.describe("Privacy /privacy/", () => {
  const privacy = readContent("legal/privacy.yaml")

  test("IP logs, session recording, cookies, advertising pixels as this build runs them, age 18 and the change notice", async ({
    page,
  }) => {
    await page.goto("/privacy/")
    const m = main(page)
    await expect(m.getByRole("heading", { name: /IP addresses/ })).toBeVisible()
    await expect(m.getByText(/your IP address/).first()).toBeVisible()
    await expect(m.getByRole("heading", { name: "Session recording" })).toBeVisible()
    // The site has no session-recording tool, and says so.
    await expect(m.getByText(/no session-recording or screen-replay tool runs/)).toBeVisible()
    await expect(m.getByRole("heading", { name: /^Cookies/ })).toBeVisible()
    await expect(m.getByRole("heading", { name: /Advertising pixels/ })).toBeVisible()
    // This build has no pixel ids: the page says no pixel runs, and names neither company.
    await expect(
      m.getByText(/runs no advertising pixel at the moment, sets no advertising cookie/)
    ).toBeVisible()
    await expect(m).not.toContainText(/Meta|TikTok|Clarity/)
    await expect(m.getByText(/at least 18 years old/)).toBeVisible()
    await expect(m.getByText(/under 18/).first()).toBeVisible()
    await expect(m.getByRole("heading", { name: /Changes to this policy/ })).toBeVisible()
    await expect(m.getByText(/update this policy/)).toBeVisible()
    for (const link of markdownLinks(legalParagraphs(privacy)))
      await expectLink(m, link.label, link.to, { repeated: true })
  })

  test("the server's HTML holds the policy's key facts", async ({ request }) => {
    await expectInRawHtml(request, "/privacy/", [
      "IP address",
      "no session-recording or screen-replay tool",
      "runs no advertising pixel",
      "at least 18 years old",
    ])
    const text = mainText((await fetchRaw(request, "/privacy/")).html)
    expect(text).not.toMatch(/Meta|TikTok/)
  })
})
