/**
 * Puts the CMS at /admin/: `npm run build` runs it afterwards (postbuild) into
 * public/admin/, `npm run cms` too. It writes
 *   decap-<version>/  Decap CMS's standalone bundle, fetched with `npm pack` (checked against
 *                     the pinned integrity) and cached in node_modules/.cache/; source maps left
 *                     out. Decap lazy-loads chunks and .wasm files from next to its script, so the
 *                     whole dist/ is served. Kept out of package.json: it brings React 19.
 *   cms.<hash>.js      scripts/cms/admin.ts bundled: the house YAML format, and the previews drawn
 *                      by the site's own pages, sections and theme (preview.tsx), with React 18
 *   preview.<hash>.css the site's faces for the preview, from src/theme/fonts.css
 *   <face>.<hash>.woff2 the site's faces whole, for the preview (see previewFonts)
 *   config.yml         admin/config.yml (generated from the Zod schemas by `npm run schemas`), written
 *                      afresh with the pages content/ has now, the GitHub repository and any OAuth
 *                      proxy added (deployment.ts)
 *   gate.<hash>.js     loads Decap and the above when the config names a repository or
 *                      `npm run cms` answers; else shows how to name one (admin-gate.ts)
 *   index.html         noindex, the gate and its notice
 *   turntable/, pictures/  each turntable's first frame, and each picture smaller, for the previews
 *                      (what Decap does not read: PreviewBuild.stills and .copies)
 * Versioned and hashed names make the site's one-year cache rule for /*.js and /*.css right here too.
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { build, type Plugin } from "esbuild"
import sharp from "sharp"
import { parse, stringify } from "yaml"
import { CMS_CONFIG_FILE, cmsConfig } from "../../src/content/generate/cms-config"
import { fontSubsets } from "../../src/theme/font-subset-settings"
import { ITALIC_FILE, italicFaceAt, italicTextRule } from "../../src/theme/italic-face"
import { cmsDeployment, originUrl, servedCmsConfig, type CmsDeployment } from "./deployment"
import { pageFiles, previewBuild, previewFrames, previewPictureFiles } from "./preview-schema"
import { gateScript, indexHtml } from "./admin-gate"

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

/**
 * The site's faces for the previews: fonts.css's own @font-face rules and the
 * italic's (which the site declares in each page's head: src/theme/fonts.ts), each
 * pointed at the whole Fontsource file it is cut from (an editor may type a
 * character the site's subsets do not hold yet) and swapped in when ready; then
 * the rule that sets the italic on its text. Writes the files into outDir; returns the rules.
 */
export function previewFonts(outDir: string): string {
  const fontsCss =
    fs.readFileSync(path.join(root, "src/theme/fonts.css"), "utf8") +
    italicFaceAt(`./fonts/${ITALIC_FILE}`, "swap")
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
    .concat(italicTextRule)
    .join("\n")
}

const committedConfig = () =>
  parse(fs.readFileSync(path.join(root, CMS_CONFIG_FILE), "utf8")) as Record<string, unknown>

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

const pagesDir = path.join(root, "src/pages")

/**
 * The admin script's entry: every page file of src/pages/, File System Routes in its folders too
 * (each brings its sections and their fragments), and what the preview needs of the build
 * (the content /admin/ is built with among it), handed to admin.ts.
 */
async function adminEntry(outDir: string, fontsHref: string): Promise<string> {
  const contentDir = path.join(root, "content")
  const build = await previewBuild(
    contentDir,
    previewStills(outDir, contentDir),
    await previewCopies(outDir, contentDir)
  )
  const pages = pageFiles(pagesDir)
  return [
    'import { startAdmin } from "./admin"',
    ...pages.map(
      (file, index) => `import * as page${index} from ${JSON.stringify(path.join(pagesDir, file))}`
    ),
    `startAdmin({ build: ${JSON.stringify(build)}, pages: [${pages
      .map((_, index) => `page${index}`)
      .join(", ")}] }, ${JSON.stringify(fontsHref)})`,
  ].join("\n")
}

/** Each turntable's first frame beside the admin page, for the preview (PreviewBuild.stills). */
function previewStills(outDir: string, contentDir: string): Record<string, string> {
  const stills: Record<string, string> = {}
  for (const [folder, [first]] of Object.entries(previewFrames(previewPictureFiles(contentDir)))) {
    const bytes = fs.readFileSync(path.join(contentDir, folder, first))
    const name = `turntable/${hashed(path.posix.basename(folder), path.extname(first).slice(1), bytes)}`
    fs.mkdirSync(path.join(outDir, "turntable"), { recursive: true })
    fs.writeFileSync(path.join(outDir, name), bytes)
    stills[folder] = name
  }
  return stills
}

/** The widest a copy is drawn in the preview: a card, or a section's picture beside its text. */
const COPY_WIDTH = 960

