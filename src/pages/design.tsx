import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { facetPagesOf } from "../content/design"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { PageIntro } from "../sections/page-intro"
import { RingDesigner } from "../sections/designer/ring-designer"
import { Seo } from "../seo/seo"
import { useSiteSettings } from "../site/use-site-settings"

const FILE = "content/pages/design.yaml"
const PRICES = "content/data/design-prices.yaml"
const COMMISSIONS = "content/pages/commissions.yaml"
const BANDS = "content/data/price-bands.yaml"
const SIZES = "content/data/ring-sizes.yaml"

export default function DesignPage({ data, location }: PageProps<Queries.DesignPageQuery>) {
  const page = required(data.designPage, FILE)
  const site = useSiteSettings()
  const sizes = required(data.ringSizes, SIZES)
  const facetPages = React.useMemo(() => facetPagesOf(data.allCommission), [data.allCommission])
  return (
    <>
      <PageIntro {...page.intro} compact />
      <RingDesigner
        page={page}
        words={required(data.commissionsPage, COMMISSIONS).filters}
        prices={required(data.designPrices, PRICES)}
        bands={required(data.priceBands, BANDS).bands}
        facetPages={facetPages}
        sizes={sizes.sizes.map(size => ({
          value: String(size.us),
          label: `${sizes.columns.us.label} ${size.us}`,
          diameter: size.diameter,
        }))}
        formId={site.contactForm.tallyFormId}
        whatsapp={site.whatsapp}
        contactPath={site.navigation.cta.to}
        search={location.search}
        builtAt={required(data.site?.buildTime, "the build's time (Gatsby's site.buildTime)")}
        pictures={required(data.designPictureSet, "the builder's pictures (src/node/design-pictures.ts)")}
      />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.DesignPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.designPage, FILE).seo} />
)

export const query = graphql`
  query DesignPage {
    designPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      ...RingDesignerFields
      closing {
        ...CallToActionFields
      }
    }
    designPrices {
      roundTo
      settings {
        setting
        metal
        low
        high
      }
      stones {
        stone
        carat
        low
        high
      }
      bands {
        band
        low
        high
      }
    }
    priceBands {
      bands {
        ...PriceBandFields
      }
    }
    commissionsPage {
      filters {
        ...CommissionFilterWords
      }
    }
    allCommission {
      ...CommissionFacetValues
    }
    ringSizes {
      columns {
        us {
          label
        }
      }
      sizes {
        us
        diameter
      }
    }
    designPictureSet {
      folder
      awaiting
    }
    site {
      buildTime
    }
  }
`
