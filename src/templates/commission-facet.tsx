import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import {
  COMMISSIONS_PATH,
  commissionPath,
  type Facet,
  type ListContext,
} from "../content/commissions/commission-facets"
import { formatBand } from "../content/price-format"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { CommissionCards } from "../sections/commission-cards"
import { CommissionFilters } from "../sections/commission-filters"
import { bandById, valueLabel } from "../sections/commission-words"
import { ListPages } from "../sections/list-pages"
import { PageIntro } from "../sections/page-intro"
import { commissionList } from "../seo/commission-list"
import { Seo } from "../seo/seo"
import { useSiteSettings } from "../site/use-site-settings"
import { Section } from "../ui/section"

/*
 * One page per value of a facet that some piece has (/commissions/metal/platinum/): gatsby-node
 * makes them from the route registry (src/content/commissions/commission-routes.ts), which also gives each its
 * title and description, its place in the list (a long one goes on at .../page/2/) and the slugs
 * of the pieces this page shows.
 */
const FILE = "content/pages/commissions.yaml"
const BANDS = "content/data/price-bands.yaml"

export interface CommissionFacetContext extends ListContext {
  facet: Facet
  value: string
  title: string
  description: string
}

type Props = PageProps<Queries.CommissionFacetPageQuery, CommissionFacetContext>

export default function CommissionFacetPage({ data, pageContext: { facet, value, ...place } }: Props) {
  const page = required(data.commissionsPage, FILE)
  const { bands } = required(data.priceBands, BANDS)
  const band = facet === "band" ? bandById(bands, value) : undefined
  const heading = facet === "band" ? (band?.label ?? value) : valueLabel(page.filters, facet, value)
  // While any piece is a sample, the list is introduced as examples.
  const samples = data.samples.totalCount > 0
  const lead = band
    ? `${formatBand(band.low, band.high)}. ${band.description}`
    : samples
      ? page.samples.facetDescription
      : page.filters.facetDescription
  return (
    <>
      <PageIntro eyebrow={page.intro.heading} heading={heading} lead={lead} compact />
      <CommissionFilters
        words={page.filters}
        groups={page.filters.groups}
        current={{ facet, value }}
        shown={place.total}
      />
      <Section space={["xl", "section"]}>
        <CommissionCards pieces={data.listed.nodes} bands={bands} sampleLabel={page.labels.sample} priority />
        <ListPages links={place.links} label={place.words.label} />
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
  const site = useSiteSettings()
  const page = required(data.commissionsPage, FILE)
  const { more } = pageContext
  return (
    <Seo
      pathname={location.pathname}
      seo={{
        ...page.seo,
        title: `${pageContext.title}${more.title}`,
        description: `${pageContext.description}${more.description}`,
      }}
      parents={[{ name: page.seo.title, path: COMMISSIONS_PATH }]}
      jsonLd={[
        commissionList(
          site.siteUrl,
          data.listed.nodes.map(piece => ({ name: piece.title, pathname: commissionPath(piece.slug) }))
        ),
      ]}
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
        ...CommissionFilterGroups
        facetDescription
      }
      samples {
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
    samples: allCommission(filter: { sample: { eq: true } }) {
      totalCount
    }
  }
`
