import type { Article, WithContext } from "schema-dts"
import { canonicalUrl } from "./absolute-url"
import { storeId } from "./json-ld"

/* A guide's structured data: built only where a guide page needs it, so no other page carries it. */

/** A guide as an article: its headline, dates, picture and the atelier as its author and publisher. */
export function article(facts: {
  siteUrl: string
  pathname: string
  headline: string
  description: string
  imageUrl: string
  published: string
  modified: string
}): WithContext<Article> {
  const url = canonicalUrl(facts.siteUrl, facts.pathname)
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: facts.headline,
    description: facts.description,
    image: facts.imageUrl,
    datePublished: facts.published,
    dateModified: facts.modified,
    inLanguage: "en-SG",
    mainEntityOfPage: url,
    url,
    author: { "@id": storeId(facts.siteUrl) },
    publisher: { "@id": storeId(facts.siteUrl) },
  }
}
