import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../../graphql/required"
import { CallToAction } from "../../sections/call-to-action"
import { GuideArticle } from "../../sections/guide-article"
import { GuideHeader } from "../../sections/guide-header"
import { GuidePrintStyles } from "../../sections/guide-print-styles"
import { GUIDES_PATH } from "../../content/guide-paths"
import { useSiteSettings } from "../../site/use-site-settings"
import { absoluteUrl } from "../../seo/absolute-url"
import { article } from "../../seo/article"
import { Seo } from "../../seo/seo"

/*
 * One page per file in content/guides/, at /guides/<slug>/: this file's name,
 * {Guide.slug}, has Gatsby's File System Route API make a page for every
 * Guide node, with its `id` in the context.
 */
const FILE = "content/guides/*.yaml"
const INDEX = "content/pages/guides.yaml"

export default function GuidePage({ data }: PageProps<Queries.GuidePageQuery>) {
  const guide = required(data.guide, FILE)
  const guides = required(data.guidesPage, INDEX)
  return (
    <>
      <GuidePrintStyles />
      <GuideHeader
        {...guide}
        guides={{ label: guides.seo.title, to: GUIDES_PATH }}
        updatedLabel={guides.labels.updated}
      />
      <GuideArticle sections={guide.sections} contentsLabel={guides.labels.contents} />
      <div data-no-print="">
        <CallToAction {...guide.closing} />
      </div>
    </>
  )
}

export const Head: HeadFC<Queries.GuidePageQuery> = ({ data, location }) => {
  const guide = required(data.guide, FILE)
  const guides = required(data.guidesPage, INDEX)
  const site = useSiteSettings()
  return (
    <Seo
      pathname={location.pathname}
      seo={guide.seo}
      parents={[{ name: guides.seo.title, path: GUIDES_PATH }]}
      jsonLd={[
        article({
          siteUrl: site.siteUrl,
          pathname: location.pathname,
          headline: guide.heading,
          description: guide.seo.description,
          // The lead picture as rendered, full size.
          imageUrl: absoluteUrl(site.siteUrl, guide.image.src?.publicURL ?? "/"),
          published: guide.published,
          modified: guide.updated,
        }),
      ]}
    />
  )
}

export const query = graphql`
  query GuidePage($id: String!) {
    guide(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      ...GuideHeaderFields
      image {
        src {
          publicURL
        }
      }
      published
      sections {
        ...GuideSectionFields
      }
      closing {
        ...CallToActionFields
      }
    }
    guidesPage {
      seo {
        title
      }
      labels {
        updated
        contents
      }
    }
  }
`
