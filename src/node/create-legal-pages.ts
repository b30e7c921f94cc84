import path from "node:path"
import type { GatsbyNode } from "gatsby"

/** Terms, privacy and any later legal document share one template. */
export const createLegalPages: GatsbyNode["createPages"] = async args => {
  const { actions, reporter } = args
  const result = await args.graphql<{ allLegalPage: { nodes: { id: string; slug: string }[] } }>(`
    query LegalPageSlugs {
      allLegalPage {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the legal pages", result.errors as Error[] | undefined)
    return
  }
  for (const { id, slug } of result.data.allLegalPage.nodes) {
    actions.createPage({
      path: `/${slug}/`,
      component: path.resolve("src/templates/legal-page.tsx"),
      context: { id },
    })
  }
}
