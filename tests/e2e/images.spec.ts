import fs from "node:fs"
import path from "node:path"
import { arrived } from "./support/settled"
import { expect, test } from "@playwright/test"
import { scriptsOf } from "./support/script-bytes"
import { waitForHydration } from "./support/hydration"
import { PICTURES } from "./support/pictures"
import { TEMPLATE_ROUTES } from "./support/routes"
import { pageRoutes } from "../../src/content/routes"
import { readContent } from "../../src/content/read-content"

/*
 * Every route's pictures (they load, with alt text, in AVIF and WebP, shifting nothing) are checked in
 * axe.spec.ts, in the same page load as axe: tests/e2e/support/pictures.ts. Here, how pictures load.
 */

/* A commission's page too: its gallery's first picture is the largest paint, and the pairs under it
 * wait for the first paint rather than share its bandwidth. */
const PIECE = TEMPLATE_ROUTES.find(route => route.file.startsWith("commissions/") && !route.facet)?.path

for (const route of ["/", PIECE ?? "(no commission)"])
  test(`${route}: the first picture is fetched first; the others wait until they are near`, async ({
    page,
  }) => {
    await page.goto(route)
    const pictures = page.locator("main img[data-main-image]")
    await expect(pictures.first()).toHaveAttribute("loading", "eager")
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high")
    const rest = await pictures.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.slice(1).map(img => img.getAttribute("loading"))
    )
    expect(rest.length).toBeGreaterThan(0)
    expect(new Set(rest)).toEqual(new Set(["lazy"]))
  })

/*
 * gatsby-plugin-image draws a picture that the server did not (one on a page
 * reached by a client-side link) with react-dom/server, from a 72 KB chunk of
 * its own. patches/gatsby-plugin-image asks for that chunk only then: pictures
 * in the built HTML need no script.
 */
const drawsPictures = (body: string) => body.includes("renderToStaticMarkup")

test("pictures in the HTML need no script of their own; a page reached by a link draws its pictures with one", async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on("response", response => {
    if (response.request().resourceType() === "script") scripts.push(response.text())
  })
  await page.goto("/")
  await waitForHydration(page)
  await arrived(page)
  await expect(page.locator("main img[data-main-image]").first()).toBeVisible()
  expect((await Promise.all(scripts)).filter(drawsPictures)).toEqual([])

  await page.locator('main a[href="/services/"]').first().click()
  await expect(page).toHaveURL(/\/services\/$/)
  const pictures = page.locator("main img[data-main-image]")
  await expect(pictures).toHaveCount(PICTURES.get("/services/")?.expected ?? -1)
  await pictures.first().scrollIntoViewIfNeeded()
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  expect((await Promise.all(scripts)).filter(drawsPictures)).toHaveLength(1)
})

/*
 * What of gatsby-plugin-image a first load does not run stays out of its bundles: the prop types and
 * StaticImage (guarded by patches/gatsby-plugin-image, about 1 KB brotli), camelcase, which only the
 * build's generateImageData calls (src/node/picture-runtime.ts, 470 B), and the parts that draw a
 * picture in the browser (the patch moves them into the chunk above, 0.65 KB).
 */
test("a page with pictures carries the picture plugin's browser code without its development checks, build helpers or drawing", () => {
  const plugin = scriptsOf("/")
    .map(script => fs.readFileSync(path.join("public", script.file), "utf8"))
    .filter(code => code.includes("data-gatsby-image-ssr"))
  expect(plugin).toHaveLength(1)
  for (const unused of [
    "isRequired",
    "Image not loaded",
    "preserveConsecutiveUppercase",
    "data-placeholder-image",
    "data-srcset",
  ])
    expect(plugin[0], unused).not.toContain(unused)
})

/* A hero with a framing of its own for a phone (content: `hero.image.phone`): a phone is served that
 * picture, and it fills at least 40% of the first screen with the headline still on it. */
const PHONE_HEROES = pageRoutes().filter(route => {
  if (route.facet || route.list) return false
  const page = readContent(route.file as Parameters<typeof readContent>[0]) as {
    hero?: { image?: { phone?: string } }
  }
  return Boolean(page.hero?.image?.phone)
})

test("a hero framed for a phone fills at least 40% of a phone's first screen, its headline still on it", async ({
  page,
}) => {
  expect(PHONE_HEROES.length).toBeGreaterThan(0)
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ])
    for (const route of PHONE_HEROES) {
      await page.setViewportSize(viewport)
      await page.goto(route.path)
      const hero = page.locator("section[aria-labelledby=hero-heading]")
      const picture = hero.locator("picture img[data-main-image]").first()
      await expect(picture).toBeVisible()
      const phone = path.basename(
        (
          readContent(route.file as Parameters<typeof readContent>[0]) as {
            hero: { image: { phone: string } }
          }
        ).hero.image.phone,
        ".jpg"
      )
      // the phone's own framing, whatever width the browser chose (gatsby-plugin-image names files by hash)
      const chosen = await picture.evaluate(img => (img as HTMLImageElement).currentSrc)
      const phoneSources = await hero
        .locator(`picture source[media]`)
        .evaluateAll(sources => sources.map(source => source.getAttribute("srcset") ?? ""))
      expect(phoneSources.join(" "), `${route.path} at ${viewport.width} px: ${phone}`).toContain(
        new URL(chosen).pathname
      )
      const box = (await picture.boundingBox())!
      expect(box.height, `${route.path} at ${viewport.width} px`).toBeGreaterThanOrEqual(
        0.4 * viewport.height
      )
      const heading = (await hero.getByRole("heading", { level: 1 }).boundingBox())!
      expect(heading.y + heading.height, `${route.path} at ${viewport.width} px`).toBeLessThanOrEqual(
        viewport.height
      )
    }
})
