/*
 * The one place absolute URLs are made: canonical links, og:url, og:image,
 * JSON-LD and the sitemap all agree on the site's trailing-slash form.
 */

/** `/engagement-rings` or `/engagement-rings/?ref=x` → `/engagement-rings/`. */
export function canonicalPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/"
  if (/\.[a-z0-9]+$/i.test(path)) return path
  return path.endsWith("/") ? path : `${path}/`
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  const base = siteUrl.replace(/\/+$/, "")
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`
}

export const canonicalUrl = (siteUrl: string, pathname: string) =>
  absoluteUrl(siteUrl, canonicalPath(pathname))
