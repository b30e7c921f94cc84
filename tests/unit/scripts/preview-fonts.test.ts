import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { previewFonts } from "../../../scripts/cms/build-admin"

test("the CMS preview declares every face the site draws with, the italic too and the rule that sets it on its text, each file written beside it", () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-fonts-"))
  const css = previewFonts(outDir)
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? []
  const styles = faces.filter(face => /url\(/.test(face)).map(face => /font-style:\s*(\w+)/.exec(face)?.[1])
  expect(styles).toContain("italic")
  expect(styles).toContain("normal")
  const italic = faces.find(face => /font-style:\s*italic/.test(face)) ?? ""
  const family = /font-family:\s*("[^"]+")/.exec(italic)?.[1] ?? "none"
  expect(css.replace(/@font-face\s*{[^}]*}/g, "")).toContain(`font-family:${family}`)
  for (const face of faces) {
    const file = /url\("\.\/([^"]+)"\)/.exec(face)?.[1]
    if (file) expect(fs.existsSync(path.join(outDir, file))).toBe(true)
  }
  fs.rmSync(outDir, { recursive: true })
})
