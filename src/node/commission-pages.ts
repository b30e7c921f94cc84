import path from "node:path"
import type { Actions } from "gatsby"
import { commissionsIn } from "../content/commission-routes"
import { facetValuesOf } from "../content/commission-facets"
import { facetRoutes } from "../content/routes"

/*
 * The filter pages of /commissions/, one per facet value some piece has: made from the route
 * registry, so the pages, the sitemap, the share cards and the tests know the same list.
 */
export function createCommissionFacetPages(
  createPage: Actions["createPage"],
  contentDir = path.resolve("content")
) {
  const pieces = commissionsIn(contentDir)
  for (const { path: pagePath, facet } of facetRoutes(contentDir)) {
    if (!facet) continue
    const slugs = pieces
      .filter(piece =>
        facetValuesOf(piece).some(([name, value]) => name === facet.facet && value === facet.value)
      )
      .flatMap(piece => (typeof piece.slug === "string" ? [piece.slug] : []))
    createPage({
      path: pagePath,
      component: path.resolve("src/templates/commission-facet.tsx"),
      context: {
        facet: facet.facet,
        value: facet.value,
        slugs,
        title: facet.title,
        description: facet.description,
      },
    })
  }
}
