import { pageFolders, type PageRoute } from "../routes"
import type { ContentProblem } from "./problems"

/*
 * Every page but home (the logo leads there) needs a link from somewhere
 * else: the menu, the footer or another page. A page nothing links to is
 * found by no visitor and crawled late, if at all. A WhatsApp message's
 * `path` names the page it is for and leads nowhere, so it does not count.
 * A page of a folder its index lists whole (each guide, on /guides/) is
 * linked from that index's file; the index itself still needs a link. The
 * filter pages of /commissions/ are linked by its filters, which the code
 * draws for every one, and a list's later pages by the links under its cards.
 */

interface Link {
  file: string
  href: string
  isMessagePath: boolean
}

/** The links an index page makes to every page of the folder it lists, as if its YAML wrote them. */
function indexLinks(routes: readonly PageRoute[]): Link[] {
  return pageFolders().flatMap(({ folder, listedAt }) => {
    const index = routes.find(route => route.path === listedAt)
    if (!index) return []
    return routes
      .filter(route => route.file.startsWith(`${folder}/`))
      .map(route => ({ file: index.file, href: route.path, isMessagePath: false }))
  })
}

/** Pages no link leads to, each reported on its own YAML file. */
export function orphanPages(
  routes: readonly PageRoute[],
  links: readonly Link[],
  contentDirName: string
): ContentProblem[] {
  const leading = [...links, ...indexLinks(routes)].filter(link => !link.isMessagePath)
  return (
    routes
      .filter(route => route.path !== "/")
      // A filter page of /commissions/ exists only because a piece has its value, and the filters there link it.
      .filter(route => !route.facet)
      // A later page of a list (/commissions/page/2/) is linked from the pages before it.
      .filter(route => !route.list)
      .filter(
        route => !leading.some(link => link.file !== route.file && link.href.split("#")[0] === route.path)
      )
      .map(route => ({
        file: `${contentDirName}/${route.file}`,
        where: "",
        message: `no link leads to ${route.path}: add one (in site.yaml's footer › explore › links, say), or visitors and search engines may never find the page`,
      }))
  )
}
