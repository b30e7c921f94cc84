import type { z } from "zod"
import * as documents from "./documents"
import { GUIDES_PATH } from "../guide-paths"
import { COMMISSIONS_PATH } from "../commissions/commission-facets"
import { DESIGN_PATH } from "../design"

/**
 * Every YAML file under content/, the GraphQL type it becomes and the schema
 * it must satisfy. The validator, the JSON Schemas and the GraphQL types are
 * all derived from this list, so they cannot drift apart.
 */
export interface Collection {
  /** GraphQL node type created for the file(s). */
  type: string
  /** The page this file feeds (src/pages/ has the matching file). */
  route?: string
  /**
   * A folder's files are pages, one each at `routePrefix` + its `slug` + "/", made by a
   * File System Route in src/pages/ (`{<type>.slug}.tsx` in the folder `routePrefix` names).
   */
  routePrefix?: string
  /**
   * The page that lists every one of a folder's pages (its query reads them all, as /guides/ does
   * the guides), so each is linked from there without a link in any YAML file.
   */
  listedAt?: string
  /**
   * For a file no page is made of (a data table), the type whose page the CMS preview draws first
   * among those that read it: where an editor's change is most in view.
   */
  previewOn?: string
  /** Path under content/, or a folder whose every .yaml file shares the schema. */
  pattern: string
  schema: z.ZodType
}

export const collections = [
  { type: "SiteSettings", pattern: "site.yaml", schema: documents.siteSettings },
  { type: "HomePage", route: "/", pattern: "pages/home.yaml", schema: documents.homePage },
  {
    type: "EngagementRingsPage",
    route: "/engagement-rings/",
    pattern: "pages/engagement-rings.yaml",
    schema: documents.engagementRingsPage,
  },
  {
    type: "ServicesPage",
    route: "/services/",
    pattern: "pages/services.yaml",
    schema: documents.servicesPage,
  },
  { type: "ProcessPage", route: "/process/", pattern: "pages/process.yaml", schema: documents.processPage },
  { type: "StoriesPage", route: "/stories/", pattern: "pages/stories.yaml", schema: documents.storiesPage },
  {
    type: "CommissionsPage",
    route: COMMISSIONS_PATH,
    pattern: "pages/commissions.yaml",
    schema: documents.commissionsPage,
  },
  {
    type: "ContactPage",
    route: "/contact-us/",
    pattern: "pages/contact-us.yaml",
    schema: documents.contactPage,
  },
  { type: "GuidesPage", route: GUIDES_PATH, pattern: "pages/guides.yaml", schema: documents.guidesPage },
  { type: "DesignPage", route: DESIGN_PATH, pattern: "pages/design.yaml", schema: documents.designPage },
  { type: "NotFoundPage", pattern: "pages/not-found.yaml", schema: documents.notFoundPage },
  { type: "LegalPage", routePrefix: "/", pattern: "legal/*.yaml", schema: documents.legalPage },
  {
    type: "Guide",
    routePrefix: GUIDES_PATH,
    listedAt: GUIDES_PATH,
    pattern: "guides/*.yaml",
    schema: documents.guide,
  },
  {
    type: "Commission",
    routePrefix: COMMISSIONS_PATH,
    listedAt: COMMISSIONS_PATH,
    pattern: "commissions/*.yaml",
    schema: documents.commission,
  },
  // The guides draw the whole table; the designer and the contact page read only its sizes.
  { type: "RingSizes", pattern: "data/ring-sizes.yaml", schema: documents.ringSizes, previewOn: "Guide" },
  { type: "PriceBands", pattern: "data/price-bands.yaml", schema: documents.priceBands },
  { type: "DesignPrices", pattern: "data/design-prices.yaml", schema: documents.designPrices },
] as const satisfies readonly Collection[]

/** The collection a file (path relative to content/) belongs to, if any. */
export function collectionFor(relativePath: string): Collection | undefined {
  const normalised = relativePath.split("\\").join("/")
  return collections.find(({ pattern }) => {
    if (!pattern.endsWith("/*.yaml")) return pattern === normalised
    const folder = pattern.slice(0, -"*.yaml".length)
    return (
      normalised.startsWith(folder) &&
      !normalised.slice(folder.length).includes("/") &&
      normalised.endsWith(".yaml")
    )
  })
}
