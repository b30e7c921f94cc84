import { execFileSync, spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { parse, stringify } from "yaml"
import { piecePictureFolder } from "../../src/content/commissions/piece-pictures"
import { templateRoutes } from "../../src/content/routes"
import { copyWorkingTree } from "./rehearsal"

/*
 * The atelier some years on: a copy of this working tree with N commissions (default 200), each a
 * copy of one of the sample pieces with a slug, a name, a year and picture files of its own (the
 * same pictures with a few bytes after the image's end, so Gatsby encodes each anew, as it would a
 * new photograph). The copy is built cold, and the script reports what grows with the pieces: the
 * build's time and its picture jobs, the browser tests listed, and each list page's HTML (brotli,
 * with the headers the site's server sends) and page data. Then the content-only pull request: one
 * more piece, built again over the cache, timed; and Lighthouse on the commission templates (the
 * list, a filter page, a piece) of that build, asserted as check:lighthouse asserts them. Not part
 * of npm test (it takes minutes); its figures are in docs/checks.md.
 *
 *   npm run rehearse:scale                 # 200 pieces
 *   npm run rehearse:scale -- --pieces 50
 */

const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}
const count = Number(argument("--pieces") ?? 200)
if (!Number.isInteger(count) || count < 1)
  throw new Error("--pieces takes a whole number of pieces, such as 200")

const copy = copyWorkingTree("scale-rehearsal")
const folder = path.join(copy.dir, "content/commissions")
const samples = fs
  .readdirSync(folder)
  .filter(name => name.endsWith(".yaml"))
  .sort()
  .map(name => ({ name, piece: parse(fs.readFileSync(path.join(folder, name), "utf8")) as Piece }))

interface Piece {
  slug: string
  title: string
  year: number
  seo: { title: string; description: string; image?: { src: string; alt: string } }
  pictures: { src: string; alt: string }[]
}

/**
 * A picture file of its own, in the piece's own folder (piece-pictures.ts): the sample's bytes and a
 * trailer after the image, which decoders skip.
 */
function ownPicture(src: string, n: number, slug: string): string {
  const from = path.resolve(folder, src)
  const name = `${path.basename(src, path.extname(src))}-scale-${n}${path.extname(src)}`
  const own = path.join(copy.dir, "content", piecePictureFolder(slug))
  fs.mkdirSync(own, { recursive: true })
  fs.writeFileSync(
    path.join(own, name),
    Buffer.concat([fs.readFileSync(from), Buffer.from(`scale rehearsal ${n}`)])
  )
  return path.posix.join(path.posix.relative("commissions", piecePictureFolder(slug)), name)
}

/** The n-th piece: a copy of a sample in turn, a year older for each round. */
function addPiece(n: number): void {
  const { piece } = samples[n % samples.length]
  const round = Math.floor(n / samples.length)
  const slug = `${piece.slug}-${n}`
  const pictures = piece.pictures.map(picture => ({ ...picture, src: ownPicture(picture.src, n, slug) }))
  // The share picture is one of the piece's own, as in the samples (else a copy of its own too).
  const shared = piece.seo.image && {
    ...piece.seo.image,
    src:
      pictures[piece.pictures.findIndex(picture => picture.src === piece.seo.image?.src)]?.src ??
      ownPicture(piece.seo.image.src, n, slug),
  }
  const copied: Piece = {
    ...piece,
    slug,
    title: `${piece.title} ${n}`,
    year: piece.year - round,
    seo: { ...piece.seo, title: `${piece.seo.title} ${n}`, ...(shared ? { image: shared } : {}) },
    pictures,
  }
  fs.writeFileSync(path.join(folder, `${copied.slug}.yaml`), stringify(copied, { lineWidth: 0 }))
}

// The samples stay; the rest are copies of them.
for (let n = samples.length; n < count; n++) addPiece(n)
// Fewer pieces than the samples: the newest ones stay.
for (const { name } of samples.slice(count)) fs.rmSync(path.join(folder, name))
if (count !== samples.length) copy.commit(`${count} pieces`)

