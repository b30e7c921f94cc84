/**
 * `npm run check:links`: offline link check of the production build.
 *
 * For every built page (public/**\/index.html, public/404.html) it collects the
 * URLs in `href`, `src`, `srcset`, `data-src`, `data-srcset` and `poster`
 * attributes (outside <script>/<style> bodies and comments) and:
 *   - internal URLs (`/path`, relative paths, and absolute URLs on the site's
 *     own origin, taken from the home page's <link rel="canonical">) must
 *     resolve to a file in public/: `path/` -> `path/index.html`, otherwise
 *     the file itself. `/__*` dev-server paths are skipped. A `#fragment`
 *     must match an id on the target page (`#` and `#top` always work).
 *     `/path` without a trailing slash that only exists as `path/index.html`
 *     is a warning (it works through a redirect);
 *   - external URLs (http:, https:, //) are listed, not fetched (offline);
 *   - mailto:, tel:, data: and similar are counted only.
 * Exit 1 if any internal link is broken. Run after `npm run build`.
 */
import fs from "node:fs"
import path from "node:path"
import { assertBuildPresent, formatDuration, listBuiltPages, publicDir, rel, routeOf } from "./pages"

const URL_ATTRIBUTES = new Set(["href", "src", "srcset", "data-src", "data-srcset", "poster"])
const SRCSET_ATTRIBUTES = new Set(["srcset", "data-srcset"])
/** Placeholder origin used to resolve relative URLs against a page's route. */
const LOCAL_ORIGIN = "http://public.invalid"

interface FoundUrl {
  tag: string
  attribute: string
  value: string
}

interface Problem {
  page: string
  tag: string
  attribute: string
  href: string
  reason: string
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** Remove comments and the bodies of <script>/<style>, which are not markup. */
function stripNonMarkup(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2")
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2")
}

const TAG_RE = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*?)?\/?>/g
const ATTR_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function* tags(html: string): Generator<{ tag: string; attributes: Map<string, string> }> {
  for (const match of html.matchAll(TAG_RE)) {
    const attributes = new Map<string, string>()
    for (const attr of (match[2] ?? "").matchAll(ATTR_RE)) {
      attributes.set(attr[1].toLowerCase(), decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? ""))
    }
    yield { tag: match[1].toLowerCase(), attributes }
  }
}

function extractUrls(html: string): FoundUrl[] {
  const found: FoundUrl[] = []
  for (const { tag, attributes } of tags(stripNonMarkup(html))) {
    for (const [attribute, raw] of attributes) {
      if (!URL_ATTRIBUTES.has(attribute)) continue
      const value = raw.trim()
      if (value === "") continue
      if (SRCSET_ATTRIBUTES.has(attribute) && !value.startsWith("data:")) {
        for (const candidate of value.split(",")) {
          const url = candidate.trim().split(/\s+/)[0]
          if (url) found.push({ tag, attribute, value: url })
        }
      } else {
        found.push({ tag, attribute, value })
      }
    }
  }
  return found
}

function extractIds(html: string): Set<string> {
  const ids = new Set<string>()
  for (const { attributes } of tags(stripNonMarkup(html))) {
    const id = attributes.get("id")
    if (id) ids.add(id)
    // <a name="..."> is also a valid fragment target.
    const name = attributes.get("name")
    if (name) ids.add(name)
  }
  return ids
}

function siteOrigin(homePage: string): string | null {
  for (const { tag, attributes } of tags(fs.readFileSync(homePage, "utf8"))) {
    if (tag === "link" && attributes.get("rel") === "canonical") {
      const href = attributes.get("href")
      if (href && /^https?:\/\//.test(href)) return new URL(href).origin
    }
  }
  return null
}

type Resolution = { kind: "file"; file: string } | { kind: "redirect"; file: string } | { kind: "missing" }

function resolveInPublic(pathname: string): Resolution {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = pathname
  }
  const target = path.join(publicDir, ...decoded.split("/").filter(Boolean))
  if (!target.startsWith(publicDir)) return { kind: "missing" }
  if (decoded.endsWith("/")) {
    const index = path.join(target, "index.html")
    return fs.existsSync(index) ? { kind: "file", file: index } : { kind: "missing" }
  }
  if (fs.existsSync(target) && fs.statSync(target).isFile()) return { kind: "file", file: target }
  const index = path.join(target, "index.html")
  if (fs.existsSync(index)) return { kind: "redirect", file: index }
  return { kind: "missing" }
}

