import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { commissionPath, type ListContext } from "../content/commissions/commission-facets"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { CommissionCards } from "../sections/commission-cards"
import { CommissionFilters } from "../sections/commission-filters"
import { ListPages } from "../sections/list-pages"
import { PageIntro } from "../sections/page-intro"
import { PriceGuide } from "../sections/price-guide"
import { commissionList } from "../seo/commission-list"
import { Seo } from "../seo/seo"
import { useSiteSettings } from "../site/use-site-settings"
import { Section } from "../ui/section"

/*
 * /commissions/ and its later pages (/commissions/page/2/): gatsby-node gives each page its place in
 * the list and the slugs of its pieces (src/node/commission-pages.ts), so a page's data holds one
 * page of cards however many pieces there are.
 */
const FILE = "content/pages/commissions.yaml"
const BANDS = "content/data/price-bands.yaml"

type Props = PageProps<Queries.CommissionsPageQuery, ListContext>

export default function CommissionsPage({ data, pageContext: place }: Props) {
  const page = required(data.commissionsPage, FILE)
  const { bands } = required(data.priceBands, BANDS)
  // While any piece is a sample, the list is introduced as examples of the atelier's work, not as it.
  const lead = data.samples.totalCount > 0 ? page.samples.lead : page.intro.lead
  return (
    <>
      <PageIntro {...page.intro} lead={lead} compact />
      <CommissionFilters words={page.filters} groups={page.filters.groups} shown={place.total} />
      <Section space={["xl", "section"]}>
        {/* Under a picture-less intro, the first piece's picture is a phone's largest paint. */}
        <CommissionCards pieces={data.listed.nodes} bands={bands} sampleLabel={page.labels.sample} priority />
        <ListPages links={place.links} label={place.words.label} />
      </Section>
      <PriceGuide guide={page.prices} bands={bands} />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.CommissionsPageQuery, ListContext> = ({ data, location, pageContext }) => {
  const site = useSiteSettings()
  const { seo } = required(data.commissionsPage, FILE)
  const { more } = pageContext
  return (
    <Seo
      pathname={location.pathname}
      seo={{
        ...seo,
        title: `${seo.title}${more.title}`,
        description: `${seo.description}${more.description}`,
      }}
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
  query CommissionsPage($slugs: [String!]!) {
    commissionsPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      samples {
        lead
      }
      filters {
        ...CommissionFilterWords
        ...CommissionFilterGroups
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
