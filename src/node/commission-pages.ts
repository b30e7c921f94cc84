import path from "node:path"
import type { Actions, Page } from "gatsby"
import {
  COMMISSIONS_PATH,
  listLinks,
  pageWords,
  type ListWords,
} from "../content/commissions/commission-facets"
import { listPages, type ListPage } from "../content/commissions/commission-routes"

const placeOf = ({ list, total, slugs }: ListPage, words: ListWords) => ({
  page: list.page,
  pages: list.pages,
  first: list.first,
  total,
  slugs,
  links: listLinks(list, words),
  words,
  more: pageWords(words, list),
})

// The words of the links between pages, as the build gives them (typographic), read by createPages
// for the pages it makes and kept for /commissions/, which Gatsby makes after it from src/pages/.
let wordsRead: ListWords | undefined

/*
 * The pages of /commissions/'s lists: one filter page per facet value some piece has, and each later
 * page of a list. Made from the route registry, so the pages, the sitemap, the share cards and the
 * tests know the same list. Each page's context carries its own slugs only (at most a page's worth)
 * and the list's total, so what a page sends stays the same size however many pieces there are.
 */
export function createCommissionListPages(
  createPage: Actions["createPage"],
  words: ListWords,
  contentDir = path.resolve("content")
) {
  wordsRead = words
  for (const { path: pagePath, facet, list, total, slugs } of listPages(contentDir)) {
    if (!facet && list.page === 1) continue // /commissions/ itself is src/pages/commissions.tsx
    const place = placeOf({ path: pagePath, list, total, slugs }, words)
    if (facet)
      createPage({
        path: pagePath,
        component: path.resolve("src/templates/commission-facet.tsx"),
        context: {
          ...place,
          facet: facet.facet,
          value: facet.value,
          title: facet.title,
          description: facet.description,
        },
      })
    else createPage({ path: pagePath, component: path.resolve("src/pages/commissions.tsx"), context: place })
  }
}

/**
 * /commissions/ is a page file (src/pages/), made by Gatsby with no context: it gets its first page's
 * context here, as its later pages get theirs above, so one query serves them all.
 */
export function addFirstListPageContext(
  page: Page,
  actions: Pick<Actions, "createPage" | "deletePage">,
  contentDir = path.resolve("content")
) {
  if (page.path !== COMMISSIONS_PATH || (page.context as { slugs?: unknown } | undefined)?.slugs) return
  const first = listPages(contentDir).find(candidate => !candidate.facet && candidate.list.page === 1)
  if (!first || !wordsRead) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...placeOf(first, wordsRead) } })
}
