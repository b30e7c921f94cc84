import type { ItemList, WithContext } from "schema-dts"
import { canonicalUrl } from "./absolute-url"

/** A list page of the commissions as an ItemList of the pieces it shows, in its order. */
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
