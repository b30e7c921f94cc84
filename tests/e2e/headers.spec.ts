import { arrived } from "./support/settled"
import { expect, test } from "@playwright/test"
import { MISSING_PATH } from "../../src/content/routes"
import { ROUTES, ROUTE_PATHS } from "./support/routes"

/*
 * The response headers as a visitor receives them from the CDN: the browser
 * tests are served by scripts/quality/static-server.ts, which applies
 * public/_headers exactly as Netlify parses it.
 */

const YEAR = 31536000

test("every page is sent with HSTS, nosniff, a referrer policy, a permissions policy and no framing", async ({
  request,
}) => {
  for (const route of [...ROUTE_PATHS, MISSING_PATH]) {
    const headers = (await request.get(route)).headers()
    expect(headers["strict-transport-security"], route).toMatch(/max-age=(\d{8,}).*includeSubDomains/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["x-frame-options"]).toBe("DENY")
  }
})

test("no other site can frame a page", async ({ page, baseURL }) => {
  // Another origin (127.0.0.1 is not localhost) whose page frames the home page.
  const framer = baseURL!.replace("localhost", "127.0.0.1") + "/framer/"
  await page.route(framer, route =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><iframe src="${baseURL}/"></iframe>` })
  )
  await page.goto(framer)
  await arrived(page)
  const child = page.frames().find(frame => frame !== page.mainFrame())
  expect(child).toBeDefined()
  // Refused, the frame holds the browser's error page instead of the site.
  expect(child?.url()).not.toBe(`${baseURL}/`)
  const home = ROUTES.find(route => route.path === "/")
  expect(await child?.evaluate(() => document.body?.innerText ?? "")).not.toContain(home?.h1)
})

test("hashed files are cached for a year; pages and page data are revalidated on every visit", async ({
  page,
  request,
}) => {
  const hashed: string[] = []
  page.on("response", response => {
    if (/\/[^/]*-[0-9a-f]{16,}\.(js|css)$|\/static\/[0-9a-f]{32}\//.test(new URL(response.url()).pathname))
      hashed.push(response.url())
  })
  await page.goto("/")
  await arrived(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await arrived(page)
  expect(hashed.some(url => url.endsWith(".js"))).toBe(true)
  expect(hashed.some(url => url.includes("/static/"))).toBe(true)
  for (const url of hashed) {
    const cacheControl = (await request.get(url)).headers()["cache-control"]
    expect(cacheControl, url).toBe(`public, max-age=${YEAR}, immutable`)
  }

  for (const path of ["/", "/services/", "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    const cacheControl = (await request.get(path)).headers()["cache-control"]
    expect(cacheControl, path).toBe("public, max-age=0, must-revalidate")
  }
})

test("a path without its trailing slash answers 301 to the one with it", async ({ request }) => {
  for (const route of ROUTE_PATHS.filter(path => path !== "/")) {
    const response = await request.get(route.slice(0, -1) + "?ref=x", { maxRedirects: 0 })
    expect(response.status(), route).toBe(301)
    expect(response.headers()["location"]).toBe(`${route}?ref=x`)
  }
})

test("pages are isolated from the windows that open them; the editor keeps its login pop-up", async ({
  request,
}) => {
  for (const route of ROUTE_PATHS)
    expect((await request.get(route)).headers()["cross-origin-opener-policy"], route).toBe("same-origin")
  expect((await request.get("/admin/")).headers()["cross-origin-opener-policy"]).toBe(
    "same-origin-allow-popups"
  )
})
