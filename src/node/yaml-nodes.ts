import fs from "node:fs"
import type { GatsbyNode, Node } from "gatsby"
import { collectionFor } from "../content/collections"
import { loadContentYaml } from "../content/content-yaml"

/*
 * Each content YAML file becomes one GraphQL node of its collection's type (HomePage, LegalPage,
 * ...), a child of its File node, so that pictures resolve relative to the file. In place of
 * gatsby-transformer-yaml, whose parser (js-yaml) read some YAML differently from the content
 * check (merge keys, tags, a %YAML 1.1 directive, dates): the build now parses every file with
 * the check's own function, src/content/content-yaml.ts, so the two cannot disagree.
 */

type FileNode = Node & { absolutePath: string; relativePath: string; sourceInstanceName?: string }

const isContentYaml = (node: Node): node is FileNode =>
  node.internal.type === "File" && node.internal.mediaType === "text/yaml"

export const shouldCreateYamlNode = ({ node }: { node: Node }): boolean => isContentYaml(node)

export const createYamlNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (!isContentYaml(node)) return
  let data: unknown
  try {
    data = loadContentYaml(await fs.promises.readFile(node.absolutePath), `content/${node.relativePath}`)
  } catch (error) {
    // The content check has already refused it before a build; `gatsby develop` sees edits later.
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
    return
  }
  if (data === null || typeof data !== "object") return
  const fields = data as Record<string, unknown>
  const child = {
    ...fields,
    // As gatsby-transformer-yaml named them, so Gatsby's cache and any query by id keep working.
    id: createNodeId(`${node.id} >>> YAML`),
    ...(fields.id === undefined ? {} : { yamlId: fields.id }),
    children: [],
    parent: node.id,
    internal: {
      contentDigest: createContentDigest(fields),
      type: collectionFor(node.relativePath)?.type ?? "UnknownContentYaml",
    },
  }
  await actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}

/**
 * Gatsby's cache remembers which plugin owns each node type, and keeps that when it deletes the
 * rest of the cache for a changed plugin list (gatsby 5.16: the typeOwners reducer ignores
 * DELETE_CACHE). A cache from before this file, when gatsby-transformer-yaml made these nodes,
 * would refuse ours ("created a node of a type owned by another plugin"), in CI's restored cache
 * and on every developer's machine. Called before sourcing: forgets the old owner, and nothing
 * else. Remove it once no cache from before the change is left (spring 2027, say).
 */
export async function forgetRemovedYamlTransformer(): Promise<void> {
  const PREVIOUS = "gatsby-transformer-yaml"
  // Loaded here, not at the top: Gatsby's store reads the cache when it loads.
  const { store } = await import("gatsby/dist/redux")
  const { typesToPlugins, pluginsToTypes } = store.getState().typeOwners
  for (const [type, owner] of typesToPlugins) if (owner === PREVIOUS) typesToPlugins.delete(type)
  pluginsToTypes.delete(PREVIOUS)
}
