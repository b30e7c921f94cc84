import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { parse } from "yaml"
import { inlineMark } from "../../../src/content/outputs/inline-mark"
import { checkContent, formatProblem } from "../../../src/content/check/validate"
import { inlineMarkResolvers } from "../../../src/node/inline-mark-resolvers"
import { contentCopyPerTest, setContent } from "../support/content-copy"

/*
 * The brand mark drawn inside every page: the content's own mark becomes a small drawing the page
 * can hold, and an SVG that is more than a drawing is refused where site.yaml names it.
 */

const site = parse(fs.readFileSync("content/site.yaml", "utf8")) as { logo: { src: string } }
const contentMark = () => fs.readFileSync(path.join("content", site.logo.src), "utf8")
const drawing = (inside: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}</svg>`

describe("the content's mark", () => {
  const { svg, problem } = inlineMark(contentMark())

  it("is drawn inside the page, hidden from assistive technology (the link is named)", () => {
    expect(problem).toBeUndefined()
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/)
    expect(svg).toMatch(/viewBox="[\d. ]+"/)
    expect(svg).not.toMatch(/<title|<desc/)
    // Sized by the header, not by the file.
    expect(/^<svg[^>]*>/.exec(svg!)![0]).not.toMatch(/\s(width|height)=/)
  })

  it("keeps every reference inside itself, under ids the page cannot already use", () => {
    const ids = [...svg!.matchAll(/\sid="([^"]+)"/g)].map(match => match[1])
    const references = [...svg!.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map(
      match => match[1] ?? match[2]
    )
    for (const id of ids) expect(id).toMatch(/^mark-/)
    for (const reference of references) expect(ids).toContain(reference)
  })
})

it.each([
  ["a script", drawing("<script>alert(1)</script>"), /contains <script>/],
  ["an event handler", drawing('<rect width="1" height="1" onclick="alert(1)"/>'), /onclick attribute/],
  ["HTML inside", drawing("<foreignObject><p>hi</p></foreignObject>"), /contains <foreignObject>/],
  ["a picture it would fetch", drawing('<image href="https://example.com/a.png"/>'), /contains <image>/],
  ["a part of another file", drawing('<use href="https://example.com/a.svg#a"/>'), /links to "https:/],
  [
    "another file's gradient",
    drawing('<rect width="1" height="1" fill="url(other.svg#g)"/>'),
    /points fill at/,
  ],
  ["no drawing at all", "a mark", /cannot be read as SVG/],
])("refuses a mark with %s", (_, markup, reason) => {
  const { svg, problem } = inlineMark(markup)
  expect(svg).toBeUndefined()
  expect(problem).toMatch(reason)
})

it.each([
  ["a style attribute", drawing('<rect width="1" height="1" style="fill:#123456"/>'), /style attribute/],
  [
    "a style attribute that would cover the page",
    drawing('<rect width="1" height="1" style="position:fixed;inset:0"/>'),
    /style attribute/,
  ],
  ["a style block", drawing("<style>rect{fill:red}</style><rect width='1' height='1'/>"), /<style> block/],
  ["CDATA", drawing("<g><![CDATA[ x ]]></g>"), /CDATA/],
  [
    "a processing instruction",
    `<?xml-stylesheet href="https://example.com/a.css"?>${drawing('<rect width="1" height="1"/>')}`,
    /processing instruction/,
  ],
  [
    "entities of its own",
    `<!DOCTYPE svg [<!ENTITY e "x">]>${drawing('<rect width="1" height="1"/>')}`,
    /entities/,
  ],
  [
    "CSS that fetches",
    drawing('<rect width="1" height="1" fill="url(https://example.com/a.svg#g)"/>'),
    /points fill/,
  ],
  ["a class the page would style", drawing('<rect width="1" height="1" class="hidden"/>'), /attribute class/],
  ["an attribute that draws nothing", drawing('<rect width="1" height="1" data-x="1"/>'), /attribute data-x/],
  [
    "an animation",
    drawing('<rect width="1" height="1"><set attributeName="fill" to="red"/></rect>'),
    /<set>/,
  ],
  [
    "copies of copies (a few lines drawing millions of shapes)",
    drawing(
      '<defs><g id="a"><rect width="1" height="1"/><rect x="1" width="1" height="1"/></g>' +
        '<g id="b"><use href="#a"/><use href="#a" x="2"/></g><g id="c"><use href="#b"/><use href="#b" y="2"/></g></defs>' +
        '<use href="#c"/>'
    ),
    /copies of copies multiply/,
  ],
])("refuses a mark with %s, held to what draws", (_, markup, reason) => {
  const { svg, problem } = inlineMark(markup)
  expect(svg).toBeUndefined()
  expect(problem).toMatch(reason)
})

it("draws a mark that repeats a drawn part with <use>", () => {
  const { problem } = inlineMark(
    drawing('<defs><path id="p" d="M0 0h1v1z"/></defs><use href="#p"/><use href="#p" x="2"/>')
  )
  expect(problem).toBeUndefined()
})

it("draws a mark as drawing programs export it: declaration, DOCTYPE, editors' data, title", () => {
  const exported =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
    'viewBox="0 0 10 10" inkscape:version="1.3"><title>Mark</title><metadata>x</metadata>' +
    '<g inkscape:label="Layer 1"><path d="M0 0h10v10z" fill="#123456"/></g></svg>'
  const { svg, problem } = inlineMark(exported)
  expect(problem).toBeUndefined()
  expect(svg).toMatch(/fill="#123456"/)
})

it("draws a PNG logo inside the page too, as its 64 px copy", async () => {
  const file = path.join(os.tmpdir(), `mark-${process.pid}.png`)
  await sharp({ create: { width: 512, height: 512, channels: 4, background: "#1f1b16" } })
    .png()
    .toFile(file)
  const svg = await inlineMarkResolvers.File.inlineSvg.resolve({
    extension: "png",
    absolutePath: file,
    relativePath: "images/mark.png",
  })
  fs.rmSync(file)
  const data = /<image [^>]*href="data:image\/png;base64,([^"]+)"/.exec(svg ?? "")?.[1]
  expect(svg).toMatch(/^<svg aria-hidden="true" viewBox="0 0 64 64">/)
  expect(await sharp(Buffer.from(data ?? "", "base64")).metadata()).toMatchObject({ width: 64, height: 64 })
})

it("stops the build on an SVG that is more than a drawing, naming the file", async () => {
  const file = path.join(os.tmpdir(), `mark-${process.pid}.svg`)
  fs.writeFileSync(file, drawing("<script>alert(1)</script>"))
  await expect(
    inlineMarkResolvers.File.inlineSvg.resolve({
      extension: "svg",
      absolutePath: file,
      relativePath: "images/x.svg",
    })
  ).rejects.toThrow(/^content\/images\/x\.svg contains <script>/)
  fs.rmSync(file)
})

describe("the content check", () => {
  const copy = contentCopyPerTest("inline-mark")

  it("refuses an SVG logo that is more than a drawing, where site.yaml names it", async () => {
    fs.writeFileSync(path.join(copy.dir, "images/scripted.svg"), drawing("<script>alert(1)</script>"))
    const line = setContent(copy.dir, "site.yaml", ["logo", "src"], "images/scripted.svg")
    expect((await checkContent(copy.dir, {})).map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/site\\.yaml:${line} {2}logo › src: image file "images/scripted\\.svg" contains <script>`
        )
      ),
    ])
  })

  it("refuses a logo that is neither SVG nor PNG", async () => {
    const line = setContent(copy.dir, "site.yaml", ["logo", "src"], "images/mark.gif")
    expect((await checkContent(copy.dir, {})).map(formatProblem)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/site\\.yaml:${line} {2}logo › src: must be an \\.svg or a \\.png file`)
      )
    )
  })
})
