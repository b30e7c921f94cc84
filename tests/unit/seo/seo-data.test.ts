import { absoluteUrl, canonicalPath, canonicalUrl } from "../../../src/seo/absolute-url"
import { defaultIcons } from "gatsby-plugin-manifest/common"
import {
  LOGO_ICON,
  breadcrumbs,
  faqPage,
  jewelryStore,
  webSite,
  type BusinessFacts,
} from "../../../src/seo/json-ld"
import { engagementFaq } from "../../fixtures/sections"
import { siteSettings } from "../../fixtures/site-settings"

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
    expect(absoluteUrl("https://www.maisonverre.example", "/static/og/home.jpg")).toBe(
      "https://www.maisonverre.example/static/og/home.jpg"
    )
    expect(absoluteUrl("https://www.maisonverre.example/", "/process/")).toBe(
      "https://www.maisonverre.example/process/"
    )
    expect(absoluteUrl("https://www.maisonverre.example", "process/")).toBe(
      "https://www.maisonverre.example/process/"
    )
  })

  it("leaves an absolute URL alone", () => {
    expect(absoluteUrl("https://www.maisonverre.example", "https://cdn.example.com/a.jpg")).toBe(
      "https://cdn.example.com/a.jpg"
    )
  })

  it("builds canonical URLs in the site's trailing-slash form", () => {
    expect(canonicalUrl("https://www.maisonverre.example", "/stories?x=1")).toBe(
      "https://www.maisonverre.example/stories/"
    )
    expect(canonicalUrl("https://www.maisonverre.example", "/")).toBe("https://www.maisonverre.example/")
  })
})

const facts: BusinessFacts = {
  ...siteSettings,
  logoUrl: "https://www.maisonverre.example/static/brand-mark.png",
  imageUrl: "https://www.maisonverre.example/static/og/home.jpg",
}

describe("jewelryStore", () => {
  it("gives search engines the largest icon gatsby-plugin-manifest draws from the logo, a PNG", () => {
    const largest = [...defaultIcons].sort((a, b) => parseInt(b.sizes) - parseInt(a.sizes))[0]
    expect(LOGO_ICON).toBe(`/${largest.src}`)
    expect(LOGO_ICON).toMatch(/\.png$/)
  })

  it("describes the business with name, url, logo, image, telephone, address and profiles", () => {
    const store = jewelryStore(facts)

    expect(store).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JewelryStore",
      "@id": "https://www.maisonverre.example/#store",
      name: "Maison Verre",
      legalName: "Maison Verre Pte. Ltd.",
      url: "https://www.maisonverre.example/",
      logo: "https://www.maisonverre.example/static/brand-mark.png",
      image: "https://www.maisonverre.example/static/og/home.jpg",
      telephone: "+6560001234",
      email: "studio@maisonverre.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "8 Example Lane, #02-01",
        postalCode: "069000",
        addressLocality: "Singapore",
        addressCountry: "SG",
      },
      sameAs: [
        "https://www.instagram.com/maisonverre",
        "https://www.facebook.com/maisonverre",
        "https://www.tiktok.com/@maisonverre",
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
    expect(JSON.stringify(jewelryStore(facts))).toContain("Glass bench visits by arrangement")
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
      "@id": "https://www.maisonverre.example/#website",
      name: "Maison Verre",
      url: "https://www.maisonverre.example/",
      inLanguage: "en-SG",
      publisher: { "@id": "https://www.maisonverre.example/#store" },
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
    const trail = breadcrumbs("https://www.maisonverre.example", [
      { name: "Home", path: "/" },
      { name: "Glass Rings", path: "/engagement-rings" },
    ])

    expect(trail["@type"]).toBe("BreadcrumbList")
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.maisonverre.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Glass Rings",
        item: "https://www.maisonverre.example/engagement-rings/",
      },
    ])
  })
})
