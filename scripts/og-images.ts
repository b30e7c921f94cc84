/**
 * `npm run og-images`: the 1200x630 social preview of every page, made from
 * the page's render and its title, into content/images/og/<page>.jpg.
 * Type is drawn as vector outlines from the site's own display font, so the
 * result does not depend on the fonts installed on the machine.
 */
import fs from "node:fs"
import path from "node:path"
import opentype from "opentype.js"
import sharp from "sharp"
import { parse } from "yaml"
import { theme } from "../src/theme/tokens"

const WIDTH = 1200
const HEIGHT = 630
const content = path.resolve("content")

/** Which render stands behind each page's title. */
const pages: { name: string; file: string; render: string }[] = [
  { name: "home", file: "pages/home.yaml", render: "home-hero.jpg" },
  { name: "engagement-rings", file: "pages/engagement-rings.yaml", render: "engagement-hero.jpg" },
  { name: "services", file: "pages/services.yaml", render: "services-wedding-bands.jpg" },
  { name: "process", file: "pages/process.yaml", render: "process-crafting.jpg" },
  { name: "stories", file: "pages/stories.yaml", render: "occasion-anniversary.jpg" },
  { name: "contact-us", file: "pages/contact-us.yaml", render: "services-gifts.jpg" },
  { name: "terms", file: "legal/terms.yaml", render: "built-to-last.jpg" },
  { name: "privacy", file: "legal/privacy.yaml", render: "your-story.jpg" },
]

const fontFile = (name: string) => require.resolve(`@fontsource/cormorant-garamond/files/${name}`)
const display = opentype.loadSync(fontFile("cormorant-garamond-latin-500-normal.woff"))
const site = parse(fs.readFileSync(path.join(content, "site.yaml"), "utf8")) as {
  name: string
  titleTagline: string
}

/** Text as an SVG path, wrapped to `maxWidth`, returning the path and its height. */
function textPath(text: string, size: number, x: number, y: number, maxWidth: number, lineHeight = 1.1) {
  const lines: string[] = []
  for (const word of text.split(" ")) {
    const current = lines[lines.length - 1]
    if (current && display.getAdvanceWidth(`${current} ${word}`, size) <= maxWidth)
      lines[lines.length - 1] = `${current} ${word}`
    else lines.push(word)
  }
  const d = lines
    .map((line, index) => display.getPath(line, x, y + index * size * lineHeight, size).toPathData(2))
    .join(" ")
  return { d, height: lines.length * size * lineHeight }
}

async function render({ name, file, render: picture }: (typeof pages)[number]) {
  const page = parse(fs.readFileSync(path.join(content, file), "utf8")) as { seo: { title: string } }
  const title = name === "home" ? site.titleTagline : page.seo.title
  const heading = textPath(title, 76, 72, 300, 560)
  const brand = textPath(site.name.toUpperCase(), 30, 72, 150, 600)
  const { ivory, ink, goldDeep } = theme.colors
  const overlay = `
    <svg width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id="fade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stop-color="${ivory}" stop-opacity="0.97"/>
          <stop offset="0.5" stop-color="${ivory}" stop-opacity="0.85"/>
          <stop offset="0.75" stop-color="${ivory}" stop-opacity="0"/>
        </linearGradient>
      </defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#fade)"/>
      <path d="${brand.d}" fill="${goldDeep}"/>
      <rect x="72" y="186" width="64" height="2" fill="${goldDeep}"/>
      <path d="${heading.d}" fill="${ink}"/>
    </svg>`
  const out = path.join(content, "images", "og", `${name}.jpg`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await sharp(path.join(content, "images", picture))
    .resize(WIDTH, HEIGHT, { fit: "cover", position: "right" })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(out)
  console.log(`${path.relative(process.cwd(), out)}  "${title}"`)
}

async function main() {
  for (const page of pages) await render(page)
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
