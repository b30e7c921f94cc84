import fs from "node:fs"
import sharp from "sharp"
import { inlineMark } from "../content/outputs/inline-mark"

/*
 * GraphQL: the brand mark as the header draws it, inside the page (src/content/outputs/inline-mark.ts). An
 * SVG logo is the drawing itself. A PNG logo is a 64 px copy (sharp on 2x screens) written into a
 * small SVG as a data URL: still nothing to fetch, and one way for the header to draw either. The
 * content check has refused an SVG that is not only a drawing before the build gets here; should
 * one slip through, the build stops naming it.
 */

const MARK_PIXELS = 64

async function pngMark(file: string): Promise<string> {
  const png = await sharp(file)
    .resize(MARK_PIXELS, MARK_PIXELS, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer()
  const size = `width="${MARK_PIXELS}" height="${MARK_PIXELS}"`
  return `<svg aria-hidden="true" viewBox="0 0 ${MARK_PIXELS} ${MARK_PIXELS}"><image ${size} href="data:image/png;base64,${png.toString("base64")}"/></svg>`
}

export const inlineMarkResolvers = {
  File: {
    inlineSvg: {
      type: "String",
      resolve: async (file: { extension: string; absolutePath: string; relativePath: string }) => {
        if (file.extension.toLowerCase() !== "svg") return pngMark(file.absolutePath)
        const { svg, problem } = inlineMark(await fs.promises.readFile(file.absolutePath, "utf8"))
        if (problem) throw new Error(`content/${file.relativePath} ${problem}`)
        return svg
      },
    },
  },
}
