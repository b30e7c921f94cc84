import { expect, test, type APIRequestContext } from "@playwright/test"
import sharp from "sharp"
import { FACTS, literally } from "./support/facts"
import { ALL_ROUTE_PATHS, ROUTE_PATHS } from "./support/routes"
import { site as readSite } from "./support/yaml-content"

/*
 * What search engines and social apps see: the HTML as served, before any
 * JavaScript runs. Nothing here uses a browser page.
 */

const SITE = FACTS.siteUrl
const site = readSite()

type Json = Record<string, unknown> & { "@type"?: string }

async function html(request: APIRequestContext, route: string) {
  const response = await request.get(route)
  expect(response.status(), route).toBe(200)
  return response.text()
}

const attr = (source: string, pattern: RegExp) => pattern.exec(source)?.[1]
const meta = (source: string, property: string) =>
  attr(source, new RegExp(`<meta (?:property|name)="${property.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`))
const canonical = (source: string) => attr(source, /<link rel="canonical" href="([^"]+)"/)

function jsonLd(source: string): Json[] {
  return [...source.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body) as Json
  )
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

test("every page has a JewelryStore, a WebSite and, inside, a BreadcrumbList", async ({ request }) => {
  for (const route of ROUTE_PATHS) {
    const entries = jsonLd(await html(request, route))
    const store = entries.find(entry => entry["@type"] === "JewelryStore")
    expect(store, route).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      url: `${SITE}/`,
      telephone: site.phone.e164,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.streetAddress,
        addressCountry: site.address.countryCode,
        addressLocality: site.address.locality,
        postalCode: site.address.postalCode,
      },
      sameAs: FACTS.social,
      openingHoursSpecification: site.openingHours.periods.map(period => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: period.days.map(day => `https://schema.org/${day}`),
        opens: period.opens,
        closes: period.closes,
      })),
    })
    expect(String(store?.logo)).toMatch(new RegExp(`^${literally(SITE)}/.+\\.png$`))
    expect(String(store?.image)).toMatch(new RegExp(`^${literally(SITE)}/.+\\.jpg$`))
    expect(JSON.stringify(store)).toContain(site.address.appointmentNote)
    expect(
      entries.find(entry => entry["@type"] === "WebSite"),
      route
    ).toMatchObject({ url: `${SITE}/` })
    const breadcrumbs = entries.find(entry => entry["@type"] === "BreadcrumbList")
    if (route === "/") {
      expect(breadcrumbs).toBeUndefined()
    } else {
      // Home, every page above this one (the guides, above a guide), then the page.
      const trail = [
        "/",
        ...ROUTE_PATHS.filter(other => other !== "/" && other !== route && route.startsWith(other)),
        route,
      ]
      const items = (breadcrumbs?.itemListElement ?? []) as Json[]
      expect(items.map(item => item.item)).toEqual(trail.map(path => `${SITE}${path}`))
      expect(items.map(item => item.position)).toEqual(trail.map((_, index) => index + 1))
    }
    // Testimonials are content, not self-served review stars.
    expect(JSON.stringify(entries)).not.toMatch(/"(Review|AggregateRating)"/)
  }
})

test("the FAQPage JSON-LD on /engagement-rings/ matches the questions shown", async ({ request }) => {
  // Emotion writes <style> elements inline beside the markup they style.
  const source = (await html(request, "/engagement-rings/")).replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
  const faq = jsonLd(source).find(entry => entry["@type"] === "FAQPage")
  const structured = ((faq?.mainEntity ?? []) as Json[]).map(question => ({
    question: question.name,
    answer: (question.acceptedAnswer as Json).text,
  }))
  const shown = [
    ...source.matchAll(
      /<details[^>]*><summary[^>]*>([\s\S]*?)<\/summary><div[^>]*>([\s\S]*?)<\/div><\/details>/g
    ),
  ].map(([, question, answer]) => ({
    question: decode(question),
    // An answer's link (to a guide) is read as its words.
    answer: [...answer.matchAll(/<p>([\s\S]*?)<\/p>/g)]
      .map(([, paragraph]) => decode(paragraph.replace(/<[^>]+>/g, "")))
      .join("\n\n"),
  }))
  expect(shown.length).toBeGreaterThanOrEqual(5)
  expect(structured).toEqual(shown)
})

test("the sitemap lists exactly the pages of the route registry, each answering 200 with a matching canonical link", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap-index.xml")).text()
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  expect(sitemaps.length).toBeGreaterThan(0)
  const urls: string[] = []
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${SITE}/`)).toBe(true)
    const body = await (await request.get(sitemap.replace(SITE, ""))).text()
    urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc))
  }
  expect(urls.sort()).toEqual(ALL_ROUTE_PATHS.map(route => `${SITE}${route}`).sort())
  for (const url of urls) {
    const source = await html(request, url.replace(SITE, ""))
    expect(canonical(source)).toBe(url)
  }
})

test("robots.txt allows crawling and names the sitemap by its absolute URL", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/$/m)
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`)
})

test("every page has a 1200x630 share image with alt text and a large Twitter card", async ({ request }) => {
  for (const route of ROUTE_PATHS) {
    const source = await html(request, route)
    const image = meta(source, "og:image") ?? ""
    expect(image, route).toMatch(new RegExp(`^${literally(SITE)}/.+\\.jpg$`))
    expect(meta(source, "og:image:width")).toBe("1200")
    expect(meta(source, "og:image:height")).toBe("630")
    expect(meta(source, "og:image:alt")?.length).toBeGreaterThan(5)
    // X reads its own tag for the picture's alt text, not Open Graph's.
    expect(meta(source, "twitter:image:alt"), route).toBe(meta(source, "og:image:alt"))
    expect(meta(source, "twitter:card")).toBe("summary_large_image")
    expect(meta(source, "og:url")).toBe(canonical(source))
    const file = await request.get(image.replace(SITE, ""))
    expect(file.status()).toBe(200)
    const { width, height } = await sharp(await file.body()).metadata()
    expect([width, height], route).toEqual([1200, 630])
  }
})

test("the 404 page is kept out of the index", async ({ request }) => {
  const response = await request.get("/not-a-page/")
  expect(response.status()).toBe(404)
  const source = await response.text()
  expect(meta(source, "robots")).toMatch(/noindex/)
  expect(canonical(source)).toBeUndefined()
})
