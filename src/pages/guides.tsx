import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { GuideList } from "../sections/guide-list"
import { PageIntro } from "../sections/page-intro"
import { Seo } from "../seo/seo"

const FILE = "content/pages/guides.yaml"

export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  const page = required(data.guidesPage, FILE)
  return (
    <>
      <PageIntro {...page.intro} />
      {/* Under a picture-less intro, the first guide's picture is a phone's largest paint. */}
      <GuideList guides={data.allGuide.nodes} updatedLabel={page.labels.updated} priority />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.GuidesPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.guidesPage, FILE).seo} />
)

export const query = graphql`
  query GuidesPage {
    guidesPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      labels {
        updated
      }
      closing {
        ...CallToActionFields
      }
    }
    allGuide(sort: [{ updated: DESC }, { heading: ASC }]) {
      nodes {
        ...GuideCardFields
      }
    }
  }
`
