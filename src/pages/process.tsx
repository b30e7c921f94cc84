import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { CallToAction } from "../sections/call-to-action"
import { PageIntro } from "../sections/page-intro"
import { ProcessSteps } from "../sections/process-steps"
import { Seo } from "../seo/seo"

const FILE = "content/pages/process.yaml"

export default function ProcessPage({ data }: PageProps<Queries.ProcessPageQuery>) {
  const page = required(data.processPage, FILE)
  return (
    <>
      <PageIntro {...page.intro} />
      {/* Under a picture-less intro, the first step's picture is a phone's largest paint. */}
      <ProcessSteps steps={page.steps} priority />
      <CallToAction {...page.closing} />
    </>
  )
}

export const Head: HeadFC<Queries.ProcessPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.processPage, FILE).seo} />
)

export const query = graphql`
  query ProcessPage {
    processPage {
      seo {
        ...PageSeoFields
      }
      intro {
        ...IntroFields
      }
      steps {
        ...StepFields
      }
      closing {
        ...CallToActionFields
      }
    }
  }
`
