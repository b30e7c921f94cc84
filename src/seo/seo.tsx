import { graphql, useStaticQuery } from "gatsby"
import * as React from "react"
import type { Thing, WithContext } from "schema-dts"
import { useSiteSettings } from "../site/use-site-settings"
import { absoluteUrl, canonicalPath, canonicalUrl } from "./absolute-url"
import { LOGO_ICON, breadcrumbs, jewelryStore, webSite } from "./json-ld"
import { SHARE_HEIGHT, SHARE_WIDTH } from "./share-card"

export type SeoFields = Queries.PageSeoFieldsFragment

interface Props {
  pathname: string
  /** The page's own metadata; pages without it fall back to the home page's. */
  seo?: SeoFields | null
  noindex?: boolean
  /** The pages above this one in the breadcrumb trail, after the home page (a guide's: the guides). */
  parents?: { name: string; path: string }[]
  /** Page-specific structured data, added after the site-wide entries. */
  jsonLd?: WithContext<Thing>[]
}

function useSeoDefaults(): { homeSeo: SeoFields; cards: Map<string, string> } {
  const data = useStaticQuery<Queries.SeoDefaultsQuery>(graphql`
    query SeoDefaults {
      homePage {
        seo {
          ...PageSeoFields
        }
      }
      allShareCard {
        nodes {
          path
          url
        }
      }
    }
  `)
  if (!data.homePage) throw new Error("content/pages/home.yaml is missing")
  return {
    homeSeo: data.homePage.seo,
    cards: new Map(data.allShareCard.nodes.map(card => [card.path, card.url])),
  }
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD for one page. */
export function Seo({ pathname, seo, noindex = false, parents = [], jsonLd = [] }: Props) {
  const site = useSiteSettings()
  const { homeSeo, cards } = useSeoDefaults()
  const meta = seo ?? homeSeo
  const isHome = !seo || canonicalPath(pathname) === "/"
  const title = isHome ? `${site.name} | ${site.titleTagline}` : `${meta.title} - ${site.name}`
  const url = canonicalUrl(site.siteUrl, isHome && !seo ? "/" : pathname)
  // Pages without their own metadata (the 404) share the home page's card.
  const card = cards.get(seo ? canonicalPath(pathname) : "/") ?? cards.get("/")
  if (!card) throw new Error(`No share card for ${pathname}: is the page in the route registry?`)
  const imageUrl = absoluteUrl(site.siteUrl, card)
  const logoUrl = absoluteUrl(site.siteUrl, LOGO_ICON)

  const structured: WithContext<Thing>[] = [
    jewelryStore({
      ...site,
      logoUrl,
      imageUrl: absoluteUrl(site.siteUrl, cards.get("/") ?? card),
    }),
    webSite(site),
    ...(isHome
      ? []
      : [
          breadcrumbs(site.siteUrl, [
            { name: homeSeo.title, path: "/" },
            ...parents,
            { name: meta.title, path: canonicalPath(pathname) },
          ]),
        ]),
    ...jsonLd,
  ]

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_SG" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_HEIGHT)} />
      <meta property="og:image:alt" content={meta.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={meta.image.alt} />
      {structured.map((entry, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Escaped so no string in the content can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(entry).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  )
}

/** @public */
export const pageSeoFragment = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
    image {
      alt
    }
  }
`
