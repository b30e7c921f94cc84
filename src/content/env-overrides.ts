import { siteSettings } from "./documents"
import { schemaAt } from "./zod-walk"
import type { ContentProblem } from "./validate"

/**
 * Business facts that a deployment may override without editing YAML, so a
 * staging build can use test pixels. Empty means "none" (no script at all).
 */
const overrides = [
  {
    variable: "GATSBY_META_PIXEL_ID",
    type: "SiteSettingsTracking",
    field: "metaPixelId",
    path: ["tracking", "metaPixelId"],
    emptyMeansNone: true,
  },
  {
    variable: "GATSBY_TIKTOK_PIXEL_ID",
    type: "SiteSettingsTracking",
    field: "tiktokPixelId",
    path: ["tracking", "tiktokPixelId"],
    emptyMeansNone: true,
  },
  // The form is required: an empty variable (an unset CI secret, say) keeps the YAML value.
  {
    variable: "GATSBY_TALLY_FORM_ID",
    type: "SiteSettingsContactForm",
    field: "tallyFormId",
    path: ["contactForm", "tallyFormId"],
    emptyMeansNone: false,
  },
] as const

type Resolvers = Record<string, Record<string, { resolve: (source: Record<string, unknown>) => unknown }>>

export const envOverrides = {
  variables: overrides.map(o => o.variable),

  /** GraphQL resolvers that prefer the environment over the YAML value. */
  resolvers(env: NodeJS.ProcessEnv = process.env): Resolvers {
    const resolvers: Resolvers = {}
    for (const { variable, type, field, emptyMeansNone } of overrides) {
      const resolve = (source: Record<string, unknown>) => {
        const value = env[variable]
        if (value === undefined || (value === "" && !emptyMeansNone)) return source[field]
        return value || null
      }
      resolvers[type] = { ...resolvers[type], [field]: { resolve } }
    }
    return resolvers
  },

  problems(env: NodeJS.ProcessEnv = process.env): ContentProblem[] {
    return overrides.flatMap(({ variable, path }) => {
      const value = env[variable]
      if (!value) return []
      const result = schemaAt(siteSettings, [...path])?.safeParse(value)
      return result && !result.success
        ? [{ file: `environment variable ${variable}`, where: "", message: result.error.issues[0].message }]
        : []
    })
  },
}
