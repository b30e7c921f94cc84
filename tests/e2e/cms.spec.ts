import fs from "node:fs"
import path from "node:path"
import os from "node:os"
import { expect, test, type Dialog, type Page } from "@playwright/test"
import { parse } from "yaml"
import { writeCmsConfig } from "../../scripts/cms/build-admin"
import { cmsDeployment } from "../../scripts/cms/deployment"
import { CMS_PROXY_PORT, cmsConfig } from "../../src/content/generate/cms-config"
import { valuesIn } from "../../src/content/content-tree"
import { PLACEHOLDER } from "../../src/content/facts"
import { guidePath } from "../../src/content/guide-paths"
import { readContent, type ContentFile } from "../../src/content/read-content"
import { typeset } from "../../src/content/text/typography"
import {
  changedLines,
  checkContentOf,
  eventually,
  picturesNamedIn,
  root,
  startCmsRepo,
  type CmsRepo,
} from "./support/cms"

/*
 * The CMS as an editor uses it: the real /admin/ page of the build, logged in
 * through decap-server in git mode on a throwaway clone, editing two pages and
 * saving each as a branch (the editorial workflow's pull request), then being
 * refused an empty heading; on the way, every picture field shows the picture
 * its YAML names. Last, the previews of the pages that read other files than
 * their own: /guides/, a guide, and the ring-size table on its guide. Desktop
 * only; the flow is serial.
 */

test.describe.configure({ mode: "serial" })
// The four steps are one flow: 48 s on its own here, and once over 180 s beside the rest of the suite on two cores.
test.setTimeout(360_000)
// Decap lists and loads entries and commits through decap-server, which runs git: seconds on two busy cores.
const slow = { timeout: 30_000 }

let repo: CmsRepo
test.beforeAll(async () => {
  // Time to wait for another test run's CMS test to give the proxy's port back (support/cms.ts).
  test.setTimeout(360_000)
  repo = await startCmsRepo()
})
test.afterAll(async () => {
  await repo?.stop()
})

/** An object field's control, found by its label (real <label for>, upper-cased only by CSS). */
const objectField = (page: Page, label: string) =>
  page
    .locator('[aria-label="object field"]')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .first()

/** Entry cards change their name with the workflow status ("Home page Draft"): go by href. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.locator(`a[href="#/collections/${collection}"]`).click()
  await page.locator(`a[href="#/collections/${collection}/entries/${entry}"]`).click()
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(slow)
}

async function backToCollection(page: Page, label: string) {
  await page.getByRole("link", { name: `Writing in ${label} collection` }).click()
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible(slow)
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("Entry saved")).toBeVisible(slow)
}

/** What each picture field of the open entry shows, in order: its bytes' SHA-256 and its natural size. */
const thumbnails = (page: Page) =>
  page.locator('img[role="presentation"]').evaluateAll(images =>
    Promise.all(
      images.map(async element => {
        const image = element as HTMLImageElement
        await image.decode().catch(() => undefined)
        const bytes = await (await fetch(image.src)).arrayBuffer()
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))
        return {
          sha256: Array.from(digest, byte => byte.toString(16).padStart(2, "0")).join(""),
          bytes: bytes.byteLength,
          width: image.naturalWidth,
          height: image.naturalHeight,
        }
      })
    )
  )

const yamlEntries = (folder: string) =>
  fs
    .readdirSync(path.join(root, "content", folder))
    .filter(name => name.endsWith(".yaml"))
    .map(name => ({ file: `${folder}/${name}`, entry: name.slice(0, -".yaml".length) }))

/** The first line of a page a visitor reads whose YAML names a fact ({madeIn}), as written and as the build fills it. */
function lineNamingAFact(file: ContentFile) {
  const written = parse(fs.readFileSync(path.join(root, "content", file), "utf8")) as unknown
  const filled = readContent(file) as unknown
  const at = (data: unknown, keys: (string | number)[]) =>
    keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data)
  const line = valuesIn(written).find(
    ({ path: keys, value }) =>
      typeof value === "string" &&
      new RegExp(PLACEHOLDER.source).test(value) &&
      !keys.some(key => key === "seo" || key === "alt")
  )
  if (!line) throw new Error(`content/${file} names no fact in a line a visitor reads`)
  return { written: String(line.value), filled: String(at(filled, line.path)) }
}

const branchDiff = (branch: string) =>
  eventually(
    () => (repo.git("branch", "--list", branch).trim() ? repo.git("diff", "main", branch) : ""),
    diff => diff !== ""
  )