/** `gatsby build` in the copy: its time, and its picture jobs as Gatsby reports them. */
function build(): { seconds: number; images: RegExpExecArray | null } {
  const started = Date.now()
  const run = spawnSync("npx", ["gatsby", "build"], { cwd: copy.dir, encoding: "utf8", env: process.env })
  const seconds = (Date.now() - started) / 1000
  if (run.status !== 0) {
    console.log(run.stdout.slice(-4000), run.stderr.slice(-4000))
    throw new Error("The copy did not build")
  }
  // eslint-disable-next-line no-control-regex
  const plain = run.stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
  return { seconds, images: /IMAGE_PROCESSING jobs - ([\d.]+)s - (\d+)\/\d+/.exec(plain) }
}

const { seconds, images } = build()

// Listing imports every spec file and the route registry they share, as each worker of the suite does:
// what the content costs the browser suite before its first test (minutes, when it grew with the pieces).
const listing = Date.now()
const listed = execFileSync("npx", ["playwright", "test", "--list"], { cwd: copy.dir, encoding: "utf8" })
const listSeconds = (Date.now() - listing) / 1000
const tests = /Total: (\d+) tests/.exec(listed)?.[1]
console.log(
  `\n${count} pieces: cold build ${seconds.toFixed(0)} s; picture jobs ${images?.[2] ?? "?"} in ${images?.[1] ?? "?"} s; ${tests ?? "?"} browser tests listed in ${listSeconds.toFixed(1)} s`
)

