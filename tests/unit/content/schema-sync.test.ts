import fs from "node:fs"
import path from "node:path"
import {
  buildSchema,
  getNullableType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql"
import { collections } from "../../../src/content/schema/collections"
import type { z } from "zod"
import { contentTypeDefs } from "../../../src/content/generate/graphql-types"
import { metaOf } from "../../../src/content/generate/zod-walk"
import { jsonSchemaFile, jsonSchemas } from "../../../src/content/generate/json-schema"

/*
 * The Zod schemas are the single source of truth: Gatsby's GraphQL types and
 * the editors' JSON Schemas are generated from them and must never drift.
 */

// What Gatsby itself provides to createTypes(); the generated SDL relies on these.
const GATSBY_STUBS = `
  interface Node { id: ID! }
  type File { id: ID! }
  scalar Date
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat(formatString: String) on FIELD_DEFINITION
  directive @facts on FIELD_DEFINITION
  directive @turntableFrames on FIELD_DEFINITION
`

let schema: GraphQLSchema

beforeAll(() => {
  schema = buildSchema(`${GATSBY_STUBS}\n${contentTypeDefs()}`)
})

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name)
  if (!isObjectType(type)) throw new Error(`${name} is not an object type in the generated SDL`)
  return type
}

function fieldOf(typeName: string, fieldName: string): GraphQLField<unknown, unknown> {
  const field = objectType(typeName).getFields()[fieldName]
  if (!field) throw new Error(`${typeName}.${fieldName} is missing from the generated SDL`)
  return field
}

const typeString = (typeName: string, fieldName: string) => String(fieldOf(typeName, fieldName).type)

describe("GraphQL types generated from the Zod schemas", () => {
  it("parse as valid SDL once Gatsby's built-ins are stubbed", () => {
    expect(() => buildSchema(`${GATSBY_STUBS}\n${contentTypeDefs()}`)).not.toThrow()
  })

  it("are generated the same way every time", () => {
    expect(contentTypeDefs()).toBe(contentTypeDefs())
  })

  it("make required fields non-null", () => {
    expect(typeString("HeroSection", "heading")).toBe("String!")
    expect(typeString("HeroSection", "lead")).toBe("String!")
    expect(typeString("FeatureCard", "title")).toBe("String!")
    expect(typeString("CallToActionSection", "cta")).toBe("ContentLink!")
    expect(typeString("ContentImage", "alt")).toBe("String!")
    expect(typeString("SiteSettings", "copyrightYear")).toBe("Int!")
    expect(typeString("FaqItem", "answer")).toBe("[String!]!")
  })

  it("make optional fields nullable", () => {
    expect(typeString("HeroSection", "image")).toBe("HeroImage")
    expect(typeString("HeroSection", "eyebrow")).toBe("String")
    expect(typeString("HeroSection", "primaryCta")).toBe("ContentLink")
    expect(typeString("FeatureSection", "points")).toBe("[String!]")
    expect(typeString("Testimonial", "rating")).toBe("Int")
    expect(typeString("LegalSection", "consentSettings")).toBe("Boolean")
    // Nullish pixel ids: an empty value in the YAML means "no pixel".
    expect(typeString("SiteSettingsTracking", "metaPixelId")).toBe("String")
    expect(typeString("SiteSettingsTracking", "tiktokPixelId")).toBe("String")
  })

  it("link image paths to File nodes and dates to Date, keeping Gatsby's directives", () => {
    expect(typeString("ContentImage", "src")).toBe("File!")
    expect(fieldOf("ContentImage", "src").astNode?.directives?.map(d => d.name.value)).toEqual([
      "fileByRelativePath",
    ])
    expect(typeString("LegalPage", "lastUpdated")).toBe("Date!")
    expect(fieldOf("LegalPage", "lastUpdated").astNode?.directives?.map(d => d.name.value)).toEqual([
      "dateformat",
    ])
  })

  it("share one named type for shapes used in many places", () => {
    expect(getNullableType(fieldOf("HomePage", "hero").type)).toBe(
      getNullableType(fieldOf("ServicesPage", "hero").type)
    )
    // Share images are their own type: social apps read only JPEG and PNG.
    expect(String(getNullableType(fieldOf("PageSeo", "image").type))).toBe("ShareImage")
    // So is the logo: an SVG or a PNG, drawn inside each page.
    expect(String(getNullableType(fieldOf("SiteSettings", "logo").type))).toBe("ContentLogo")
    const services = fieldOf("ServicesPage", "services").type
    expect(isNonNullType(services) && isListType(services.ofType)).toBe(true)
    expect(String(services)).toBe("[FeatureSection!]!")
  })

  it("make the shapes a schema `implements` interfaces, so one fragment reads the shared fields", () => {
    const featureText = schema.getType("FeatureText")
    expect(isInterfaceType(featureText)).toBe(true)
    if (!isInterfaceType(featureText)) return
    expect(
      schema
        .getPossibleTypes(featureText)
        .map(type => type.name)
        .sort()
    ).toEqual(["FeatureSection", "TurntableFeatureSection"])
    expect(Object.keys(featureText.getFields())).toEqual(
      expect.arrayContaining(["heading", "body", "points", "cta"])
    )
    expect(Object.keys(featureText.getFields())).not.toContain("image")
    // Gatsby's field extensions (@facts) stay on the types that resolve the fields.
    expect(featureText.getFields().heading.astNode?.directives).toEqual([])
    expect(fieldOf("FeatureSection", "heading").astNode?.directives?.map(d => d.name.value)).toEqual([
      "facts",
    ])
  })

  it("declare every collection as a Node type that Gatsby will not infer", () => {
    for (const { type } of collections) {
      const object = objectType(type)
      expect({ type, interfaces: object.getInterfaces().map(i => i.name) }).toEqual({
        type,
        interfaces: ["Node"],
      })
      expect({ type, directives: object.astNode?.directives?.map(d => d.name.value) }).toEqual({
        type,
        directives: ["dontInfer"],
      })
    }
  })

  it("give every field of every collection a type (no field left for inference), except those no page reads", () => {
    for (const { type, schema: zodSchema } of collections) {
      const shape = (zodSchema as unknown as { shape: Record<string, z.ZodType> }).shape
      const zodKeys = Object.keys(shape)
        .filter(key => !metaOf(shape[key]).offPage)
        .sort()
      const graphqlKeys = Object.keys(objectType(type).getFields()).sort()
      expect({ type, fields: graphqlKeys }).toEqual({ type, fields: zodKeys })
    }
  })
})

