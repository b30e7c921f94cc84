/**
 * `npx tsx scripts/screenshots.ts [baseURL]`: full-page screenshots of every
 * route at phone and laptop widths into reports/screenshots/, for looking at.
 */
import fs from "node:fs"
import { chromium } from "@playwright/test"
import { MISSING_PATH, pageRoutes } from "../src/content/routes"
import { chromiumArgs, systemChromium } from "./chromium"

const base = process.argv[2] ?? "http://localhost:9000"
const routes = [...pageRoutes().map(route => route.path), MISSING_PATH]
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number)
const only = process.env.ROUTES?.split(",")

async function main() {
  fs.mkdirSync("reports/screenshots", { recursive: true })
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: chromiumArgs,
  })
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
    for (const route of routes.filter(r => !only || only.includes(r))) {
      await page.goto(base + route, { waitUntil: "networkidle" })
      // Scroll through so lazy pictures load before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise(r => setTimeout(r, 80))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForTimeout(400)
      const name = route === "/" ? "home" : route.replace(/\//g, "")
      await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: true })
    }
    await page.close()
  }
  await browser.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
