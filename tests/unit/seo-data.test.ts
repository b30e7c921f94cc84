import { absoluteUrl, canonicalPath, canonicalUrl } from "../../src/seo/absolute-url"
import { breadcrumbs, faqPage, jewelryStore, webSite, type BusinessFacts } from "../../src/seo/json-ld"
import { engagementFaq } from "../fixtures/sections"
import { siteSettings } from "../fixtures/site-settings"

/* Canonical URLs and structured data as a crawler reads them. */

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/engagement-rings", "/engagement-rings/"],
    ["/engagement-rings/", "/engagement-rings/"],
    ["/engagement-rings?ref=instagram", "/engagement-rings/"],
    ["/engagement-rings/?utm_source=x&utm_medium=y", "/engagement-rings/"],
    ["/services#wedding-bands", "/services/"],
    ["/?fbclid=abc", "/"],
    ["/sitemap-index.xml", "/sitemap-index.xml"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPath(input)).toBe(expected)
  })
})

describe("absoluteUrl", () => {
  it("joins the site URL and a path with exactly one slash", () => {
    expect(absoluteUrl("https://www.solenne.sg", "/static/og/home.jpg")).toBe(
      "https://www.solenne.sg/static/og/home.jpg"
    )
    expect(absoluteUrl("https://www.solenne.sg/", "/process/")).toBe("https://www.solenne.sg/process/")
    expect(absoluteUrl("https://www.solenne.sg", "process/")).toBe("https://www.solenne.sg/process/")
  })

  it("leaves an absolute URL alone", () => {
    expect(absoluteUrl("https://www.solenne.sg", "https://cdn.example.com/a.jpg")).toBe(
      "https://cdn.example.com/a.jpg"
    )
  })

  it("builds canonical URLs in the site's trailing-slash form", () => {
    expect(canonicalUrl("https://www.solenne.sg", "/stories?x=1")).toBe("https://www.solenne.sg/stories/")
    expect(canonicalUrl("https://www.solenne.sg", "/")).toBe("https://www.solenne.sg/")
  })
})

const facts: BusinessFacts = {
  ...siteSettings,
  logoUrl: "https://www.solenne.sg/static/brand-mark.png",
  imageUrl: "https://www.solenne.sg/static/og/home.jpg",
}

describe("jewelryStore", () => {
  it("describes the business with name, url, logo, image, telephone, address and profiles", () => {
    const store = jewelryStore(facts)

    expect(store).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JewelryStore",
      "@id": "https://www.solenne.sg/#store",
      name: "Solenne",
      legalName: "Solenne Atelier Pte. Ltd.",
      url: "https://www.solenne.sg/",
      logo: "https://www.solenne.sg/static/brand-mark.png",
      image: "https://www.solenne.sg/static/og/home.jpg",
      telephone: "+6591234567",
      email: "hello@solenne.sg",
      address: {
        "@type": "PostalAddress",
        streetAddress: "21 Duxton Road, #02-01",
        postalCode: "089487",
        addressLocality: "Singapore",
        addressCountry: "SG",
      },
      sameAs: [
        "https://www.instagram.com/solenne.sg",
        "https://www.facebook.com/solenne.sg",
        "https://www.tiktok.com/@solenne.sg",
      ],
    })
  })

  it("gives the opening hours from the site settings, one specification per period", () => {
    expect(jewelryStore(facts)).toHaveProperty("openingHoursSpecification", [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
          day => `https://schema.org/${day}`
        ),
        opens: "11:00",
        closes: "19:00",
      },
    ])
  })

  it("states that visits are by appointment", () => {
    expect(JSON.stringify(jewelryStore(facts))).toContain("Visit by appointment only")
  })

  it("serialises to JSON without losing anything", () => {
    const store = jewelryStore(facts)
    expect(JSON.parse(JSON.stringify(store))).toEqual(store)
  })
})

describe("webSite", () => {
  it("names the site, its language and its publisher (the store)", () => {
    expect(webSite(facts)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://www.solenne.sg/#website",
      name: "Solenne",
      url: "https://www.solenne.sg/",
      inLanguage: "en-SG",
      publisher: { "@id": "https://www.solenne.sg/#store" },
    })
  })
})

describe("faqPage", () => {
  it("mirrors the FAQ items: one Question per item with its accepted Answer", () => {
    const page = faqPage(engagementFaq.items)

    expect(page["@type"]).toBe("FAQPage")
    const questions = page.mainEntity as unknown as {
      "@type": string
      name: string
      acceptedAnswer: { "@type": string; text: string }
    }[]
    expect(questions).toHaveLength(engagementFaq.items.length)
    expect(questions.map(q => q.name)).toEqual(engagementFaq.items.map(item => item.question))
    questions.forEach(q => {
      expect(q["@type"]).toBe("Question")
      expect(q.acceptedAnswer["@type"]).toBe("Answer")
    })
    expect(questions[0].acceptedAnswer.text).toBe(engagementFaq.items[0].answer[0])
  })

  it("keeps every paragraph of a multi-paragraph answer", () => {
    const page = faqPage(engagementFaq.items)
    const questions = page.mainEntity as unknown as { acceptedAnswer: { text: string } }[]

    expect(questions[1].acceptedAnswer.text).toBe(engagementFaq.items[1].answer.join("\n\n"))
  })
})

describe("breadcrumbs", () => {
  it("numbers the trail from 1 with canonical absolute URLs", () => {
    const trail = breadcrumbs("https://www.solenne.sg", [
      { name: "Home", path: "/" },
      { name: "Engagement Rings", path: "/engagement-rings" },
    ])

    expect(trail["@type"]).toBe("BreadcrumbList")
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.solenne.sg/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Engagement Rings",
        item: "https://www.solenne.sg/engagement-rings/",
      },
    ])
  })
})
