import { expect, test } from "@playwright/test"
import { TEST_TRACKING, configureTracking, stubPixels, stubTally } from "./support/third-parties"
import { ROUTE_PATHS, ROUTE_PATHS_AND_MISSING, TEMPLATE_PATHS_AND_MISSING } from "./support/routes"
import { arrived, settled } from "./support/settled"
import { builtTracking } from "./support/tracking"
import { thirdParties } from "../../src/node/content-security-policy"

test("every page carries a strict Content-Security-Policy in its HTML, and the same in its header", async ({
  request,
}) => {
  for (const route of ROUTE_PATHS_AND_MISSING) {
    const response = await request.get(route)
    const html = await response.text()
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
    expect(policy, route).toBeDefined()
    const scriptSrc = policy?.split("; ").find(directive => directive.startsWith("script-src")) ?? ""
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    // The policy comes before any script, so it governs them all.
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"))
    // A page's own answer also has it as a header, plus frame-ancestors, which browsers honour only
    // there. (A miss is served 404.html's body without that file's headers, as Netlify does.)
    if (!ROUTE_PATHS.includes(route)) continue
    const header = response.headers()["content-security-policy"]
    expect(header, route).toContain("frame-ancestors 'none'")
    expect(header.replace("; frame-ancestors 'none'", ""), route).toBe(policy)
  }
})

// Also on the owner's build (tests/e2e/owner.spec.ts), where both pixels run.
test(
  "every page's policy allows the hosts of exactly the pixels this build runs",
  { tag: "@owner" },
  async ({ request }) => {
    const tracking = builtTracking()
    const pixels = { meta: !!tracking.metaPixelId, tiktok: !!tracking.tiktokPixelId }
    for (const route of ROUTE_PATHS) {
      const header = (await request.get(route)).headers()["content-security-policy"] ?? ""
      const scriptSrc = header.split("; ").find(directive => directive.startsWith("script-src ")) ?? ""
      for (const [pixel, runs] of Object.entries(pixels))
        for (const host of thirdParties[pixel as keyof typeof pixels].script)
          expect(scriptSrc.split(" ").includes(host), `${route} allows ${host}`).toBe(runs)
    }
  }
)

// One test a template: what a page loads, and so what its policy must allow, is its template's.
for (const route of TEMPLATE_PATHS_AND_MISSING) {
  test(`no CSP violation on ${route} with the pixels and the form running`, async ({ page }) => {
    await stubPixels(page)
    await stubTally(page)
    await configureTracking(page, TEST_TRACKING)
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { __violations: string[] }).__violations = violations
      document.addEventListener("securitypolicyviolation", event => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await page.goto(route)
    await arrived(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // The pictures the scroll brought near have loaded (or been refused), and the idle work has run.
    await page.waitForFunction(() =>
      [...document.images]
        .filter(
          img => img.getBoundingClientRect().bottom > 0 && img.getBoundingClientRect().top < innerHeight
        )
        .every(img => img.complete)
    )
    await settled(page)
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations
    )
    expect(violations).toEqual([])
  })
}
