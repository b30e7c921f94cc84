import fs from "node:fs"
import path from "node:path"
import { collections } from "./collections"
import { parseContentYaml } from "./content-yaml"

/**
 * The one list of the site's pages. Scripts (Lighthouse, screenshots, share
 * images), browser tests and budgets all read it, so a new page is known
 * everywhere once it has a route in `collections.ts` (or a YAML file under
 * content/legal/). A unit test fails if src/pages/ and this list disagree.
 */
export interface PageRoute {
  /** The URL path, with the site's trailing slash. */
  path: string
  /** The YAML file under content/ that holds the page's copy and metadata. */
  file: string
}

/** Routes that have a page file in src/pages/, in the order the site presents them. */
export const fixedRoutes = (): PageRoute[] =>
  collections.flatMap(c => ("route" in c ? [{ path: c.route, file: c.pattern }] : []))

/** One page per YAML file under content/legal/, at `/<slug>/` (the file name if the slug is missing). */
export function legalRoutes(contentDir = path.resolve("content")): PageRoute[] {
  const folder = path.join(contentDir, "legal")
  return fs
    .readdirSync(folder)
    .filter(name => name.endsWith(".yaml"))
    .sort()
    .map(name => {
      // A file that does not parse is the content check's to report; its page keeps the file's name.
      const parsed = parseContentYaml(fs.readFileSync(path.join(folder, name)))
      const slug = parsed.ok ? (parsed.data as { slug?: unknown } | null)?.slug : undefined
      return {
        path: `/${typeof slug === "string" ? slug : name.slice(0, -".yaml".length)}/`,
        file: `legal/${name}`,
      }
    })
}

/** Every page of the site. */
export const pageRoutes = (contentDir?: string): PageRoute[] => [...fixedRoutes(), ...legalRoutes(contentDir)]

/** A path no page has: what scripts and tests visit to see the 404 page. */
export const MISSING_PATH = "/no-such-page/"
