import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { useSiteSettings } from "../site/use-site-settings"
import { LegalDocument } from "../sections/legal-document"
import { PageIntro } from "../sections/page-intro"
import { Seo } from "../seo/seo"

/*
 * One page per file in content/legal/, at /<slug>/: this file's name,
 * {LegalPage.slug}, has Gatsby's File System Route API make a page for every
 * LegalPage node, with its `id` in the context.
 */
const FILE = "content/legal/*.yaml"

export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = required(data.legalPage, FILE)
  const site = useSiteSettings()
  return (
    <>
      <PageIntro heading={page.heading} eyebrow={null} lead={null} width="reading" />
      <LegalDocument
        lastUpdated={page.lastUpdated}
        intro={page.intro}
        sections={page.sections}
        tracking={site.tracking}
        consentLabels={site.consent}
      />
    </>
  )
}

export const Head: HeadFC<Queries.LegalPageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname} seo={required(data.legalPage, FILE).seo} />
)

export const query = graphql`
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      heading
      lastUpdated
      intro
      sections {
        heading
        body
        points
        consentSettings
        trackingDisclosure
      }
    }
  }
`
