import fs from "node:fs/promises"
import path from "node:path"

/** Every built page under publicDir, for the steps that rewrite HTML after the build. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(entry => {
      const full = path.join(dir, entry.name)
      // Gatsby's own slice fragments (public/_gatsby/) are stitched into pages already.
      if (entry.isDirectory()) return entry.name === "_gatsby" ? Promise.resolve([]) : htmlFiles(full)
      return Promise.resolve(entry.name.endsWith(".html") ? [full] : [])
    })
  )
  return nested.flat().sort()
}

/** URL path a built HTML file is served at: public/services/index.html → /services/. */
export const servedAt = (publicDir: string, file: string) =>
  `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/index\.html$/, "")