/**
 * Each picture under content/images/ beside the admin page, smaller (PreviewBuild.copies), and the
 * site's mark as it is. Made once per picture's bytes, in Gatsby's .cache/ (which the workflow keeps):
 * a content-only pull request encodes only its own new pictures again.
 */
async function previewCopies(outDir: string, contentDir: string): Promise<Record<string, string>> {
  const images = path.join(contentDir, "images")
  const frames = Object.keys(previewFrames(previewPictureFiles(contentDir)))
  const rasters = previewPictureFiles(contentDir).filter(
    file => !frames.some(folder => file.startsWith(`${folder}/`))
  )
  const marks = fs
    .readdirSync(images)
    .filter(name => name.endsWith(".svg"))
    .map(name => `images/${name}`)
  const cache = path.join(root, ".cache/cms-preview-copies")
  fs.mkdirSync(cache, { recursive: true })
  fs.mkdirSync(path.join(outDir, "pictures"), { recursive: true })
  const copies: Record<string, string> = {}
  const copy = async (file: string) => {
    const bytes = fs.readFileSync(path.join(contentDir, file))
    const svg = file.endsWith(".svg")
    const name = `pictures/${hashed(path.posix.basename(file, path.extname(file)), svg ? "svg" : "webp", bytes)}`
    const cached = path.join(cache, path.posix.basename(name))
    if (!fs.existsSync(cached))
      fs.writeFileSync(
        cached,
        svg
          ? bytes
          : await sharp(bytes)
              .resize({ width: COPY_WIDTH, withoutEnlargement: true })
              .webp({ quality: 70 })
              .toBuffer()
      )
    fs.copyFileSync(cached, path.join(outDir, name))
    copies[file] = name
  }
  // A few at a time: sharp works on all cores within each, and four hundred at once would only queue.
  const files = [...marks, ...rasters]
  for (let at = 0; at < files.length; at += 4) await Promise.all(files.slice(at, at + 4).map(copy))
  return copies
}

/**
 * What the site's code imports and the CMS preview provides instead: "gatsby" (there is no Gatsby in
 * the editor's browser: preview-gatsby.tsx), the loader of third parties' scripts, which adds none
 * to the editor's page, and the font files the site's <head> preloads, which the preview's faces replace.
 */
const previewModules: Plugin = {
  name: "preview-modules",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(__dirname, "preview-gatsby.tsx") }))
    // The font files the site's <head> names (src/theme/fonts.ts): the preview declares its own faces.
    esbuild.onResolve({ filter: /\.woff2$/ }, ({ path: file }) => ({ path: file, namespace: "head-font" }))
    esbuild.onLoad({ filter: /./, namespace: "head-font" }, () => ({
      contents: 'export default ""',
      loader: "js",
    }))
    esbuild.onResolve({ filter: /\/third-party-script$/ }, ({ importer }) =>
      importer.startsWith(path.join(root, "src") + path.sep)
        ? { path: path.join(__dirname, "preview-third-party-script.ts") }
        : undefined
    )
  },
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

  // The site's faces: for the previews, and for the notice shown when no repository is named.
  const fontFaces = previewFonts(outDir)
  const css = `${fontFaces}\n`
  const cssName = hashed("preview", "css", css)
  fs.writeFileSync(path.join(outDir, cssName), css)

  const { outputFiles } = await build({
    stdin: {
      contents: await adminEntry(outDir, cssName),
      resolveDir: __dirname,
      sourcefile: "admin-entry.ts",
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    write: false,
    plugins: [previewModules],
    define: {
      // The preview draws booking as the site does when site.yaml has it (the booking button reads the setting).
      __BOOKING__: "true",
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    logLevel: "error",
  })
  const script = hashed("cms", "js", outputFiles[0].contents)
  fs.writeFileSync(path.join(outDir, script), outputFiles[0].contents)

  // Before Decap's script runs, so that the house YAML format is registered before any entry is read.
  // A file rather than inline, so the admin's Content-Security-Policy needs no hash.
  fs.writeFileSync(path.join(outDir, "manual-init.js"), "window.CMS_MANUAL_INIT = true\n")
  writeCmsConfig(outDir, deployment)
  const { url: localProxy } = committedConfig().local_backend as { url: string }
  const gateJs = gateScript([`${decapDir}/decap-cms.js`, script], localProxy)
  const gate = hashed("gate", "js", gateJs)
  fs.writeFileSync(path.join(outDir, gate), gateJs)
  fs.writeFileSync(path.join(outDir, "index.html"), indexHtml(gate, fontFaces))
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
          `CMS: no GitHub repository (from ${deployment.source}). /admin/ says how to name one, and opens\n` +
            "only with npm run cms, until it is built in GitHub Actions or with GITHUB_REPOSITORY=owner/name."
        )
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
