import { z } from "zod"
import type { DisplayFace } from "../../theme/font-subset-settings"

/* Small helpers over Zod's public definitions, shared by the validator and the GraphQL generator. */

type Def = z.core.$ZodTypeDef & {
  innerType?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
  in?: z.ZodType
}

export const defOf = (schema: z.ZodType): Def => schema._zod.def

/** Strips optional/nullable/default wrappers; says whether any were present. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema
  let optional = false
  for (;;) {
    const def = defOf(inner)
    if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) {
      optional = true
      inner = def.innerType
    } else if (def.type === "pipe" && def.in) {
      inner = def.in
    } else {
      return { inner, optional }
    }
  }
}

/** The schema that governs `path` inside `root`, if the path leads anywhere. */
export function schemaAt(root: z.ZodType, path: PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = root
  for (const key of path) {
    if (!current) return undefined
    const def = defOf(unwrap(current).inner)
    // Own fields only: a key named like JavaScript's own (constructor, __proto__) names no field.
    const shape = def.shape
    current =
      typeof key === "number"
        ? def.element
        : shape && Object.hasOwn(shape, String(key))
          ? shape[String(key)]
          : undefined
  }
  return current && unwrap(current).inner
}

/**
 * The site's own metadata on a schema: `graphql` names its GraphQL type outright, `implements`
 * lists the shapes (each with an `id`) whose fields it shares, emitted as GraphQL interfaces, and
 * `offPage` marks a field that no page queries, saying who reads it instead: the launch check (a
 * sample or unconfirmed flag), the copy's placeholders (a fact such as {madeIn}) or the build
 * itself (a guide's WhatsApp message, the printable sizer's words) or the content check alone (a
 * couple's consent); `links` marks text that may
 * hold links, `page` a field that names a page of the site, and `face` text set in the display
 * face (its font file is cut to the glyphs such text needs).
 */
export interface SchemaMeta {
  id?: string
  graphql?: string
  implements?: z.ZodType[]
  offPage?: "launch check" | "placeholders" | "the build" | "the content check"
  /** Text that may hold [label](target) links, which the pages render (src/ui/rich-text.tsx). */
  links?: true
  /** A field that names a page of this site, held to the route registry. */
  page?: true
  /** Text the pages set in the display face, upright or italic (fields.ts, src/content/text/display-text.ts). */
  face?: DisplayFace
}

export const metaOf = (schema: z.ZodType): SchemaMeta =>
  (z.globalRegistry.get(schema) as SchemaMeta | undefined) ?? {}
