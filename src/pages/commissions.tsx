import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { commissionPath } from "../content/commission-facets"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { CommissionCards } from "../sections/commission-cards"
import { CommissionFilters } from "../sections/commission-filters"
import { PageIntro } from "../sections/page-intro"
import { PriceGuide } from "../sections/price-guide"
import { commissionList } from "../seo/commission"
import { Seo } from "../seo/seo"
import { useSiteSettings } from "../site/use-site-settings"
import { Section } from "../ui/section"

const FILE = "content/pages/commissions.yaml"
const BANDS = "content/data/price-bands.yaml"

export default function CommissionsPage({ data }: PageProps<Queries.CommissionsPageQuery>) {
  const page = required(data.commissionsPage, FILE)
  const { bands } = required(data.priceBands, BANDS)
  const pieces = data.allCommission.nodes
  return (
    <>
      <PageIntro {...page.intro} />
      <CommissionFilters words={page.filters} bands={bands} pieces={pieces} />
      <Section space={["xl", "section"]}>
        {/* Under a picture-less intro, the first piece's picture is a phone's largest paint. */}
        <CommissionCards pieces={pieces} bands={bands} sampleLabel={page.labels.sample} priority />
      </Section>
      <PriceGuide guide={page.prices} bands={bands} />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.CommissionsPageQuery> = ({ data, location }) => {
  const site = useSiteSettings()
  return (
    <Seo
      pathname={location.pathname}
      seo={required(data.commissionsPage, FILE).seo}
      jsonLd={[
        commissionList(
          site.siteUrl,
          data.allCommission.nodes.map(piece => ({ name: piece.title, pathname: commissionPath(piece.slug) }))
        ),
      ]}
    />
  )
}

export const query = graphql`
  query CommissionsPage {
    commissionsPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      filters {
        ...CommissionFilterWords
      }
      labels {
        sample
      }
      prices {
        ...PriceGuideFields
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
    allCommission(sort: [{ year: DESC }, { title: ASC }]) {
      nodes {
        ...CommissionCardFields
        ...CommissionFacetFields
      }
    }
  }
`
