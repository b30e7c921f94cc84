import { inlineFavicon } from "../../../src/node/inline-favicon"

// A PNG's signature and the start of its header: 32 by 32 pixels.
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 32, 0, 0, 0,
  32,
])
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><defs><linearGradient id="g"><stop stop-color="#abcdef"/></linearGradient></defs><rect width="32" height="32" fill="url(#g)"/></svg>'
)
const files: Record<string, Buffer> = { "/favicon-32x32.png": PNG, "/favicon.svg": SVG }
const read = (file: string) =>
  files[file] ? Promise.resolve(files[file]) : Promise.reject(new Error(`read ${file}`))
const PNG_LINK = '<link rel="icon" href="/favicon-32x32.png" type="image/png"/>'
const SVG_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>'

describe("the tab icon", () => {
  test("is written into the page, so the browser asks for nothing while the page loads", async () => {
    const html = `<head><link rel="icon" href="/favicon-32x32.png" type="image/png"/><link rel="apple-touch-icon" sizes="48x48" href="/icons/icon-48x48.png"/></head>`
    const inlined = await inlineFavicon(html, read)
    expect(inlined).toContain(
      `<link rel="icon" href="data:image/png;base64,${PNG.toString("base64")}" type="image/png"/>`
    )
    expect(inlined).not.toContain('href="/favicon-32x32.png"')
    // The icons iOS and Google Search read stay links to files.
    expect(inlined).toContain('href="/icons/icon-48x48.png"')
  })

  test("is the SVG drawn from an SVG logo, written in; the PNG stays a file for browsers without SVG icons", async () => {
    const inlined = await inlineFavicon(`<head>${PNG_LINK}${SVG_LINK}</head>`, read)
    const href = /<link rel="icon" href="(data:image\/svg\+xml,[^"]+)" type="image\/svg\+xml"\/>/.exec(
      inlined
    )?.[1]
    expect(href).toBeDefined()
    // A fragment sign would end the URL: colours and references are escaped. And a URL holds no tag,
    // double quote, space or line break as written (the W3C's checker refuses them).
    expect(href).not.toMatch(/[#<>"\s]/)
    const drawing = decodeURIComponent(href!.slice("data:image/svg+xml,".length))
    expect(drawing).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(drawing).toContain("#abcdef")
    const reference = /fill="url\(#([^)]+)\)"/.exec(drawing)?.[1]
    expect(drawing).toContain(`id="${reference}"`)
    expect(inlined).not.toContain('href="/favicon.svg"')
    // After the SVG, with its size: else Chromium fetches it anyway.
    const sized = '<link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32"/>'
    expect(inlined.indexOf(sized)).toBeGreaterThan(inlined.indexOf("data:image/svg+xml"))
  })

  test("leaves a page without one, or already inlined, as it is", async () => {
    const page = "<head><title>No icon</title></head>"
    expect(await inlineFavicon(page, read)).toBe(page)
    const inlined = await inlineFavicon('<link rel="icon" href="/favicon-32x32.png" type="image/png"/>', read)
    expect(await inlineFavicon(inlined, read)).toBe(inlined)
    // A page the next build does not render again: its SVG icon is in, and the PNG stays a file.
    const withSvg = await inlineFavicon(`<head>${PNG_LINK}${SVG_LINK}</head>`, read)
    expect(await inlineFavicon(withSvg, read)).toBe(withSvg)
  })
})
