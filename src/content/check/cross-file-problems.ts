import path from "node:path"
import { brokenLinkReason } from "../text/links"
import { facetRoutes, fixedRoutes, pageFolders, pageRoutes } from "../routes"
import type { ContentProblem } from "./problems"
import { reservedSlugProblem } from "../reserved-paths"
import type { FoundLink } from "../text/links"
import type { Path } from "../content-tree"
import { designPriceProblems, unknownBands } from "./commission-problems"
import { designProblems } from "./design-problems"
import { orphanPages } from "./orphan-pages"
import type { PictureUse } from "./picture-uses"

/* What only the whole of content/ shows: links to pages that do not exist, pages no link leads to, routes taken twice. */

/** What the check learnt of one file, for the check across files. */
export interface Inspection {
  problems: ContentProblem[]
  /** The pages the file links, with where they stand, for the check across files. */
  links: (FoundLink & { line?: number; where: string })[]
  pictures: PictureUse[]
  data?: unknown
  lineOf?: (at: Path) => number | undefined
}

/** Links to pages that do not exist, pages no link leads to, and pages from a folder (legal, guides) that would take another page's route. */
export function crossFileProblems(
  contentDir: string,
  inspected: { relativePath: string; inspection: Inspection }[]
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const routes = new Set(fixedRoutes().map(route => route.path))
  for (const { relativePath, inspection } of inspected) {
    const slug = (inspection.data as { slug?: unknown } | undefined)?.slug
    const folder = pageFolders().find(({ folder }) => relativePath.startsWith(`${folder}/`))
    if (!folder || typeof slug !== "string") continue
    const route = `${folder.prefix}${slug}/`
    const file = path.join(path.basename(contentDir), relativePath)
    const reserved = reservedSlugProblem(slug, route)
    if (reserved) problems.push({ file, where: "slug", message: reserved })
    else if (routes.has(route))
      problems.push({
        file,
        where: "slug",
        message: `"${slug}" is already the address of another page (${route}); choose another`,
      })
    routes.add(route)
  }
  problems.push(
    ...unknownBands(contentDir, inspected),
    ...designProblems(contentDir, inspected),
    ...designPriceProblems(contentDir, inspected)
  )
  // The filter pages of /commissions/, which the pieces' facets make: an editor may link one.
  for (const route of facetRoutes(contentDir)) routes.add(route.path)
  const links = inspected.flatMap(({ relativePath, inspection }) =>
    inspection.links.map(link => ({
      file: relativePath,
      href: link.href,
      isMessagePath: link.path.at(-1) === "path",
    }))
  )
  if (problems.length === 0)
    problems.push(...orphanPages(pageRoutes(contentDir), links, path.basename(contentDir)))
  for (const { relativePath, inspection } of inspected) {
    const file = path.join(path.basename(contentDir), relativePath)
    for (const link of inspection.links) {
      // A link its own schema already refused (a malformed path, say) is reported once, there.
      if (inspection.problems.some(problem => problem.where === link.where)) continue
      const reason = brokenLinkReason(link.href, routes)
      if (reason) problems.push({ file, line: link.line, where: link.where, message: reason })
    }
  }
  return problems
}
