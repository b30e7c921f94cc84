import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { PageIntro } from "../sections/page-intro"
import { StoryList } from "../sections/story-list"
import { Seo } from "../seo/seo"

const FILE = "content/pages/stories.yaml"

export default function StoriesPage({ data }: PageProps<Queries.StoriesPageQuery>) {
  const page = required(data.storiesPage, FILE)
  return (
    <>
      <PageIntro {...page.intro} />
      <StoryList stories={page.stories} pieceLabel={page.pieceLabel} />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.StoriesPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.storiesPage, FILE).seo} />
)

export const query = graphql`
  query StoriesPage {
    storiesPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      stories {
        ...TestimonialFields
      }
      pieceLabel
      closing {
        ...CallToActionFields
      }
    }
  }
`
