import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { NO_REPOSITORY } from "../../scripts/cms/admin-gate"
import { writeCmsConfig } from "../../scripts/cms/build-admin"
import { cmsDeployment } from "../../scripts/cms/deployment"
import { CMS_PROXY_PORT } from "../../src/content/generate/cms-config"

/*
 * A build that knows no repository (a copy without git, say): the built /admin/ page, served
 * with the config build-admin.ts writes for such a build, says how to name one and loads
 * nothing of Decap, instead of Decap's "The GitHub backend needs a repo". Once on a deployed
 * host, once on this machine with `npm run cms` not running.
 */

const PUBLIC = path.resolve(__dirname, "../../public")

function configWithoutRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-no-repo-"))
  try {
    writeCmsConfig(
      dir,
      cmsDeployment({}, () => undefined)
    )
    return fs.readFileSync(path.join(dir, "config.yml"), "utf8")
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Serves the built /admin/ at `origin` with that config; returns the paths the page asked for. */
async function serveAdmin(page: Page, origin: string): Promise<string[]> {
  const config = configWithoutRepository()
  const asked: string[] = []
  await page.route(`${origin}/admin/**`, route => {
    const { pathname } = new URL(route.request().url())
    asked.push(pathname)
    if (pathname === "/admin/config.yml") return route.fulfill({ body: config, contentType: "text/yaml" })
    const file = path.join(PUBLIC, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 })
  })
  // decap-server is not running (another test's may be: it is not this page's).
  await page.route(`http://127.0.0.1:${CMS_PROXY_PORT}/**`, route => route.abort())
  return asked
}

async function expectNotice(page: Page, asked: string[]) {
  await expect(page.getByRole("heading", { level: 1, name: NO_REPOSITORY.heading })).toBeVisible()
  for (const command of [
    "GITHUB_REPOSITORY=owner/name npm run build",
    "git remote add origin",
    "npm run cms",
  ])
    await expect(page.locator("code", { hasText: command })).toBeVisible()
  await expect(page.getByText(/needs a repo/i)).toHaveCount(0)
  expect(asked.filter(file => /decap-cms\.js|\/cms\.[0-9a-f]+\.js/.test(file))).toEqual([])
}

test("on a deployed host, /admin/ says how to name the repository and loads nothing of Decap", async ({
  page,
}) => {
  const origin = "https://atelier-copy.example"
  const asked = await serveAdmin(page, origin)
  await page.goto(`${origin}/admin/`)
  await expectNotice(page, asked)
})

test("on this machine with npm run cms not running, /admin/ says the same", async ({ page, baseURL }) => {
  const asked = await serveAdmin(page, baseURL ?? "")
  await page.goto("/admin/")
  await expectNotice(page, asked)
})
