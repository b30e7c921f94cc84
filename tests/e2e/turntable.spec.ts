import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { readContent } from "../../src/content/read-content"
import { waitForHydration } from "./support/hydration"
import { idleMoment, queuedTasksRun } from "./support/settled"
import { AUTO_TURN_STEP } from "../../src/ui/turntable/view-name"

/*
 * The ring on /engagement-rings/ that the visitor can turn. Frames are the
 * gatsby-plugin-image outputs of content/images/turntable/<sequence>/NN.jpg,
 * so a frame request is a URL ending in /NN.avif, .webp or .jpg.
 */

const ROUTE = "/engagement-rings/"
const FRAME = /\/\d{2}\.(avif|webp|jpg)$/
const { turntable } = readContent("pages/engagement-rings.yaml").everything
const [solitaire] = turntable.designs
const N = 24

const slider = (page: Page) => page.getByRole("slider", { name: turntable.label })
/** The frame on screen, as "design/metal/frame", once its image has pixels. */
const shownFrame = (page: Page) =>
  page.evaluate(() => {
    const visible = [...document.querySelectorAll<HTMLImageElement>("img[data-frame]")].filter(
      img => getComputedStyle(img).visibility === "visible"
    )
    return visible.length === 1 && visible[0].complete && visible[0].naturalWidth > 0
      ? visible[0].dataset.frame
      : `${visible.length} visible`
  })
const readyFrames = (page: Page, sequence: string) =>
  page.evaluate(
    prefix =>
      // data-ready: loaded and decoded, which is when the viewer will show a frame.
      [...document.querySelectorAll<HTMLImageElement>(`img[data-frame^="${prefix}/"][data-ready]`)].filter(
        img => img.complete && img.naturalWidth > 0
      ).length,
    sequence
  )

