import type { z } from "zod"
import * as documents from "./documents"

/**
 * Every YAML file under content/, the GraphQL type it becomes and the schema
 * it must satisfy. The validator, the JSON Schemas and the GraphQL types are
 * all derived from this list, so they cannot drift apart.
 */
export interface Collection {
  /** GraphQL node type created for the file(s). */
  type: string
  /** The page this file feeds (src/pages/ has the matching file); legal pages take theirs from `slug`. */
  route?: string
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
    type: "ContactPage",
    route: "/contact-us/",
    pattern: "pages/contact-us.yaml",
    schema: documents.contactPage,
  },
  { type: "NotFoundPage", pattern: "pages/not-found.yaml", schema: documents.notFoundPage },
  { type: "LegalPage", pattern: "legal/*.yaml", schema: documents.legalPage },
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
