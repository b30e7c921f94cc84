import { siteSettings } from "./schema/documents"
import { schemaAt } from "./generate/zod-walk"
import type { ContentProblem } from "./check/problems"

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

type Variable = (typeof overrides)[number]["variable"]

/** What this build's environment overrides: a value, or null for "none". A variable left out keeps the YAML value. */
export type Overrides = Partial<Record<Variable, string | null>>

/*
 * The overrides reach the pages through a node, not straight from
 * process.env in a resolver: Gatsby re-runs a cached query only when a node it
 * read has changed, so a resolver reading the environment kept serving the
 * previous build's pixel id on a warm rebuild. A resolver that reads this
 * node makes every query that uses an override depend on it, and the node's
 * content digest changes whenever the environment does.
 */
const NODE_TYPE = "BuildEnvironment"
const NODE_ID = "build-environment"

// The part of Gatsby's SourceNodesArgs this uses (the content check imports this file, and installs no Gatsby).
interface SourceNodesArgs {
  actions: {
    createNode: (node: {
      id: string
      internal: { type: string; contentDigest: string }
      [field: string]: unknown
    }) => unknown
  }
  createContentDigest: (value: object) => string
}
export interface Context {
  nodeModel: { getNodeById(args: { id: string; type: string }): { overrides?: Overrides } | null }
}
/** This build's overrides, as its node holds them. */
const overridesIn = (context: Context): Overrides =>
  context.nodeModel.getNodeById({ id: NODE_ID, type: NODE_TYPE })?.overrides ?? {}

type Resolvers = Record<
  string,
  Record<string, { resolve: (source: Record<string, unknown>, args: unknown, context: Context) => unknown }>
>

export const envOverrides = {
  variables: overrides.map(o => o.variable),

  /** The overrides `env` sets. */
  from(env: NodeJS.ProcessEnv = process.env): Overrides {
    const set: Overrides = {}
    for (const { variable, emptyMeansNone } of overrides) {
      const value = env[variable]
      if (value === undefined || (value === "" && !emptyMeansNone)) continue
      set[variable] = value || null
    }
    return set
  },

  typeDefs: `type ${NODE_TYPE} implements Node @dontInfer {\n  overrides: JSON!\n}`,

  /** Sources this build's overrides as one node (see above). */
  async sourceNode(
    { actions, createContentDigest }: SourceNodesArgs,
    env: NodeJS.ProcessEnv = process.env
  ): Promise<void> {
    const set = envOverrides.from(env)
    await actions.createNode({
      id: NODE_ID,
      overrides: set,
      internal: { type: NODE_TYPE, contentDigest: createContentDigest(set) },
    })
  },

  /** GraphQL resolvers that prefer the build's environment (its node) over the YAML value. */
  resolvers(): Resolvers {
    const resolvers: Resolvers = {}
    for (const { variable, type, field } of overrides) {
      const resolve = (source: Record<string, unknown>, _args: unknown, context: Context) => {
        const set = overridesIn(context)
        return variable in set ? set[variable] : source[field]
      }
      resolvers[type] = { ...resolvers[type], [field]: { resolve } }
    }
    return resolvers
  },

  /** The site settings as this build sees them: each override written over its YAML value. */
  applied<Site extends object>(site: Site, context: Context): Site {
    const set = overridesIn(context)
    let seen = { ...site } as Record<string, unknown>
    for (const { variable, path } of overrides) {
      if (!(variable in set)) continue
      const [group, field] = path
      seen = { ...seen, [group]: { ...(seen[group] as object), [field]: set[variable] } }
    }
    return seen as Site
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

/**
 * Where the build writes its GraphQL types. The owner's build in `npm test` (scripts/quality/owner-checks.ts,
 * which sets OWNER_CHECKS) runs beside the static checks, whose TypeScript and ESLint read
 * src/gatsby-types.d.ts: it writes its own copy (the same types) under .cache, so no check ever reads a file
 * half rewritten. Every other build writes the committed file, which a unit test holds fresh.
 */
export const typesOutputPath = (env: NodeJS.ProcessEnv = process.env): string =>
  env.OWNER_CHECKS ? ".cache/owner-gatsby-types.d.ts" : "src/gatsby-types.d.ts"