// Each list page as the site's server sends it: brotli, with its headers. A port of its own, and a
// process group of its own, so that stopping it stops npx's children too.
const port = 9300 + Math.floor(Math.random() * 100)
const server = spawn(
  "npx",
  ["tsx", "scripts/quality/static-server.ts", "--port", String(port), "--host", "localhost"],
  { cwd: copy.dir, stdio: "ignore", detached: true }
)
const served = (pathname: string) =>
  new Promise<{ body: number; headers: number }>((resolve, reject) => {
    const request = http.get({
      host: "localhost",
      port,
      path: pathname,
      headers: { "accept-encoding": "br" },
    })
    request.on("response", response => {
      let body = 0
      response.on("data", (chunk: Buffer) => (body += chunk.length))
      response.on("end", () => {
        const head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n${response.rawHeaders
          .reduce<string[]>(
            (lines, value, index) =>
              index % 2 ? [...lines.slice(0, -1), `${lines.at(-1)}: ${value}`] : [...lines, value],
            []
          )
          .join("\r\n")}\r\n\r\n`
        if (response.statusCode !== 200) reject(new Error(`${pathname}: ${response.statusCode}`))
        else resolve({ body, headers: Buffer.byteLength(head) })
      })
    })
    request.on("error", reject)
  })

async function report() {
  for (let tries = 0; ; tries++) {
    try {
      await served("/")
      break
    } catch (error) {
      if (tries > 600) throw error
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }
  const pages = fs
    .readdirSync(path.join(copy.dir, "public/page-data"), { recursive: true, encoding: "utf8" })
    .filter(file => file.endsWith("page-data.json") && file.startsWith("commissions"))
    .map(file => `/${path.dirname(file)}/`)
    .filter(pathname => !/^\/commissions\/[^/]+\/$/.test(pathname) || pathname === "/commissions/")
    .filter(
      pathname => pathname === "/commissions/" || /\/(metal|stone|shape|setting|budget|page)\//.test(pathname)
    )
    .sort()
  const rows = []
  for (const pathname of pages) {
    const html = await served(pathname)
    const data = fs.readFileSync(path.join(copy.dir, "public/page-data", pathname, "page-data.json"))
    rows.push({
      pathname,
      html: html.body + html.headers,
      data: data.length,
      dataBrotli: zlib.brotliCompressSync(data).length,
    })
  }
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(`${rows.length} list pages (HTML brotli with headers; page data raw, brotli):`)
  for (const row of rows)
    console.log(`  ${row.pathname}  ${kib(row.html)} KiB; ${kib(row.data)} KiB, ${kib(row.dataBrotli)} KiB`)
  const worst = rows.reduce((a, b) => (b.html > a.html ? b : a))
  const heaviest = rows.reduce((a, b) => (b.data > a.data ? b : a))
  console.log(
    `Largest HTML: ${worst.pathname} ${kib(worst.html)} KiB (budget 14 KiB); largest page data: ${heaviest.pathname} ${kib(heaviest.data)} KiB raw, ${kib(heaviest.dataBrotli)} KiB brotli`
  )
  // Each list page is its own: its canonical address is itself, the sitemap lists it, its title says its page.
  const sitemap = fs
    .readdirSync(path.join(copy.dir, "public"))
    .filter(file => /^sitemap-\d+\.xml$/.test(file))
    .map(file => fs.readFileSync(path.join(copy.dir, "public", file), "utf8"))
    .join("")
  const problems = rows.flatMap(({ pathname, html }) => {
    const page = fs.readFileSync(path.join(copy.dir, "public", pathname, "index.html"), "utf8")
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? ""
    return [
      ...(html > 14 * 1024 ? [`${pathname}: ${kib(html)} KiB of HTML, over 14 KiB`] : []),
      ...(new URL(canonical, "https://x/").pathname === pathname
        ? []
        : [`${pathname}: canonical ${canonical}`]),
      ...(canonical && sitemap.includes(`<loc>${canonical}</loc>`)
        ? []
        : [`${pathname}: not in the sitemap`]),
    ]
  })
  for (const problem of problems) console.log(`  problem: ${problem}`)
  if (problems.length) process.exitCode = 1
}

/** The pull request that adds one piece, built over the cold build's cache as the workflow keeps it. */
function contentOnlyChange(): void {
  addPiece(count)
  copy.commit("One more piece")
  const warm = build()
  console.log(
    `One more piece, built again over the cache: ${warm.seconds.toFixed(0)} s; picture jobs ${warm.images?.[2] ?? "?"} in ${warm.images?.[1] ?? "?"} s`
  )
}

/** Lighthouse on the commission templates of the copy, asserted by its lighthouserc.cjs; their LCP medians. */
function lighthouse(): void {
  const routes = templateRoutes(path.join(copy.dir, "content"))
    .map(route => route.path)
    .filter(pathname => pathname.startsWith("/commissions/"))
  const run = (command: string[]) =>
    spawnSync("npx", ["--no-install", ...command], { cwd: copy.dir, stdio: "inherit", env: process.env })
  if (run(["tsx", "scripts/quality/lighthouse-collect.ts", "--routes", routes.join(",")]).status !== 0)
    throw new Error("Lighthouse did not complete")
  const asserted = run(["lhci", "assert"]).status === 0
  const runs = fs
    .readdirSync(path.join(copy.dir, ".lighthouseci"))
    .filter(file => /^lhr-.*\.json$/.test(file))
    .map(file => {
      const lhr = JSON.parse(fs.readFileSync(path.join(copy.dir, ".lighthouseci", file), "utf8")) as {
        finalDisplayedUrl: string
        audits: Record<string, { numericValue?: number }>
      }
      return {
        pathname: new URL(lhr.finalDisplayedUrl).pathname,
        lcp: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
      }
    })
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  for (const pathname of routes) {
    const mine = runs.filter(lhr => lhr.pathname === pathname)
    console.log(
      `  Lighthouse ${pathname}: LCP median ${Math.round(median(mine.map(lhr => lhr.lcp)))} ms (${mine.map(lhr => Math.round(lhr.lcp)).join(", ")}), CLS ${Math.max(...mine.map(lhr => lhr.cls))}`
    )
  }
  if (!asserted) {
    console.log("  problem: Lighthouse's assertions failed (above)")
    process.exitCode = 1
  }
}

report()
  .finally(() => process.kill(-(server.pid ?? 0)))
  .then(contentOnlyChange)
  .then(lighthouse)
  .then(() => console.log(`The copy stays at ${copy.dir} (delete it when done).`))
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
