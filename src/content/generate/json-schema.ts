import { z } from "zod"
import { collections } from "../schema/collections"

/** File name of a collection's JSON Schema, e.g. HomePage → home-page.schema.json. */
export const jsonSchemaFile = (type: string) =>
  `${type.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}.schema.json`

/** JSON Schemas for editors' YAML extensions, generated from the same Zod schemas the build uses. */
export function jsonSchemas(): { file: string; pattern: string; schema: object }[] {
  return collections.map(({ type, pattern, schema }) => ({
    file: jsonSchemaFile(type),
    pattern,
    schema: z.toJSONSchema(schema, {
      target: "draft-7",
      io: "input",
      unrepresentable: "any",
      // The site's own metadata (see metaOf) is for the GraphQL generator, not for editors.
      override: ({ jsonSchema }) => {
        delete (jsonSchema as Record<string, unknown>).graphql
        delete (jsonSchema as Record<string, unknown>).implements
        delete (jsonSchema as Record<string, unknown>).face
      },
    }),
  }))
}
