import path from "node:path"
import { frameNames } from "../content/turntable-frames"

interface FileNode {
  id: string
  dir: string
  base: string
  absolutePath: string
  internal: { type: string }
}
interface Context {
  nodeModel: {
    findRootNodeAncestor(object: unknown, predicate?: (node: FileNode) => boolean): FileNode | null
    findAll(args: { type: string; query: object }): Promise<{ entries: Iterable<FileNode> }>
  }
}

/**
 * `@turntableFrames` on a folder path: the folder's frames as File nodes in
 * turning order, so each goes through gatsby-plugin-image like any picture.
 * The path is relative to the YAML file, as picture paths are; the validator
 * has already refused a folder with a frame missing. `limit` takes the first
 * frames only, so a query can ask for the still in more formats than the rest.
 */
export const turntableFramesExtension = {
  name: "turntableFrames",
  extend() {
    return {
      args: { limit: "Int" },
      async resolve(
        source: Record<string, unknown>,
        { limit }: { limit?: number | null },
        context: Context,
        info: { fieldName: string }
      ) {
        const folder = source[info.fieldName]
        if (typeof folder !== "string") return null
        const yamlFile = context.nodeModel.findRootNodeAncestor(source, node => node.internal.type === "File")
        if (!yamlFile) return null
        const dir = path.resolve(yamlFile.dir, folder)
        const { entries } = await context.nodeModel.findAll({
          type: "File",
          query: { filter: { dir: { eq: dir } } },
        })
        const byName = new Map([...entries].map(file => [file.base, file]))
        return frameNames([...byName.keys()])
          .slice(0, limit ?? undefined)
          .map(name => byName.get(name))
      },
    }
  },
}