function main(): void {
  const started = performance.now()
  assertBuildPresent()
  const pages = listBuiltPages()
  const origin = siteOrigin(path.join(publicDir, "index.html"))

  const idCache = new Map<string, Set<string>>()
  const idsOf = (file: string): Set<string> => {
    let ids = idCache.get(file)
    if (!ids) {
      ids = extractIds(fs.readFileSync(file, "utf8"))
      idCache.set(file, ids)
    }
    return ids
  }

  const broken: Problem[] = []
  const warnings: Problem[] = []
  const external = new Map<string, Set<string>>()
  const otherSchemes = new Map<string, number>()
  const checkedInternal = new Set<string>()
  let internalCount = 0

  for (const file of pages) {
    const page = routeOf(file)
    const base = new URL(page, LOCAL_ORIGIN)
    for (const found of extractUrls(fs.readFileSync(file, "utf8"))) {
      const { value } = found
      const problem = (reason: string): Problem => ({
        page,
        tag: found.tag,
        attribute: found.attribute,
        href: value,
        reason,
      })

      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
      let url: URL
      try {
        url = new URL(value, base)
      } catch {
        broken.push(problem("unparseable URL"))
        continue
      }
      const sameSite =
        origin !== null &&
        (scheme === "http" || scheme === "https" || value.startsWith("//")) &&
        url.origin === origin
      if ((scheme === "http" || scheme === "https" || value.startsWith("//")) && !sameSite) {
        const key = url.href
        if (!external.has(key)) external.set(key, new Set())
        external.get(key)?.add(page)
        continue
      }
      if (scheme && !sameSite) {
        otherSchemes.set(scheme, (otherSchemes.get(scheme) ?? 0) + 1)
        continue
      }
      if (url.pathname.startsWith("/__")) continue

      internalCount += 1
      checkedInternal.add(url.pathname + url.hash)
      const resolution = resolveInPublic(url.pathname)
      if (resolution.kind === "missing") {
        broken.push(problem(`no file in public/ for ${url.pathname}`))
        continue
      }
      if (resolution.kind === "redirect") {
        warnings.push(problem(`only ${url.pathname}/ exists (served via redirect); link to ${url.pathname}/`))
      }
      const fragment = decodeURIComponent(url.hash.slice(1))
      if (fragment !== "" && fragment.toLowerCase() !== "top" && resolution.file.endsWith(".html")) {
        if (!idsOf(resolution.file).has(fragment)) {
          broken.push(problem(`no element with id="${fragment}" on ${routeOf(resolution.file)}`))
        }
      }
    }
  }

  if (external.size > 0) {
    console.log(`External URLs (not fetched, offline): ${external.size}`)
    for (const [url, onPages] of [...external].sort((a, b) => a[0].localeCompare(b[0]))) {
      console.log(`  ${url}  (${onPages.size} page${onPages.size === 1 ? "" : "s"})`)
    }
  }
  if (otherSchemes.size > 0) {
    const parts = [...otherSchemes].map(([scheme, n]) => `${scheme}: x${n}`).join(", ")
    console.log(`Other schemes (not checked): ${parts}`)
  }
  for (const w of warnings) {
    console.warn(`warning: ${w.page} <${w.tag} ${w.attribute}="${w.href}"> ${w.reason}`)
  }
  for (const b of broken) {
    console.error(`BROKEN: ${b.page} <${b.tag} ${b.attribute}="${b.href}"> ${b.reason}`)
  }

  const took = formatDuration(performance.now() - started)
  console.log(
    `\nLinks: ${pages.length} page(s) in ${rel(publicDir)}/, ${internalCount} internal URL(s) ` +
      `(${checkedInternal.size} unique) checked, ${external.size} unique external listed, ` +
      `${broken.length} broken, ${warnings.length} warning(s)${origin ? `; site origin ${origin}` : ""} (${took})`
  )
  if (broken.length > 0) process.exitCode = 1
}

main()
