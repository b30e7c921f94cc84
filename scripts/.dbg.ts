import { chromium } from "@playwright/test"
;(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost"] })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  page.on("console", m => console.log("console", m.type(), m.text().slice(0, 300)))
  page.on("pageerror", e => console.log("pageerror", e.message.slice(0, 300)))
  for (const r of ["/", "/services/", "/contact-us/"]) { await page.goto("http://localhost:9000" + r); await page.waitForLoadState("networkidle") }
  await browser.close()
})()
