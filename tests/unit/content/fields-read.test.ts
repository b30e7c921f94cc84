import fs from "node:fs"
import path from "node:path"
import {
  TypeInfo,
  buildSchema,
  isInterfaceType,
  isObjectType,
  parse,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql"
import { collections } from "../../../src/content/schema/collections"
import { contentTypeDefs } from "../../../src/content/generate/graphql-types"
import { guideFieldTypeDefs } from "../../../src/node/guide-resolvers"

/*
 * A field an editor can fill in but no page reads is dead content: the
 * validator checks it and the editors' forms offer it, yet nothing shows it.
 * Every field of every content type must be selected by some query.
 */

const root = path.resolve(__dirname, "../../..")
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** The content types as Gatsby builds them, plus just enough of Gatsby's own schema to walk the queries. */
function contentSchema(): GraphQLSchema {
  const types = [...new Set(collections.map(c => c.type))]
  const roots = types.map(type => `${lowerFirst(type)}: ${type}\n  all${type}: ${type}Connection`)
  const connections = types.map(type => `type ${type}Connection { nodes: [${type}!]! }`)
  return buildSchema(`
    directive @dontInfer on OBJECT
    directive @fileByRelativePath on FIELD_DEFINITION
    directive @dateformat on FIELD_DEFINITION
    directive @facts on FIELD_DEFINITION
    directive @turntableFrames on FIELD_DEFINITION
    interface Node { id: ID! }
    scalar Date
    type File { publicURL: String }
    ${contentTypeDefs().replace(/ implements Node @dontInfer \{/g, " implements Node @dontInfer {\n  id: ID!")}
    ${connections.join("\n")}
    ${guideFieldTypeDefs}
    type Query {
  ${roots.join("\n  ")}
    }
  `)
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })
}

/** Every query and fragment written in the site's code, wherever it is written. */
function queries(): DocumentNode[] {
  const files = [...sourceFiles(path.join(root, "src")), path.join(root, "gatsby-node.ts")]
  return files.flatMap(file =>
    [...fs.readFileSync(file, "utf8").matchAll(/`\s*((?:query|fragment)\s[^`]*)`/g)].map(([, text]) =>
      parse(text)
    )
  )
}

function fieldsRead(schema: GraphQLSchema, documents: DocumentNode[]): Set<string> {
  const read = new Set<string>()
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema)
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType()
          if (!parent) return
          // A field read through an interface (FeatureText) is read on every type that implements it.
          const owners = isInterfaceType(parent) ? schema.getPossibleTypes(parent) : [parent]
          for (const owner of owners) read.add(`${owner.name}.${node.name.value}`)
        },
      })
    )
  }
  return read
}

/** Fields the build reads from the YAML itself rather than through a query, and the file that reads each. */
const READ_BY_THE_BUILD: Record<string, string> = {
  // The picture behind each page's share card, drawn before queries run.
  "ShareImage.src": "src/node/share-images.ts",
  // Promises quoted in the copy as {policy.<id>}, filled in by the @facts extension.
  "SiteSettings.policies": "src/content/facts.ts",
  "Policy.text": "src/content/facts.ts",
  // A legal page's address: the collection route's file name, {LegalPage.slug}.tsx.
  "LegalPage.slug": "src/pages/{LegalPage.slug}.tsx",
  // The section about booking: kept and written, or left out, by the legal pages' sections resolver.
  "LegalSection.bookingDisclosure": "src/contact/booking-disclosure.ts",
}

describe("content fields", () => {
  const schema = contentSchema()
  const read = fieldsRead(schema, queries())
  const declared = Object.values(schema.getTypeMap())
    .filter(type => isObjectType(type) && contentTypeDefs().includes(`type ${type.name} `))
    .flatMap(type =>
      isObjectType(type) ? Object.keys(type.getFields()).map(field => `${type.name}.${field}`) : []
    )
    .filter(field => !field.endsWith(".id"))

  it("finds the queries (a sanity check on the walk itself)", () => {
    expect(read).toContain("HomePage.hero")
    expect(read).toContain("HeroSection.heading")
    expect(read).toContain("LegalPage.heading")
  })

  it("are each read by some query, or by the build: nothing an editor writes goes unseen", () => {
    expect(declared.filter(field => !read.has(field) && !(field in READ_BY_THE_BUILD))).toEqual([])
  })

  it("read by the build are read where it says", () => {
    for (const [field, file] of Object.entries(READ_BY_THE_BUILD)) {
      const [type, name] = field.split(".")
      expect(read.has(field)).toBe(false)
      expect(contentTypeDefs()).toContain(`type ${type} `)
      expect(fs.readFileSync(path.join(root, file), "utf8")).toContain(`.${name}`)
    }
  })
})
