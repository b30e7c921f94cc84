import type { ItemList, Product, WithContext } from "schema-dts"
import { absoluteUrl, canonicalUrl } from "./absolute-url"
import { storeId } from "./json-ld"

/*
 * The commissions' structured data: each piece a Product whose AggregateOffer spans its budget band
 * in SGD (the very figures the page shows), and the list page an ItemList of the pieces. No rating:
 * a business's reviews of itself are not eligible for stars.
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

export function commissionList(
  siteUrl: string,
  pieces: readonly { name: string; pathname: string }[]
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: pieces.map((piece, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: piece.name,
      url: canonicalUrl(siteUrl, piece.pathname),
    })),
  }
}