test("an editor changes two pages through the CMS, each as a reviewed branch, and cannot save an empty heading", async ({
  page,
}, testInfo) => {
  const errors: string[] = []
  // A refused save rejects a promise inside Decap with no reason: that is the refusal, not a fault.
  page.on("pageerror", error => {
    if (error.message !== "undefined") errors.push(error.message)
  })
  const newHeading = "A Ring Made Only for Her Story"
  const question = "Do you resize rings made elsewhere?"
  const answer = "We resize only the pieces we make, so that the lifetime guarantee stays whole."

  await test.step("/admin/ loads, logs in through the local backend and lists every content file", async () => {
    await page.goto("/admin/")
    await page.getByRole("button", { name: "Login" }).click()
    await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible(slow)
    const { collections: cms } = cmsConfig(path.join(root, "content")) as {
      collections: { name: string; folder?: string; files?: { name: string }[] }[]
    }
    for (const { name, folder, files } of cms) {
      const entries = folder
        ? yamlEntries(path.posix.relative("content", folder)).map(({ entry }) => entry)
        : (files ?? []).map(file => file.name)
      await page.locator(`a[href="#/collections/${name}"]`).click()
      for (const entry of entries)
        await expect(page.locator(`a[href="#/collections/${name}/entries/${entry}"]`)).toBeVisible(slow)
    }
  })

  await test.step("every picture field shows the picture its YAML names, in each collection", async () => {
    // One entry per collection: each resolves its pictures from its own media_folder.
    const candidates = [
      { collection: "settings", label: "Site settings", entries: [{ file: "site.yaml", entry: "site" }] },
      { collection: "pages", label: "Pages", entries: yamlEntries("pages") },
      { collection: "legal", label: "Legal pages", entries: yamlEntries("legal") },
      // Each piece's pictures are in a folder of its own, which its config names ({{slug}}).
      { collection: "commissions", label: "Commissions", entries: yamlEntries("commissions") },
    ]
    for (const { collection, label, entries } of candidates) {
      const withPictures = await Promise.all(
        entries.map(async entry => ({ ...entry, pictures: await picturesNamedIn(repo, entry.file) }))
      )
      const chosen = withPictures.find(entry => entry.pictures.length > 0)
      if (!chosen) continue
      await openEntry(page, collection, chosen.entry)
      const fileOf = new Map(chosen.pictures.map(picture => [picture.sha256, picture.file]))
      const shown = async () =>
        (await thumbnails(page)).map(({ sha256, bytes, width, height }) => ({
          file: fileOf.get(sha256) ?? `a picture the YAML does not name (${bytes} bytes)`,
          width,
          height,
        }))
      await expect
        .poll(shown, { ...slow, message: `the picture fields of ${chosen.file}` })
        .toEqual(chosen.pictures.map(({ file, width, height }) => ({ file, width, height })))
      await backToCollection(page, label)
    }
  })

  await test.step("home: the preview draws the page with the site's sections and facts; an edited heading shows there, and is saved as its own branch", async () => {
    await openEntry(page, "pages", "home")
    const heading = objectField(page, "Hero").getByLabel("Heading", { exact: true })
    const frame = page.frameLocator("iframe").first()
    const preview = frame.getByRole("heading", { level: 1 })
    // As the editor typed it, set as the site sets it (typography.ts: a plain quote arrives curly).
    await expect(preview).toHaveText(typeset(await heading.inputValue()))
    // A line of the page that names a fact in its YAML, shown as the build shows it: the fact filled in.
    const named = lineNamingAFact("pages/home.yaml")
    await expect(frame.locator("main")).toContainText(named.filled)
    await expect(frame.locator("main")).not.toContainText(named.written)
    // The site's own sections: the hero is the band its h1 labels, as on the built page.
    await expect(frame.getByRole("region", { name: typeset(await heading.inputValue()) })).toBeVisible()
    // The preview draws in the site's own faces, whole, not the browser's defaults.
    const facesLoaded = () =>
      preview.evaluate(async element => {
        await element.ownerDocument.fonts.ready
        return [...element.ownerDocument.fonts]
          .filter(face => face.status === "loaded")
          .map(face => face.family.replace(/"/g, ""))
      })
    await expect.poll(facesLoaded).toEqual(expect.arrayContaining(["Cormorant Garamond", "Inter Variable"]))
    await heading.fill(newHeading)
    await expect(preview).toHaveText(newHeading)
    await save(page)
    const diff = await branchDiff("cms/pages/home")
    await testInfo.attach("home.diff", { body: diff, contentType: "text/plain" })
    expect(diff).toContain("content/pages/home.yaml")
    expect(changedLines(diff)).toEqual([
      expect.stringMatching(/^- {2}heading: /),
      `+  heading: ${newHeading}`,
    ])
  })

  await test.step("engagement rings: a FAQ entry is added and saved as its own branch", async () => {
    await backToCollection(page, "Pages")
    await openEntry(page, "pages", "engagement-rings")
    const faq = objectField(page, "FAQ")
    await faq.getByRole("button", { name: "Add question" }).click()
    await faq.getByLabel("Question", { exact: true }).last().fill(question)
    const answers = faq
      .locator('[aria-label="list field"]')
      .filter({ has: page.locator('label:text-is("Answer paragraphs")') })
      .last()
    await answers.getByRole("button", { name: "Add paragraph" }).click()
    await answers.getByLabel("Paragraph", { exact: true }).last().fill(answer)
    await save(page)
    const diff = await branchDiff("cms/pages/engagement-rings")
    await testInfo.attach("engagement-rings.diff", { body: diff, contentType: "text/plain" })
    expect(changedLines(diff)).toEqual([
      `+    - question: ${question}`,
      "+      answer:",
      `+        - ${answer}`,
    ])
  })

  await test.step("the content check passes on both branches", () => {
    for (const branch of ["cms/pages/home", "cms/pages/engagement-rings"])
      expect(checkContentOf(repo, branch)).toContain("Content OK")
  })

  await test.step("an empty heading is refused next to the field, and nothing is committed", async () => {
    await backToCollection(page, "Pages")
    await openEntry(page, "pages", "home")
    const hero = objectField(page, "Hero")
    const heading = hero.getByLabel("Heading", { exact: true })
    await expect(heading).toHaveValue(newHeading) // the draft on the branch
    const before = repo.git("rev-parse", "cms/pages/home")
    await heading.fill("")
    await page.getByRole("button", { name: "Save" }).click()
    const field = hero
      .locator('[aria-label="string field"]')
      .filter({ has: page.locator('label:text-is("Heading")') })
      .first()
    await expect(field.getByRole("listitem")).toHaveText("Heading is required.")
    expect(repo.git("rev-parse", "cms/pages/home")).toBe(before)
  })

  await test.step("guides: the preview draws /guides/, a guide and the ring-size table with the site's own pages, each edit at once", async () => {
    // Leaving an entry with edits not saved (the refused heading, these), Decap asks first: they are only for the preview.
    const leave = (dialog: Dialog) => void dialog.accept()
    page.on("dialog", leave)
    const frame = page.frameLocator("iframe").first()
    const h1 = frame.getByRole("heading", { level: 1 })
    const guides = yamlEntries("guides").map(({ file, entry }) => ({
      entry,
      ...readContent(file as `guides/${string}.yaml`),
    }))

    await backToCollection(page, "Pages")
    await openEntry(page, "pages", "guides")
    const intro = objectField(page, "Introduction").getByLabel("Heading", { exact: true })
    await expect(h1).toHaveText(await intro.inputValue())
    // Every guide, from the other files: as the build lists them.
    await expect(frame.locator("main li h2 a")).toHaveCount(guides.length)
    await intro.fill("A Fictional Heading for the Guides")
    await expect(h1).toHaveText("A Fictional Heading for the Guides")

    await backToCollection(page, "Pages")
    const [guide] = guides
    await openEntry(page, "guides", guide.entry)
    // The guide's own heading is the form's first: the sections' come after it.
    const heading = page.getByLabel("Heading", { exact: true }).first()
    await expect(h1).toHaveText(await heading.inputValue())
    await heading.fill("A Fictional Guide Heading")
    await expect(h1).toHaveText("A Fictional Guide Heading")

    await backToCollection(page, "Guides")
    await openEntry(page, "data", "ring-sizes")
    const showing = guides.filter(({ sections }) => sections.some(section => section.sizeChart))
    const note = frame.getByRole("note", { name: "Where this shows on the site" })
    for (const { slug } of showing) await expect(note).toContainText(guidePath(slug))
    await expect(h1).toHaveText(showing[0].heading)
    // The first column's heading: the form's first Label.
    await page.getByLabel("Label", { exact: true }).first().fill("Fictional Sizes")
    await expect(frame.getByRole("columnheader", { name: "Fictional Sizes" })).toBeVisible()
    page.off("dialog", leave)
  })

  await test.step("a piece: the preview draws its own pictures from Decap and its related pieces' from the admin's copies", async () => {
    // The ring-size table's edit above is left unsaved, as the guides' were.
    const leave = (dialog: Dialog) => void dialog.accept()
    page.on("dialog", leave)
    await backToCollection(page, "Data")
    page.off("dialog", leave)
    const [{ entry }] = yamlEntries("commissions")
    await openEntry(page, "commissions", entry)
    const frame = page.frameLocator("iframe").first()
    await expect(frame.getByRole("heading", { level: 1 })).toBeVisible(slow)
    // Decap reads only the piece's own folder: its pictures are Decap's (blob:), every other one a copy.
    const pictures = () =>
      // Not gatsby-plugin-image's sizers (an empty SVG in a data: URL, hidden from everyone).
      frame.locator('main img:not([aria-hidden="true"])').evaluateAll(images =>
        Promise.all(
          images.map(async element => {
            const src = (element as HTMLImageElement).src
            const response = await fetch(src).catch(() => undefined)
            const type = response?.headers.get("content-type") ?? ""
            return {
              from: src.startsWith("blob:")
                ? "decap"
                : new URL(src).pathname.startsWith("/admin/pictures/")
                  ? "copy"
                  : src,
              image: !!response?.ok && (src.startsWith("blob:") || type.startsWith("image/")),
            }
          })
        )
      )
    await expect
      .poll(async () => [...new Set((await pictures()).map(picture => JSON.stringify(picture)))].sort(), slow)
      .toEqual([
        JSON.stringify({ from: "copy", image: true }),
        JSON.stringify({ from: "decap", image: true }),
      ])
  })

  // A failed request to decap-server surfaces here as "Unknown error"; its own log says which git command failed.
  if (errors.length > 0)
    await testInfo.attach("decap-server.log", { body: repo.log(), contentType: "text/plain" })
  expect(errors).toEqual([])
})

/** The config build-admin.ts writes for a deployment with these variables, served in place of the build's. */
async function serveConfigFor(page: Page, env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-"))
  writeCmsConfig(
    dir,
    cmsDeployment(env, () => undefined)
  )
  const body = fs.readFileSync(path.join(dir, "config.yml"), "utf8")
  fs.rmSync(dir, { recursive: true, force: true })
  await page.route("**/admin/config.yml", route => route.fulfill({ body, contentType: "text/yaml" }))
  // As on the deployed site, where decap-server is not on the visitor's machine: the GitHub backend.
  await page.route(`http://127.0.0.1:${CMS_PROXY_PORT}/**`, route => route.abort())
}

test("on a deployed site, Login with GitHub goes to the OAuth provider the build names, for the repository it names", async ({
  page,
  context,
}) => {
  const repo = "acme-atelier/atelier-site" // stands for GITHUB_REPOSITORY: no business fact
  const proxy = "https://cms-auth.acme-atelier.test"

  await test.step("Netlify's OAuth provider (no proxy configured): its GitHub login page", async () => {
    await serveConfigFor(page, { GITHUB_REPOSITORY: repo })
    await context.route("https://api.netlify.com/**", route => route.fulfill({ body: "" }))
    await page.goto("/admin/")
    const popup = page.waitForEvent("popup", slow)
    await page.getByRole("button", { name: "Login with GitHub" }).click(slow)
    const url = new URL((await popup).url())
    expect([url.origin, url.pathname, url.searchParams.get("provider")]).toEqual([
      "https://api.netlify.com",
      "/auth",
      "github",
    ])
    // Decap names its pop-up: left open, the next login would reuse it instead of opening one.
    await (await popup).close()
    await page.unrouteAll()
  })

  await test.step("an OAuth proxy (Cloudflare Pages): Decap takes its token and opens the named repository", async () => {
    await serveConfigFor(page, {
      GITHUB_REPOSITORY: repo,
      CMS_OAUTH_BASE_URL: proxy,
      CMS_OAUTH_AUTH_ENDPOINT: "auth",
    })
    // The proxy's pop-up, speaking Decap's protocol: announce, wait for the answer, hand over a token.
    await context.route(`${proxy}/**`, route =>
      route.fulfill({
        contentType: "text/html",
        body: `<script>
          addEventListener("message", event => opener.postMessage(
            'authorization:github:success:{"token":"test-token","provider":"github"}', event.origin), { once: true })
          opener.postMessage("authorizing:github", "*")
        </script>`,
      })
    )
    const asked: string[] = []
    await context.route("https://api.github.com/**", route => {
      const { pathname } = new URL(route.request().url())
      asked.push(pathname)
      return pathname === "/user"
        ? route.fulfill({ json: { login: "editor", name: "Editor" } })
        : route.fulfill({ status: 404, json: { message: "Not Found" } })
    })
    await page.goto("/admin/")
    const popup = page.waitForEvent("popup", slow)
    await page.getByRole("button", { name: "Login with GitHub" }).click(slow)
    const url = new URL((await popup).url())
    expect([url.origin, url.pathname, url.searchParams.get("provider")]).toEqual([proxy, "/auth", "github"])
    // Decap took the token (it came from base_url's origin) and asked GitHub for the repository.
    await expect.poll(() => asked, slow).toContain(`/repos/${repo}`)
  })
})
