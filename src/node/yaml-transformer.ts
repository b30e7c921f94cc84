import { collectionFor } from "../content/schema/collections"

/*
 * gatsby-transformer-yaml makes each content YAML file one GraphQL node, a child of its File node (so
 * pictures resolve relative to the file), of the type the collection registry names (HomePage,
 * LegalPage, ...). The content check (onPreBootstrap) has already refused any file its js-yaml reads
 * otherwise than the check does (src/content/build-reading.ts).
 */

/** The file a node is made from, as the transformer hands it to typeName. */
interface YamlFile {
  relativePath: string
}

/** The type a content file's node gets; a file no collection claims is refused by the check first. */
export const yamlTypeName = ({ node }: { node: YamlFile }): string =>
  collectionFor(node.relativePath)?.type ?? "UnknownContentYaml"

export const yamlTransformer = {
  resolve: "gatsby-transformer-yaml",
  options: { typeName: yamlTypeName },
}
