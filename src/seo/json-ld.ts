import type { BreadcrumbList, DayOfWeek, FAQPage, JewelryStore, WebSite, WithContext } from "schema-dts"
import { mapHref } from "../contact/contact-links"
import type { OpeningHours } from "../content/opening-hours"
import { absoluteUrl, canonicalUrl } from "./absolute-url"

/* Structured data, built as typed objects and serialised once in <JsonLd>. */

/**
 * The logo search engines are given: gatsby-plugin-manifest's largest icon, a 512 px PNG drawn from
 * the logo (src/node/manifest.ts), which may itself be an SVG that not every reader of the markup draws.
 */
export const LOGO_ICON = "/icons/icon-512x512.png"

export interface BusinessFacts {
  name: string
  legalName: string
  description: string
  siteUrl: string
  email: string
  logoUrl: string
  imageUrl: string
  phone: { e164: string }
  address: {
    streetAddress: string
    postalCode: string
    locality: string
    countryCode: string
    appointmentNote: string
  }
  social: readonly { url: string }[]
  openingHours: OpeningHours
}

export const storeId = (siteUrl: string) => absoluteUrl(siteUrl, "/#store")

export function jewelryStore(facts: BusinessFacts): WithContext<JewelryStore> {
  return {
    "@context": "https://schema.org",
    "@type": "JewelryStore",
    "@id": storeId(facts.siteUrl),
    name: facts.name,
    legalName: facts.legalName,
    description: facts.description,
    url: canonicalUrl(facts.siteUrl, "/"),
    logo: facts.logoUrl,
    image: facts.imageUrl,
    telephone: facts.phone.e164,
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.streetAddress,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.locality,
      addressCountry: facts.address.countryCode,
    },
    hasMap: mapHref(facts.address),
    areaServed: { "@type": "Country", name: "Singapore" },
    sameAs: facts.social.map(profile => profile.url),
    openingHoursSpecification: facts.openingHours.periods.map(period => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: period.days.map(day => `https://schema.org/${day}` as DayOfWeek),
      opens: period.opens,
      closes: period.closes,
    })),
    // schema.org has no "by appointment" flag; state it as a property of the place.
    additionalProperty: {
      "@type": "PropertyValue",
      name: "Visits",
      value: facts.address.appointmentNote,
    },
  }
}

export function webSite(facts: Pick<BusinessFacts, "name" | "siteUrl">): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl(facts.siteUrl, "/#website"),
    name: facts.name,
    url: canonicalUrl(facts.siteUrl, "/"),
    inLanguage: "en-SG",
    publisher: { "@id": storeId(facts.siteUrl) },
  }
}

export function breadcrumbs(
  siteUrl: string,
  trail: { name: string; path: string }[]
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  }
}

export function faqPage(
  items: readonly { question: string; answer: readonly string[] }[]
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(item => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  }
}
