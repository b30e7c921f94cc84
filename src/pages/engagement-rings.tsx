import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { FaqList } from "../sections/faq-list"
import { FeatureCards } from "../sections/feature-cards"
import { FeatureSplit } from "../sections/feature-split"
import { Hero } from "../sections/hero"
import { JourneySteps } from "../sections/journey-steps"
import { faqPage } from "../seo/json-ld"
import { Seo } from "../seo/seo"
import { plainText } from "../content/text/linked-text"
import { Turntable } from "../ui/turntable/turntable"

const FILE = "content/pages/engagement-rings.yaml"

export default function EngagementRingsPage({ data }: PageProps<Queries.EngagementRingsPageQuery>) {
  const page = required(data.engagementRingsPage, FILE)
  return (
    <>
      <Hero {...page.hero} />
      <FeatureSplit {...page.knowHer} />
      <FeatureSplit
        {...page.everything}
        media={sizes => <Turntable turntable={page.everything.turntable} sizes={sizes} />}
        reverse
        tone="parchment"
      />
      <JourneySteps {...page.journey} tone="ivory" />
      <FeatureCards {...page.pictureThis} tone="parchment" />
      <CallToAction {...page.closing} />
      <FaqList {...page.faq} />
    </>
  )
}

export const Head: HeadFC<Queries.EngagementRingsPageQuery> = ({ data, location }) => {
  const page = required(data.engagementRingsPage, FILE)
  // Answers may link a guide; the structured data keeps each link's words.
  const items = page.faq.items.map(item => ({ ...item, answer: item.answer.map(plainText) }))
  return <Seo pathname={location.pathname} seo={page.seo} jsonLd={[faqPage(items)]} />
}

export const query = graphql`
  query EngagementRingsPage {
    engagementRingsPage {
      seo {
        ...PageSeoFields
      }
      hero {
        ...HeroFields
      }
      knowHer {
        ...FeatureFields
      }
      everything {
        ...TurntableFeatureFields
      }
      journey {
        ...JourneyFields
      }
      pictureThis {
        ...FeatureCardsFields
      }
      closing {
        ...CallToActionFields
      }
      faq {
        ...FaqFields
      }
    }
  }
`
