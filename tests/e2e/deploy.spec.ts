import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { pageRoutes } from "../../src/content/routes"
import { parseNetlifyHeaders } from "../../scripts/quality/netlify-headers"

/*
 * What Netlify will do with this build, read with Netlify's own parser: the
 * final public/_headers (static/_headers plus the per-page policies the build
 * appends) and netlify.toml together. No browser needed.
 */

const root = path.resolve(__dirname, "../..")

test("Netlify accepts netlify.toml and the final public/_headers, and they say what we intend", async () => {
  const { rules, errors } = await parseNetlifyHeaders({
    headersFile: path.join(root, "public/_headers"),
    netlifyConfigPath: path.join(root, "netlify.toml"),
  })
  expect(errors).toEqual([])

  // Only our own rules: the site-wide security headers, the cache rules, one policy per page.
  const pages = [...pageRoutes().map(route => route.path), "/404/", "/404.html"]
  expect(rules.map(rule => rule.for).sort()).toEqual(
    ["/*", "/*.js", "/*.css", "/static/*", "/og/*", "/page-data/*", "/sw.js", "/admin/*", ...pages].sort()
  )
  const headersFor = (url: string) =>
    Object.assign({}, ...rules.filter(rule => rule.forRegExp.test(url)).map(rule => rule.values)) as Record<
      string,
      string
    >
  for (const page of pageRoutes()) {
    const headers = headersFor(page.path)
    expect(headers["Content-Security-Policy"], page.path).toContain("frame-ancestors 'none'")
    expect(headers["Strict-Transport-Security"]).toContain("includeSubDomains")
    expect(headers["Cache-Control"], page.path).toBeUndefined()
  }
  expect(headersFor("/app-3f2c1d.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  expect(headersFor("/page-data/index/page-data.json")["Cache-Control"]).toBe(
    "public, max-age=0, must-revalidate"
  )
})

test("netlify.toml publishes the build and leaves building to CI", () => {
  const toml = fs.readFileSync(path.join(root, "netlify.toml"), "utf8")
  expect(toml).toMatch(/^\s*publish = "public"$/m)
  expect(toml).toMatch(/^\s*ignore = "exit 0"$/m)
})
