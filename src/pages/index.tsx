import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { FeatureCards } from "../sections/feature-cards"
import { FeatureSplit } from "../sections/feature-split"
import { Hero } from "../sections/hero"
import { JourneySteps } from "../sections/journey-steps"
import { Seo } from "../seo/seo"

const FILE = "content/pages/home.yaml"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.homePage, FILE)
  return (
    <>
      <Hero {...page.hero} />
      <FeatureCards {...page.pictureThis} />
      <FeatureSplit {...page.engagement} tone="parchment" />
      <FeatureCards {...page.beyond} />
      <JourneySteps {...page.journey} />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.homePage, FILE).seo} />
)

export const query = graphql`
  query HomePage {
    homePage {
      seo {
        ...PageSeoFields
      }
      hero {
        ...HeroFields
      }
      pictureThis {
        ...FeatureCardsFields
      }
      engagement {
        ...FeatureFields
      }
      beyond {
        ...FeatureCardsFields
      }
      journey {
        ...JourneyFields
      }
      closing {
        ...CallToActionFields
      }
    }
  }
`
