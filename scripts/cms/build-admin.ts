/**
 * Puts the CMS at /admin/: `npm run build` runs it afterwards (postbuild) into
 * public/admin/, `npm run cms` too. It writes
 *   decap-<version>/  Decap CMS's standalone bundle, fetched with `npm pack` (checked against
 *                     the pinned integrity) and cached in node_modules/.cache/; source maps left
 *                     out. Decap lazy-loads chunks and .wasm files from next to its script, so the
 *                     whole dist/ is served. Kept out of package.json: it brings React 19.
 *   cms.<hash>.js      scripts/cms/admin.ts bundled: the house YAML format and the previews
 *   preview.<hash>.css the preview's look, from src/theme/tokens.ts and src/theme/fonts.css
 *   <face>.<hash>.woff2 the site's faces whole, for the preview (see previewFonts)
 *   config.yml         admin/config.yml (generated from the Zod schemas by `npm run schemas`), written
 *                      afresh with the pages content/ has now, the GitHub repository and any OAuth
 *                      proxy added (deployment.ts)
 *   index.html         noindex, loads the above
 * Versioned and hashed names make the site's one-year cache rule for /*.js and /*.css right here too.
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { build } from "esbuild"
import { stringify } from "yaml"
import { CMS_CONFIG_FILE, cmsConfig } from "../../src/content/cms-config"
import { theme } from "../../src/theme/tokens"
import { fontSubsets } from "../../src/theme/font-subset-settings"
import { cmsDeployment, originUrl, servedCmsConfig, type CmsDeployment } from "./deployment"

export const DECAP_VERSION = "3.16.3"
// `npm view decap-cms@3.16.3 dist.integrity`: a tarball that differs is refused.
const DECAP_INTEGRITY =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw=="

const root = path.resolve(__dirname, "../..")
const cacheDir = path.join(root, "node_modules/.cache", `decap-cms-${DECAP_VERSION}`)

/** Decap's dist/ folder, fetched once per machine. */
function decapDist(): string {
  const dist = path.join(cacheDir, "dist")
  if (fs.existsSync(path.join(dist, "decap-cms.js"))) return dist
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "decap-"))
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", `decap-cms@${DECAP_VERSION}`, "--json", "--pack-destination", tmp], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    })
  ) as { filename: string; integrity: string }[]
  if (packed.integrity !== DECAP_INTEGRITY)
    throw new Error(`decap-cms@${DECAP_VERSION}: integrity ${packed.integrity} is not the pinned one`)
  fs.mkdirSync(cacheDir, { recursive: true })
  execFileSync("tar", [
    "-xzf",
    path.join(tmp, packed.filename),
    "-C",
    cacheDir,
    "--strip-components=1",
    "package/dist",
  ])
  fs.rmSync(tmp, { recursive: true, force: true })
  return dist
}

const hashed = (name: string, ext: string, body: string | Uint8Array) =>
  `${name}.${crypto.createHash("sha256").update(body).digest("hex").slice(0, 10)}.${ext}`

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()

/**
 * The site's faces for the previews: fonts.css's own @font-face rules, each
 * pointed at the whole Fontsource file it is cut from (an editor may type a
 * character the site's subsets do not hold yet) and swapped in when ready.
 * Writes the files into outDir; returns the rules.
 */
export function previewFonts(outDir: string): string {
  const fontsCss = fs.readFileSync(path.join(root, "src/theme/fonts.css"), "utf8")
  return (fontsCss.match(/@font-face\s*{[^}]*}/g) ?? [])
    .map(face => {
      const file = /url\("\.\/fonts\/([^"]+)"\)/.exec(face)?.[1]
      // The metric-matched fallbacks name local() fonts only: kept as they are.
      if (!file) return face
      const subset = fontSubsets.find(({ file: cut }) => cut === file)
      if (!subset)
        throw new Error(`src/theme/fonts.css names ${file}, which font-subset-settings.ts does not cut`)
      const bytes = fs.readFileSync(path.join(root, "node_modules", subset.source))
      const name = hashed(path.basename(file, ".woff2"), "woff2", bytes)
      fs.writeFileSync(path.join(outDir, name), bytes)
      return face.replace(`./fonts/${file}`, `./${name}`).replace(/font-display:\s*\w+/, "font-display: swap")
    })
    .join("\n")
}

