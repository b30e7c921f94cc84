import type { z } from "zod"
import { collections } from "../schema/collections"
import { defOf, metaOf, unwrap } from "./zod-walk"

/*
 * Writes the GraphQL SDL for every content collection from its Zod schema:
 * required fields become non-null, shared shapes (those with a meta `id`)
 * become one named type, anonymous objects are named after their parent, and
 * the shapes a meta `implements` lists become interfaces, so that one
 * fragment can read the fields two types share.
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

  /** One `key: Type @directives` line per field of an object shape. */
  function fieldLines(schema: z.ZodType, name: string, { directives = true } = {}): string[] {
    const shape = defOf(schema).shape ?? {}
    const pageFields = Object.entries(shape).filter(([, value]) => !metaOf(value).offPage)
    return pageFields.map(([key, value]) => {
      const [type, ...rest] = field(value, name + pascal(key)).split(" ")
      return `  ${[`${key}: ${type}`, ...(directives ? rest : [])].join(" ")}`
    })
  }

  /** An interface's fields carry no directives: the types that implement it resolve them. */
  function interfaceType(schema: z.ZodType): string {
    const name = metaOf(schema).id
    if (!name) throw new Error("A shape listed in `implements` needs a meta `id`, its interface's name")
    if (emitted.has(name)) return name
    emitted.set(name, "")
    const fields = fieldLines(schema, name, { directives: false })
    emitted.set(name, `interface ${name} {\n${fields.join("\n")}\n}`)
    return name
  }

  function objectType(schema: z.ZodType, name: string, nodeType = false): string {
    if (emitted.has(name)) return name
    emitted.set(name, "")
    const interfaces = [
      ...(nodeType ? ["Node"] : []),
      ...(metaOf(schema).implements ?? []).map(interfaceType),
    ]
    const head = [
      `type ${name}`,
      ...(interfaces.length > 0 ? [`implements ${interfaces.join(" & ")}`] : []),
      ...(nodeType ? ["@dontInfer"] : []),
    ].join(" ")
    emitted.set(name, `${head} {\n${fieldLines(schema, name).join("\n")}\n}`)
    return name
  }

  for (const { type, schema } of collections) objectType(schema, type, true)
  return [...emitted.values()].join("\n\n")
}
