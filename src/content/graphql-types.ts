import type { z } from "zod"
import { collections } from "./collections"
import { defOf, metaOf, unwrap } from "./zod-walk"

/*
 * Writes the GraphQL SDL for every content collection from its Zod schema:
 * required fields become non-null, shared shapes (those with a meta `id`)
 * become one named type, and anonymous objects are named after their parent.
 */

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

export function contentTypeDefs(): string {
  const emitted = new Map<string, string>()

  function typeOf(schema: z.ZodType, suggestedName: string): string {
    const meta = metaOf(schema)
    if (meta.graphql) return meta.graphql
    const def = defOf(schema)
    switch (def.type) {
      case "string":
        // Copy may name business facts ({email}, {policy.deposit}); the @facts extension fills them in.
        return "String @facts"
      case "enum":
      case "literal":
        return "String"
      case "boolean":
        return "Boolean"
      case "number":
        return (def as { checks?: { _zod: { def: { format?: string } } }[] }).checks?.some(
          check => check._zod.def.format === "safeint"
        )
          ? "Int"
          : "Float"
      case "array": {
        // Lists of text (paragraphs, points) are filled in like single strings; other directives stay on the element.
        const [element, ...directives] = field(def.element as z.ZodType, suggestedName).split(" ")
        return [`[${element}]`, ...directives.filter(directive => directive === "@facts")].join(" ")
      }
      case "object":
        return objectType(schema, meta.id ?? suggestedName)
      default:
        throw new Error(`No GraphQL mapping for Zod type "${def.type}" (${suggestedName})`)
    }
  }

  /** A field's type with `!` when required; directives stay after the bang. */
  function field(schema: z.ZodType, suggestedName: string): string {
    const { inner, optional } = unwrap(schema)
    const [type, ...directives] = typeOf(inner, suggestedName).split(" ")
    return [optional ? type : `${type}!`, ...directives].join(" ")
  }

  function objectType(schema: z.ZodType, name: string, nodeType = false): string {
    if (emitted.has(name)) return name
    emitted.set(name, "")
    const shape = defOf(schema).shape ?? {}
    const fields = Object.entries(shape).map(
      ([key, value]) => `  ${key}: ${field(value, name + pascal(key))}`
    )
    const head = nodeType ? `type ${name} implements Node @dontInfer` : `type ${name}`
    emitted.set(name, `${head} {\n${fields.join("\n")}\n}`)
    return name
  }

  for (const { type, schema } of collections) objectType(schema, type, true)
  return [...emitted.values()].join("\n\n")
}
