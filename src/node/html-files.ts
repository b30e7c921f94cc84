import path from "node:path"
import { filesUnder } from "./files"

/**
 * Every built page under publicDir, for the steps that rewrite HTML after the
 * build. Gatsby's own slice fragments (public/_gatsby/) are stitched into
 * pages already. The CMS's page (public/admin/, written after the build) is
 * not the site's: it has its own headers in static/_headers.
 */
export const htmlFiles = (publicDir: string) =>
  filesUnder(
    publicDir,
    file =>
      file.endsWith(".html") &&
      !file.split(path.sep).includes("_gatsby") &&
      !file.startsWith(`admin${path.sep}`)
  )

/** URL path a built HTML file is served at: public/services/index.html → /services/. */
export const servedAt = (publicDir: string, file: string) =>
  `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/index\.html$/, "")