/** The site's tokens as CSS custom properties, and the few rules the previews need. */
export function previewCss(): string {
  const vars = [
    ...Object.entries(theme.colors).map(([name, value]) => `  --color-${kebab(name)}: ${value};`),
    ...Object.entries(theme.fonts).map(([name, value]) => `  --font-${name}: ${value};`),
    ...Object.entries(theme.fontSizes).map(([name, value]) => `  --size-${name}: ${value};`),
    ...Object.entries(theme.space).map(([name, value]) => `  --space-${name}: ${value};`),
    ...Object.entries(theme.radii).map(([name, value]) => `  --radius-${name}: ${value};`),
    `  --line-body: ${theme.lineHeights.body};`,
    `  --line-heading: ${theme.lineHeights.heading};`,
    `  --tracking-eyebrow: ${theme.letterSpacings.eyebrow};`,
    `  --measure-reading: ${theme.sizes.reading};`,
  ]
  return `/* Generated by scripts/cms/build-admin.ts from src/theme/tokens.ts. */
:root {
${vars.join("\n")}
}
body { margin: 0; background: var(--color-ivory); color: var(--color-ink); font: var(--size-body)/var(--line-body) var(--font-body); }
h1, h2, h3 { font-family: var(--font-display); font-weight: 500; line-height: var(--line-heading); margin: 0 0 var(--space-md); }
h1 { font-size: var(--size-h1); }
h2 { font-size: var(--size-h2); }
h3 { font-size: var(--size-h3); }
p, ul { margin: 0 0 var(--space-md); }
.preview { padding: var(--space-xl) var(--space-gutter); }
.reading { max-width: var(--measure-reading); margin: 0 auto; }
.band { padding: var(--space-xxl) 0; }
.tone { background: var(--color-parchment); margin: 0 calc(-1 * var(--space-gutter)); padding-inline: var(--space-gutter); }
.eyebrow { font-size: var(--size-eyebrow); letter-spacing: var(--tracking-eyebrow); text-transform: uppercase; color: var(--color-gold-deep); }
.lead { font-size: var(--size-lead); color: var(--color-ink-soft); }
.hero img { display: block; max-width: 100%; border-radius: var(--radius-lg); margin-top: var(--space-lg); }
.cards { display: grid; gap: var(--space-lg); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.card { background: var(--color-white); border-radius: var(--radius-md); padding: var(--space-lg); }
.button { display: inline-block; background: var(--color-ink); color: var(--color-ivory); border-radius: var(--radius-pill); padding: var(--space-sm) var(--space-lg); }
`
}

const indexHtml = (decapDir: string, script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link href="config.yml" type="text/yaml" rel="cms-config-url" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <script src="manual-init.js"></script>
    <script src="${decapDir}/decap-cms.js"></script>
    <script src="${script}"></script>
  </body>
</html>
`

/**
 * config.yml as the admin page loads it: the config `npm run schemas` commits, written afresh so
 * its links know the pages as content/ has them now (a legal page an editor added is one), with
 * the deployment's backend facts.
 */
export function writeCmsConfig(outDir: string, deployment: CmsDeployment): void {
  fs.writeFileSync(
    path.join(outDir, "config.yml"),
    `# Written by scripts/cms/build-admin.ts: ${CMS_CONFIG_FILE} and the repository it is built from.\n` +
      stringify(servedCmsConfig(cmsConfig(path.join(root, "content")), deployment), { lineWidth: 0 })
  )
}

export async function buildAdmin(
  outDir: string,
  deployment: CmsDeployment = cmsDeployment(process.env, () => originUrl(root))
): Promise<void> {
  const dist = decapDist()
  fs.rmSync(outDir, { recursive: true, force: true })
  const decapDir = `decap-${DECAP_VERSION}`
  // dist/ also holds cms.js, an older name for the same bundle with its own chunks: only decap-cms.js is served.
  const served = (file: string) => !file.endsWith(".map") && !/^(\d+\.)?cms\.js/.test(path.basename(file))
  fs.cpSync(dist, path.join(outDir, decapDir), { recursive: true, filter: served })

  const css = `${previewCss()}${previewFonts(outDir)}\n`
  const cssName = hashed("preview", "css", css)
  fs.writeFileSync(path.join(outDir, cssName), css)

  const { outputFiles } = await build({
    entryPoints: [path.join(__dirname, "admin.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    write: false,
    define: { PREVIEW_CSS: JSON.stringify(cssName) },
  })
  const script = hashed("cms", "js", outputFiles[0].contents)
  fs.writeFileSync(path.join(outDir, script), outputFiles[0].contents)

  // Before Decap's script runs, so that the house YAML format is registered before any entry is read.
  // A file rather than inline, so the admin's Content-Security-Policy needs no hash.
  fs.writeFileSync(path.join(outDir, "manual-init.js"), "window.CMS_MANUAL_INIT = true\n")
  writeCmsConfig(outDir, deployment)
  fs.writeFileSync(path.join(outDir, "index.html"), indexHtml(decapDir, script))
}

if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? "public/admin")
  const deployment = cmsDeployment(process.env, () => originUrl(root))
  buildAdmin(outDir, deployment)
    .then(() => {
      console.log(`CMS written to ${path.relative(process.cwd(), outDir)}/ (Decap ${DECAP_VERSION})`)
      if (deployment.repo)
        console.log(`CMS: pull requests go to ${deployment.repo} (from ${deployment.source})`)
      else
        console.warn(
          `CMS: no GitHub repository (from ${deployment.source}). /admin/ can log in with GitHub only once\n` +
            "it is built in GitHub Actions or with GITHUB_REPOSITORY=owner/name; npm run cms works without one."
        )
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
