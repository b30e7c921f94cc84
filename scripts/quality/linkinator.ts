/**
 * `npm run check:links`: linkinator over the production build in public/
 * (or PUBLIC_DIR), offline.
 *
 * Why a script rather than the linkinator CLI: the CLI cannot name the port
 * of its own server, and two checks need it.
 *   - The site's own absolute URLs (canonical links, og:image, JSON-LD) name
 *     the production origin; they are rewritten to the local server and
 *     checked like relative ones instead of being skipped as external.
 *   - Every built page is a starting point, 404.html and any page nothing
 *     links to included, not only what can be reached from the home page.
 * The rest is linkinator's: URLs in href, src, srcset, poster, <meta> and
 * JSON-LD; `#fragment` targets (id, or name on <a>); folder URLs served as
 * folder/index.html, a folder without its slash a redirect (a warning).
 * External URLs are skipped (the network is closed) and listed by count.
 * Not read: data-src/data-srcset; gatsby-plugin-image writes the same URLs
 * in its <noscript> fallback's src/srcset, which are checked.
 */
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { LinkChecker, LinkState, type LinkResult } from "linkinator"
import { assertBuildPresent, formatDuration, listBuiltPages, publicDir, rel } from "./pages"

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** linkinator names URLs on its own server relative to the folder checked. */
const shown = (url: string | undefined): string => (url ? `/${url.replace(/^\.\/?/, "")}` : "(a start page)")

function reason(result: LinkResult): string {
  const details = (result.failureDetails ?? []).map(d =>
    d instanceof Error ? d.message : `HTTP ${d.status}`
  )
  return [...new Set(details)].join("; ") || `status ${result.status ?? "none"}`
}

async function main(): Promise<void> {
  const started = performance.now()
  assertBuildPresent()
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
  const siteOrigin = /<link[^>]*rel="canonical"[^>]*href="(https?:\/\/[^/"]+)/.exec(home)?.[1]
  const port = await freePort()
  const local = `http://localhost:${port}/`
  // The CMS's page (public/admin/) is not the site's and links to nothing of it.
  const pages = listBuiltPages()
    .map(file => path.relative(publicDir, file).split(path.sep).join("/"))
    .filter(file => !file.startsWith("admin/"))

  const checker = new LinkChecker()
  const redirects = new Set<string>()
  checker.on("redirect", ({ url, targetUrl }) =>
    redirects.add(`${url.replace(local, "/")} -> ${targetUrl?.replace(local, "/") ?? "?"}`)
  )
  const result = await checker.check({
    path: pages,
    serverRoot: publicDir,
    port,
    recurse: true,
    checkFragments: true,
    redirects: "warn",
    urlRewriteExpressions: siteOrigin
      ? [{ pattern: new RegExp(`^${siteOrigin.replace(/[.]/g, "\\.")}/`), replacement: local }]
      : [],
    linksToSkip: link => Promise.resolve(!link.startsWith(local)),
  })

  const unique = (state: LinkState): Set<string> =>
    new Set(result.links.filter(l => l.state === state).map(l => l.url))
  const broken = result.links.filter(l => l.state === LinkState.BROKEN)
  for (const r of redirects) console.warn(`warning: redirect ${r}; link to the final URL`)
  // One line per broken URL. For a missing #fragment linkinator names the
  // page it first reached the target from, not necessarily the linking page.
  const byUrl = new Map<string, LinkResult[]>()
  for (const b of broken) byUrl.set(b.url, [...(byUrl.get(b.url) ?? []), b])
  for (const [url, results] of byUrl) {
    const parents = [...new Set(results.map(r => shown(r.parent)))].join(", ")
    console.error(`BROKEN: ${shown(url)} (${reason(results[0])}), found on ${parents}`)
  }
  console.log(
    `\nLinks: ${pages.length} page(s) in ${rel(publicDir)}/, ${result.links.length} link(s) checked ` +
      `(${unique(LinkState.OK).size} unique URLs resolve), ${unique(LinkState.SKIPPED).size} unique external skipped, ` +
      `${byUrl.size} broken, ${redirects.size} redirect warning(s)` +
      `${siteOrigin ? `; ${siteOrigin} checked locally` : ""} (${formatDuration(performance.now() - started)})`
  )
  if (!result.passed) process.exitCode = 1
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err))
  process.exit(2)
})
