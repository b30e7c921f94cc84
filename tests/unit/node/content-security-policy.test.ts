import { policyFor } from "../../../src/node/content-security-policy"

const html = `<html><head><script>window.x=1</script><script type="application/ld+json">{}</script></head></html>`
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find(part => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? []
const hosts = (policy: string) => policy.match(/https:\/\/[^\s;]+/g) ?? []

describe("the Content-Security-Policy", () => {
  it("names no pixel host when no pixel is configured", () => {
    const policy = policyFor(html, { metaPixelId: null, tiktokPixelId: null })
    expect(hosts(policy).filter(host => /facebook|tiktok/.test(host))).toEqual([])
    expect(directive(policy, "connect-src")).toEqual(["'self'"])
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:"])
  })

  it("names only Meta's hosts when only the Meta pixel is configured", () => {
    const policy = policyFor(html, { metaPixelId: "1234567890123456" })
    expect(directive(policy, "script-src")).toContain("https://connect.facebook.net")
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://www.facebook.com",
      "https://connect.facebook.net",
    ])
    expect(hosts(policy).filter(host => host.includes("tiktok"))).toEqual([])
  })

  it("names only TikTok's hosts when only the TikTok pixel is configured", () => {
    const policy = policyFor(html, { tiktokPixelId: "C0TESTPIXEL01" })
    expect(directive(policy, "script-src")).toContain("https://analytics.tiktok.com")
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "https://*.tiktok.com"])
    expect(hosts(policy).filter(host => host.includes("facebook"))).toEqual([])
  })

  it("names both when both are configured, each host once", () => {
    const policy = policyFor(html, { metaPixelId: "1234567890123456", tiktokPixelId: "C0TESTPIXEL01" })
    const connect = directive(policy, "connect-src")
    expect(connect).toEqual([...new Set(connect)])
    expect(connect).toEqual(expect.arrayContaining(["https://www.facebook.com", "https://*.tiktok.com"]))
  })

  it("always allows the form, hashes inline scripts but not JSON data, and never allows inline script", () => {
    const policy = policyFor(html, {})
    expect(directive(policy, "frame-src")).toEqual(["https://tally.so"])
    expect(directive(policy, "script-src").filter(source => source.startsWith("'sha256-"))).toHaveLength(1)
    expect(policy).not.toContain("'unsafe-inline' https://tally.so")
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'")
  })

  it("carries frame-ancestors only in the header, where browsers honour it", () => {
    expect(policyFor(html, {})).not.toContain("frame-ancestors")
    expect(directive(policyFor(html, {}, { forHeader: true }), "frame-ancestors")).toEqual(["'none'"])
  })
})
