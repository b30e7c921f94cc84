/*
 * The addresses the site or its host already own: pages the build makes without a content file,
 * folders it writes (the printable sizer, share images, Gatsby's data), the CMS, the host's own
 * files. A page made from a content file (a legal page, a guide, any folder of pages added later)
 * may not take one as its slug, and static/ may not put a file where one is written, or the later
 * writer wins without a word.
 */

export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  // Pages and folders the build writes.
  "404",
  "404.html",
  "500",
  "index",
  "admin",
  "static",
  "page-data",
  "downloads",
  "guides",
  "commissions",
  "og",
  "icons",
  "_gatsby",
  "~partytown",
  "dev-404-page",
  "___graphql",
  // Files the build or the host read at the root.
  "sitemap",
  "sitemap.xml",
  "sitemap-index.xml",
  "sitemap-0.xml",
  "robots.txt",
  "manifest.webmanifest",
  "favicon.ico",
  "favicon-32x32.png",
  "app-data.json",
  "chunk-map.json",
  "webpack.stats.json",
  "headers",
  "redirects",
  "_headers",
  "_redirects",
  "netlify.toml",
  ".well-known",
])

/** The host's own files static/ is meant to hold, copied to public/ as they are. */
export const STATIC_HOST_FILES: ReadonlySet<string> = new Set(["_headers"])

/** Why a page may not take `slug`, at `route`, or undefined. */
export function reservedSlugProblem(slug: string, route: string): string | undefined {
  if (!RESERVED_NAMES.has(slug)) return undefined
  return `"${slug}" (${route}) is an address the site or its host already uses (its own pages, the CMS, the printable sizer, the sitemap and the like): choose another`
}
