import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import opentype from "opentype.js"
import sharp from "sharp"
import type { SourceNodesArgs } from "gatsby"
import { readContent, readPage } from "../content/read-content"
import { pageRoutes } from "../content/routes"
import { SHARE_HEIGHT, SHARE_WIDTH } from "../seo/share-card"
import { theme } from "../theme/tokens"
import { DISPLAY_FONT } from "../theme/font-files"

/*
 * Each page's 1200x630 social preview: its share picture (`seo.image` in the
 * page's YAML) with the brand and the page's title drawn over it. The build
 * makes them, so an editor who changes a title gets a new card. Each card is
 * named by a hash of what it shows, so an unchanged page costs nothing (the
 * card is copied from .cache/) and a changed one gets a new URL, which makes
 * social apps fetch it again instead of showing their cached copy.
 */

/** Bump when the drawing below changes, so every card is redrawn. */
const DESIGN_VERSION = 1

export interface ShareCard {
  /** The page's route, such as /services/. */
  path: string
  /** Where the card is served, such as /og/services-3fa2c1d9e0.jpg. */
  url: string
}

// A direct dependency, so it sits at the top of node_modules (require.resolve does not survive Gatsby's bundling).

/** Text as SVG path data, wrapped to `maxWidth`, so the card does not depend on installed fonts. */
function textPath(font: opentype.Font, text: string, size: number, x: number, y: number, maxWidth: number) {
  const lines: string[] = []
  for (const word of text.split(" ")) {
    const current = lines[lines.length - 1]
    if (current && font.getAdvanceWidth(`${current} ${word}`, size) <= maxWidth)
      lines[lines.length - 1] = `${current} ${word}`
    else lines.push(word)
  }
  return lines
    .map((line, index) => font.getPath(line, x, y + index * size * 1.1, size).toPathData(2))
    .join(" ")
}

async function drawCard(picture: string, title: string, brand: string): Promise<Buffer> {
  const font = opentype.loadSync(path.resolve(DISPLAY_FONT))
  const { ivory, ink, goldDeep } = theme.colors
  const overlay = `
    <svg width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id="fade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stop-color="${ivory}" stop-opacity="0.97"/>
          <stop offset="0.5" stop-color="${ivory}" stop-opacity="0.85"/>
          <stop offset="0.75" stop-color="${ivory}" stop-opacity="0"/>
        </linearGradient>
      </defs>
      <rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#fade)"/>
      <path d="${textPath(font, brand.toUpperCase(), 30, 72, 150, 600)}" fill="${goldDeep}"/>
      <rect x="72" y="186" width="64" height="2" fill="${goldDeep}"/>
      <path d="${textPath(font, title, 76, 72, 300, 560)}" fill="${ink}"/>
    </svg>`
  return sharp(picture)
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover", position: "right" })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer()
}

const hash = (...parts: (string | Buffer)[]) => {
  const digest = crypto.createHash("sha256")
  for (const part of parts) digest.update(part)
  return digest.digest("hex").slice(0, 10)
}

/** Draws (or copies from the cache) every page's card into `publicDir/og/`, removing cards no page uses. */
export async function writeShareImages({
  contentDir = path.resolve("content"),
  publicDir = path.resolve("public"),
  cacheDir = path.resolve(".cache", "share-images"),
} = {}): Promise<ShareCard[]> {
  const site = readContent("site.yaml", contentDir)
  const outDir = path.join(publicDir, "og")
  await fs.mkdir(outDir, { recursive: true })
  await fs.mkdir(cacheDir, { recursive: true })
  const cards = await Promise.all(
    pageRoutes(contentDir).map(async route => {
      const yaml = path.join(contentDir, route.file)
      const { seo } = readPage(route.file, contentDir)
      // A filter page of /commissions/ is drawn with its own title ("Commissions: Platinum").
      const title = route.path === "/" ? site.titleTagline : (route.facet?.title ?? seo.title)
      const picture = path.resolve(path.dirname(yaml), seo.image.src)
      const key = hash(String(DESIGN_VERSION), site.name, title, await fs.readFile(picture))
      const cached = path.join(cacheDir, `${key}.jpg`)
      const drawn = await fs.access(cached).then(
        () => false,
        async () => {
          await fs.writeFile(cached, await drawCard(picture, title, site.name))
          return true
        }
      )
      const name = `${route.path === "/" ? "home" : route.path.replace(/^\/|\/$/g, "").replace(/\//g, "-")}-${key}.jpg`
      await fs.copyFile(cached, path.join(outDir, name))
      return { card: { path: route.path, url: `/og/${name}` }, drawn }
    })
  )
  const current = new Set(cards.map(({ card }) => path.basename(card.url)))
  for (const file of await fs.readdir(outDir)) if (!current.has(file)) await fs.rm(path.join(outDir, file))
  return cards.map(({ card }) => card)
}

export const shareCardTypeDefs = `
  type ShareCard implements Node @dontInfer {
    path: String!
    url: String!
  }
`

/** One ShareCard node per page, for the Seo component's static query. */
export async function sourceShareCards({
  actions,
  createNodeId,
  createContentDigest,
}: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">): Promise<void> {
  for (const card of await writeShareImages())
    await actions.createNode({
      ...card,
      id: createNodeId(`ShareCard ${card.path}`),
      internal: { type: "ShareCard", contentDigest: createContentDigest(card) },
    })
}
