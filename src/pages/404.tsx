import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { required } from "../graphql/required"
import { NotFound } from "../sections/not-found"
import { Seo } from "../seo/seo"

const FILE = "content/pages/not-found.yaml"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound {...required(data.notFoundPage, FILE)} pathname={location.pathname} />
}

// No metadata of its own: the home page's title and description, and not indexed.
export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ location }) => (
  <Seo pathname={location.pathname} noindex />
)

export const query = graphql`
  query NotFoundPage {
    notFoundPage {
      heading
      subheading
      body
      cta {
        ...LinkFields
      }
      wayOn {
        heading
        links {
          ...LinkFields
        }
      }
    }
  }
`
