import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { COMMISSIONS_PATH, type Facet } from "../content/commission-facets"
import { formatBand } from "../content/price-format"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { CommissionCards } from "../sections/commission-cards"
import { CommissionFilters } from "../sections/commission-filters"
import { bandById, valueLabel } from "../sections/commission-words"
import { PageIntro } from "../sections/page-intro"
import { Seo } from "../seo/seo"
import { Section } from "../ui/section"

/*
 * One page per value of a facet that some piece has (/commissions/metal/platinum/): gatsby-node
 * makes them from the route registry (src/content/commission-routes.ts), which also gives each its
 * title and description, and the slugs of the pieces it lists.
 */
const FILE = "content/pages/commissions.yaml"
const BANDS = "content/data/price-bands.yaml"

export interface CommissionFacetContext {
  facet: Facet
  value: string
  slugs: string[]
  title: string
  description: string
}

type Props = PageProps<Queries.CommissionFacetPageQuery, CommissionFacetContext>

export default function CommissionFacetPage({ data, pageContext: { facet, value } }: Props) {
  const page = required(data.commissionsPage, FILE)
  const { bands } = required(data.priceBands, BANDS)
  const band = facet === "band" ? bandById(bands, value) : undefined
  const heading = facet === "band" ? (band?.label ?? value) : valueLabel(page.filters, facet, value)
  const lead = band
    ? `${formatBand(band.low, band.high)}. ${band.description}`
    : page.filters.facetDescription
  return (
    <>
      <PageIntro eyebrow={page.intro.heading} heading={heading} lead={lead} />
      <CommissionFilters
        words={page.filters}
        bands={bands}
        pieces={data.every.nodes}
        current={{ facet, value }}
      />
      <Section space={["xl", "section"]}>
        <CommissionCards pieces={data.listed.nodes} bands={bands} sampleLabel={page.labels.sample} priority />
      </Section>
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.CommissionFacetPageQuery, CommissionFacetContext> = ({
  data,
  location,
  pageContext,
}) => {
  const page = required(data.commissionsPage, FILE)
  return (
    <Seo
      pathname={location.pathname}
      seo={{ ...page.seo, title: pageContext.title, description: pageContext.description }}
      parents={[{ name: page.seo.title, path: COMMISSIONS_PATH }]}
    />
  )
}

export const query = graphql`
  query CommissionFacetPage($slugs: [String!]!) {
    commissionsPage {
      seo {
        ...PageSeoFields
      }
      intro {
        heading
      }
      filters {
        ...CommissionFilterWords
        facetDescription
      }
      labels {
        sample
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
    listed: allCommission(filter: { slug: { in: $slugs } }, sort: [{ year: DESC }, { title: ASC }]) {
      nodes {
        ...CommissionCardFields
      }
    }
    every: allCommission {
      nodes {
        ...CommissionFacetFields
      }
    }
  }
`
