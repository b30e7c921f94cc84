import type { PageRoute } from "./routes"
import type { ContentProblem } from "./problems"

/*
 * Every page but home (the logo leads there) needs a link from somewhere
 * else: the menu, the footer or another page. A page nothing links to is
 * found by no visitor and crawled late, if at all. A WhatsApp message's
 * `path` names the page it is for and leads nowhere, so it does not count.
 */

/** Pages no link leads to, each reported on its own YAML file. */
export function orphanPages(
  routes: readonly PageRoute[],
  links: readonly { file: string; href: string; isMessagePath: boolean }[],
  contentDirName: string
): ContentProblem[] {
  return routes
    .filter(route => route.path !== "/")
    .filter(
      route =>
        !links.some(
          link => !link.isMessagePath && link.file !== route.file && link.href.split("#")[0] === route.path
        )
    )
    .map(route => ({
      file: `${contentDirName}/${route.file}`,
      where: "",
      message: `no link leads to ${route.path}: add one (in site.yaml's footer › explore › links, say), or visitors and search engines may never find the page`,
    }))
}