describe("JSON Schemas for editors (src/content/json-schema/)", () => {
  const dir = path.resolve(__dirname, "../../../src/content/json-schema")

  it("are committed exactly as `npm run schemas` would write them now", () => {
    const stale: string[] = []
    for (const { file, schema: fresh } of jsonSchemas()) {
      const target = path.join(dir, file)
      const committed = fs.existsSync(target)
        ? (JSON.parse(fs.readFileSync(target, "utf8")) as unknown)
        : undefined
      if (JSON.stringify(committed) !== JSON.stringify(fresh)) stale.push(file)
    }
    if (stale.length > 0) {
      throw new Error(
        `These JSON Schemas are stale or missing: ${stale.join(", ")}.\n` +
          "The Zod schemas in src/content changed; run npm run schemas and commit the result."
      )
    }
    expect(stale).toEqual([])
  })

  it("include no leftover schema for a collection that no longer exists (run npm run schemas)", () => {
    const expected = collections.map(c => jsonSchemaFile(c.type)).sort()
    const committed = fs
      .readdirSync(dir)
      .filter(file => file.endsWith(".schema.json"))
      .sort()
    expect(committed).toEqual(expected)
  })

  it("are mapped to their YAML files for VS Code (run npm run schemas)", () => {
    const settings = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, "../../../.vscode/settings.json"), "utf8")
    ) as {
      "yaml.schemas"?: Record<string, string>
    }
    const expected = Object.fromEntries(
      jsonSchemas().map(({ file, pattern }) => [`./src/content/json-schema/${file}`, `content/${pattern}`])
    )
    expect(settings["yaml.schemas"]).toEqual(expected)
  })

  it("reject what the validator rejects: unknown keys and missing required fields", () => {
    const home = jsonSchemas().find(s => s.file === "home-page.schema.json")?.schema as {
      additionalProperties?: unknown
      required?: string[]
      properties: Record<string, { additionalProperties?: unknown; required?: string[] }>
    }
    expect(home.additionalProperties).toBe(false)
    expect(home.required).toEqual(
      expect.arrayContaining(["seo", "hero", "pictureThis", "engagement", "beyond", "journey", "closing"])
    )
    expect(JSON.stringify(home)).not.toContain('"graphql"')
    expect(JSON.stringify(home)).not.toContain('"implements"')
  })
})
