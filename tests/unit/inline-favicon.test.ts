import { inlineFavicon } from "../../src/node/inline-favicon"

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const read = (file: string) =>
  file === "/favicon-32x32.png" ? Promise.resolve(PNG) : Promise.reject(new Error(`read ${file}`))

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

  test("leaves a page without one, or already inlined, as it is", async () => {
    const page = "<head><title>No icon</title></head>"
    expect(await inlineFavicon(page, read)).toBe(page)
    const inlined = await inlineFavicon('<link rel="icon" href="/favicon-32x32.png" type="image/png"/>', read)
    expect(await inlineFavicon(inlined, read)).toBe(inlined)
  })
})
