import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { FeatureSplit } from "../sections/feature-split"
import { Hero } from "../sections/hero"
import { Seo } from "../seo/seo"

const FILE = "content/pages/services.yaml"

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = required(data.servicesPage, FILE)
  return (
    <>
      <Hero {...page.hero} />
      {page.services.map((service, index) => (
        <FeatureSplit
          key={service.heading}
          {...service}
          reverse={index % 2 === 1}
          tone={index % 2 ? "parchment" : "ivory"}
          // Under a hero without a picture, the first service's picture is a phone's largest paint.
          priority={index === 0 && !page.hero.image}
        />
      ))}
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.servicesPage, FILE).seo} />
)

export const query = graphql`
  query ServicesPage {
    servicesPage {
      seo {
        ...PageSeoFields
      }
      hero {
        ...HeroFields
      }
      services {
        ...FeatureFields
      }
      closing {
        ...CallToActionFields
      }
    }
  }
`
