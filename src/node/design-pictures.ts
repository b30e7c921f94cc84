import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import type { SourceNodesArgs } from "gatsby"
import { DESIGN_PICTURES_DIR, DESIGN_WIDTHS, awaitingPictures } from "../content/design-pictures"
import { readContent } from "../content/read-content"

/*
 * The builder's pictures, already encoded by the render command (src/content/design-pictures.ts), are
 * copied as they are into public/static/design/<hash>/, the hash of every file's name and bytes: the
 * host caches /static/ for a year (static/_headers), and a picture rendered anew gets a new address.
 * The page reads the folder from the DesignPictureSet node. Copied while sourcing, so `gatsby develop`
 * serves them too; a folder already there (a warm build) is left as it is.
 */

/** The rings content/pages/design.yaml offers whose picture is not in `files` (the folder's names). */
export function awaitingOf(files: readonly string[], contentDir = path.resolve("content")): string[] {
  const page = readContent("pages/design.yaml", contentDir)
  const values = (group: { options: readonly { value: string }[] }) => group.options.map(({ value }) => value)
  const offered = {
    shape: values(page.shape),
    setting: values(page.setting),
    metal: values(page.metal),
    band: values(page.band),
    stone: values(page.stone),
  }
  return awaitingPictures(offered, new Set(files))
}

export const designPictureSetTypeDefs = `
type DesignPictureSet implements Node @dontInfer {
  "Where the builder's pictures are served, such as /static/design/3f9a2c1d0e/."
  folder: String!
  "The widths each picture is encoded at."
  widths: [Int!]!
  "The offered rings whose picture awaits its render (each shown on its nearest picture); empty once all are in."
  awaiting: [String!]!
}
`

/** The pictures, and the folder they are served from: named by the hash of every file's name and bytes. */
export async function designPicturesFolder(
  contentDir = path.resolve("content")
): Promise<{ source: string; files: string[]; folder: string }> {
  const source = path.join(contentDir, DESIGN_PICTURES_DIR)
  const files = (await fs.readdir(source).catch(() => [])).filter(name => name.endsWith(".webp")).sort()
  const digest = crypto.createHash("sha256")
  for (const name of files) digest.update(name).update(await fs.readFile(path.join(source, name)))
  return { source, files, folder: `/static/design/${digest.digest("hex").slice(0, 10)}/` }
}

export async function sourceDesignPictures(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">,
  { contentDir = path.resolve("content"), publicDir = path.resolve("public") } = {}
): Promise<void> {
  const { source, files, folder } = await designPicturesFolder(contentDir)
  const target = path.join(publicDir, folder)
  const copied = await fs.access(path.join(target, files.at(-1) ?? "")).then(
    () => true,
    () => false
  )
  if (!copied) {
    await fs.mkdir(target, { recursive: true })
    await Promise.all(files.map(name => fs.copyFile(path.join(source, name), path.join(target, name))))
  }
  const node = { folder, widths: [...DESIGN_WIDTHS], awaiting: awaitingOf(files, contentDir) }
  await actions.createNode({
    id: createNodeId("DesignPictureSet"),
    ...node,
    internal: { type: "DesignPictureSet", contentDigest: createContentDigest(node) },
  })
}