/** axe (WCAG 2.2 A/AA) on the whole page, as it stands with the viewer in use. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  return results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)
}

async function openViewer(page: Page) {
  await page.goto(ROUTE)
  await waitForHydration(page)
  await scrollToRing(page)
  await expect(slider(page)).toBeVisible()
  await expect.poll(() => readyFrames(page, "0/0"), { timeout: 15_000 }).toBe(N)
}

/** Brings the still into view; the viewer's script loads once it is near and the page is idle. */
const scrollToRing = (page: Page) =>
  page.getByRole("img", { name: solitaire.metals[0].alt }).scrollIntoViewIfNeeded()

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("no frame is requested until the viewer is on screen and the page is idle; then every frame of the first turn", async ({
    page,
  }) => {
    // The page's timers under the test's hand (they run as usual until it runs them on).
    await page.clock.install()
    const frames: string[] = []
    page.on("request", request => {
      if (FRAME.test(new URL(request.url()).pathname)) frames.push(request.url())
    })
    await page.goto(ROUTE)
    await waitForHydration(page)
    // Playwright's clock keeps resource timings to itself, so settled() cannot read them here: two
    // idle moments instead, the second after whatever the first set off.
    await idleMoment(page)
    await idleMoment(page)
    // At most the still, a lazy picture the browser may fetch ahead of scrolling (it is frame 0).
    const still = await page
      .locator("figure img[data-main-image]")
      .evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(frames.filter(url => url !== still)).toEqual([])

    await scrollToRing(page)
    await expect.poll(() => readyFrames(page, "0/0"), { timeout: 15_000 }).toBe(N)
    // The still (frame 0) plus the 24 frames of the turn, each once, in one format.
    const formats = new Set(frames.map(url => url.split(".").at(-1)))
    expect(formats).toEqual(new Set(["avif"]))
    expect(new Set(frames.map(url => new URL(url).pathname.split("/").at(-1))).size).toBe(N)
    // Under reduced motion the ring stays where it is: the page's clock run on past a whole turn, nothing moved.
    await page.clock.runFor(AUTO_TURN_STEP * (N + 1))
    await queuedTasksRun(page)
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "0")
  })

  test("the viewer arrives over the still the page was built with: the same picture element, never drawn again", async ({
    page,
  }) => {
    await page.goto(ROUTE)
    await waitForHydration(page)
    const still = page.locator("figure img[data-main-image]")
    const built = await still.elementHandle()
    await scrollToRing(page)
    await expect(slider(page)).toBeVisible()
    await expect(page.getByRole("group", { name: turntable.metalsLabel })).toBeVisible()
    expect(await still.evaluate((img, builtImg) => img === builtImg, built)).toBe(true)
  })

  test("dragging across the ring turns it through all 24 frames, each on screen with its pixels, and round to the start", async ({
    page,
  }) => {
    await openViewer(page)
    const box = await slider(page).boundingBox()
    if (!box) throw new Error("no slider box")
    const step = box.width / N
    const y = box.y + box.height / 2
    const x0 = box.x + step / 2
    await page.mouse.move(x0, y)
    await page.mouse.down()
    const seen: string[] = []
    for (let k = 1; k <= N; k++) {
      await page.mouse.move(x0 + k * step, y)
      await expect(slider(page)).toHaveAttribute("aria-valuenow", String(((k % N) * 360) / N))
      seen.push((await shownFrame(page)) ?? "none")
    }
    await page.mouse.up()
    expect(seen).toEqual(Array.from({ length: N }, (_, k) => `0/0/${(k + 1) % N}`))
    // Dragging back the other way turns it back.
    await page.mouse.move(x0 + step * 3, y)
    await page.mouse.down()
    await page.mouse.move(x0, y)
    await page.mouse.up()
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "315")
  })

  test("the arrow, Page and Home/End keys turn it, aria-valuetext says the angle and the view, and the page in use passes axe", async ({
    page,
  }) => {
    await openViewer(page)
    const ring = slider(page)
    await ring.focus()
    await expect(ring).toHaveAttribute("aria-valuetext", "Turned 0°, three-quarter view")
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight")
    await expect(ring).toHaveAttribute("aria-valuetext", "Turned 45°, side view")
    await page.keyboard.press("PageUp")
    await expect(ring).toHaveAttribute("aria-valuetext", "Turned 135°, back view")
    await expect.poll(() => shownFrame(page)).toBe("0/0/9")
    await page.keyboard.press("ArrowLeft")
    await expect(ring).toHaveAttribute("aria-valuenow", "120")
    await page.keyboard.press("End")
    await expect(ring).toHaveAttribute("aria-valuenow", "345")
    await page.keyboard.press("ArrowRight")
    await expect(ring).toHaveAttribute("aria-valuenow", "0")
    await page.keyboard.press("ArrowDown")
    await expect(ring).toHaveAttribute("aria-valuenow", "345")
    await page.keyboard.press("Home")
    await expect(ring).toHaveAttribute("aria-valuenow", "0")
    // The focus ring is drawn.
    expect(await ring.evaluate(el => getComputedStyle(el).outlineStyle)).toBe("solid")
    await page.keyboard.press("PageUp")
    await expect.poll(() => shownFrame(page)).toBe("0/0/6")
    expect(await axeViolations(page)).toEqual([])
  })

  test("changing the metal mid-turn keeps the angle and shows the new metal's frame at it", async ({
    page,
  }) => {
    test.skip(solitaire.metals.length < 2, "one metal in the content")
    await openViewer(page)
    const ring = slider(page)
    await ring.focus()
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight")
    const metals = page.getByRole("group", { name: turntable.metalsLabel })
    const [, second] = solitaire.metals
    await metals.getByRole("button", { name: second.metal }).click()
    await expect(metals.getByRole("button", { name: second.metal })).toHaveAttribute("aria-pressed", "true")
    await expect(ring).toHaveAttribute("aria-valuenow", "75")
    await expect.poll(() => shownFrame(page)).toBe("0/1/5")
    // Its first frame is described by that metal's alt text.
    await ring.focus()
    await page.keyboard.press("Home")
    await expect(page.getByRole("img", { name: second.alt })).toBeVisible()
  })

  test("another design starts at the same angle and still passes axe", async ({ page }) => {
    test.skip(turntable.designs.length < 2, "one design in the content")
    await openViewer(page)
    await slider(page).focus()
    await page.keyboard.press("PageUp")
    const designs = page.getByRole("group", { name: turntable.designsLabel })
    await designs.getByRole("button", { name: turntable.designs[1].name }).click()
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "90")
    await expect.poll(() => shownFrame(page)).toMatch(/^1\/\d\/6$/)
    expect(await axeViolations(page)).toEqual([])
  })
})

test("without reduced motion it turns once by itself, and stops at the first touch", async ({ page }) => {
  await page.clock.install()
  await openViewer(page)
  const ring = slider(page)
  await expect.poll(async () => Number(await ring.getAttribute("aria-valuenow"))).toBeGreaterThan(0)
  await ring.focus()
  const stoppedAt = await ring.getAttribute("aria-valuenow")
  // The page's clock run on for more than a rotation's frames: the slider still reads the same.
  await page.clock.runFor(AUTO_TURN_STEP * (N + 1))
  await queuedTasksRun(page)
  await expect(ring).toHaveAttribute("aria-valuenow", stoppedAt ?? "")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the viewer is the still picture with its alt text, and offers no control", async ({ page }) => {
    await page.goto(ROUTE)
    // gatsby-plugin-image's <noscript> copy: the one a browser without JavaScript loads.
    const still = page.getByRole("img", { name: solitaire.metals[0].alt }).last()
    await still.scrollIntoViewIfNeeded()
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await expect(page.getByRole("slider")).toHaveCount(0)
    await expect(page.getByRole("button", { name: solitaire.metals[0].metal })).toBeHidden()
  })
})
