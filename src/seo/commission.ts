import type { Product, WithContext } from "schema-dts"
import { absoluteUrl, canonicalUrl } from "./absolute-url"
import { storeId } from "./json-ld"

/*
 * The commissions' structured data: each piece a Product whose AggregateOffer spans its budget band
 * in SGD (the very figures the page shows). No rating: a business's reviews of itself are not
 * eligible for stars. The lists' ItemList is commission-list.ts: a file of its own, so the list
 * pages' code leaves this out (webpack keeps a module's every export any page uses).
 */

export function commissionProduct(facts: {
  siteUrl: string
  pathname: string
  name: string
  description: string
  imagePaths: string[]
  brand: string
  material: string
  low: number
  high: number
}): WithContext<Product> {
  const url = canonicalUrl(facts.siteUrl, facts.pathname)
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: facts.name,
    description: facts.description,
    url,
    image: facts.imagePaths.map(imagePath => absoluteUrl(facts.siteUrl, imagePath)),
    brand: { "@type": "Brand", name: facts.brand },
    material: facts.material,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "SGD",
      lowPrice: facts.low,
      highPrice: facts.high,
      url,
      seller: { "@id": storeId(facts.siteUrl) },
    },
  }
}
