import fs from "node:fs/promises"
import path from "node:path"

/** Every file (not folder) under dir, at any depth, whose path relative to dir passes keep; sorted. */
export async function filesUnder(dir: string, keep: (relativePath: string) => boolean): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return (
    entries
      .filter(entry => entry.isFile())
      // parentPath from Node 20.12; `path` is the same value on 20.9-20.11 (package.json engines).
      .map(entry => path.join(entry.parentPath ?? entry.path, entry.name))
      .filter(file => keep(path.relative(dir, file)))
      .sort()
  )
}
