import { envOverrides, type Context as OverridesContext } from "../content/env-overrides"
import { factValues, fillFacts, type Facts } from "../content/facts"

type Resolve = (source: Record<string, unknown>, args: unknown, context: Context, info: Info) => unknown
interface Context extends OverridesContext {
  nodeModel: OverridesContext["nodeModel"] & { findOne(query: { type: string }): Promise<unknown> }
}
interface Info {
  fieldName: string
}

/**
 * `@facts` on a text field: the copy's {placeholders} filled in from
 * content/site.yaml as the page is queried, so each page's HTML says the
 * fact itself and no copy restates it (the validator has already refused
 * any placeholder that names no fact).
 */
export const factsExtension = {
  name: "facts",
  extend(_options: unknown, previous: { resolve?: Resolve }) {
    return {
      async resolve(source: Record<string, unknown>, args: unknown, context: Context, info: Info) {
        const value = previous.resolve
          ? await previous.resolve(source, args, context, info)
          : source[info.fieldName]
        if (typeof value !== "string" && !Array.isArray(value)) return value
        const site = (await context.nodeModel.findOne({ type: "SiteSettings" })) as Facts | null
        if (!site) return value
        // {pixels} names the pixels this build runs, which the environment may set.
        const values = factValues(envOverrides.applied(site, context))
        const fill = (item: unknown) => (typeof item === "string" ? fillFacts(item, values) : item)
        return Array.isArray(value) ? value.map(fill) : fill(value)
      },
    }
  },
}
