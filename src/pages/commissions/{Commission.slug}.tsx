import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { COMMISSIONS_PATH } from "../../content/commissions/commission-facets"
import { required } from "../../graphql/required"
import { CallToAction } from "../../sections/call-to-action"
import { CommissionCards } from "../../sections/commission-cards"
import { CommissionPiece, CommissionStory } from "../../sections/commission-piece"
import { bandById, valueLabel } from "../../sections/commission-words"
import { commissionProduct } from "../../seo/commission"
import { Seo } from "../../seo/seo"
import { useSiteSettings } from "../../site/use-site-settings"
import { Section } from "../../ui/section"
import { SectionHeader } from "../../ui/section-header"

/*
 * One page per file in content/commissions/, at /commissions/<slug>/: this file's name,
 * {Commission.slug}, has Gatsby's File System Route API make a page for every Commission node.
 */
const FILE = "content/commissions/*.yaml"
const INDEX = "content/pages/commissions.yaml"
const BANDS = "content/data/price-bands.yaml"

export default function CommissionPage({ data }: PageProps<Queries.CommissionPageQuery>) {
  const piece = required(data.commission, FILE)
  const page = required(data.commissionsPage, INDEX)
  const { bands } = required(data.priceBands, BANDS)
  return (
    <>
      <CommissionPiece
        piece={piece}
        words={page.filters}
        labels={page.labels}
        bands={bands}
        listName={page.intro.heading}
      />
      <CommissionStory piece={piece} labels={page.labels} />
      {piece.related.length > 0 && (
        <Section tone="parchment" labelledBy="related-heading">
          <SectionHeader id="related-heading" heading={page.labels.related} />
          <CommissionCards
            pieces={piece.related}
            bands={bands}
            sampleLabel={page.labels.sample}
            headingLevel="h3"
          />
        </Section>
      )}
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.CommissionPageQuery> = ({ data, location }) => {
  const piece = required(data.commission, FILE)
  const page = required(data.commissionsPage, INDEX)
  const band = bandById(required(data.priceBands, BANDS).bands, piece.band)
  const site = useSiteSettings()
  return (
    <Seo
      pathname={location.pathname}
      seo={piece.seo}
      parents={[{ name: page.seo.title, path: COMMISSIONS_PATH }]}
      jsonLd={
        band
          ? [
              commissionProduct({
                siteUrl: site.siteUrl,
                pathname: location.pathname,
                name: piece.title,
                description: piece.seo.description,
                imagePaths: piece.pictures.flatMap(picture => picture.src?.publicURL ?? []),
                brand: site.name,
                material: valueLabel(page.filters, "metal", piece.metal),
                low: band.low,
                high: band.high,
              }),
            ]
          : []
      }
    />
  )
}

export const query = graphql`
  query CommissionPage($id: String!) {
    commission(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      ...CommissionPieceFields
      pictures {
        src {
          publicURL
        }
      }
      related {
        ...CommissionCardFields
      }
    }
    commissionsPage {
      seo {
        title
      }
      intro {
        heading
      }
      filters {
        ...CommissionFilterWords
      }
      labels {
        ...CommissionLabels
      }
      closing {
        ...CallToActionFields
      }
    }
    priceBands {
      bands {
        ...PriceBandFields
      }
    }
  }
`
