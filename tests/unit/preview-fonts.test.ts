import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { previewFonts } from "../../scripts/cms/build-admin"

test("the CMS preview declares every face the site draws with, the italic (declared after first paint) too, each file written beside it", () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-fonts-"))
  const faces = previewFonts(outDir).match(/@font-face\s*{[^}]*}/g) ?? []
  const styles = faces.filter(face => /url\(/.test(face)).map(face => /font-style:\s*(\w+)/.exec(face)?.[1])
  expect(styles).toContain("italic")
  expect(styles).toContain("normal")
  for (const face of faces) {
    const file = /url\("\.\/([^"]+)"\)/.exec(face)?.[1]
    if (file) expect(fs.existsSync(path.join(outDir, file))).toBe(true)
  }
  fs.rmSync(outDir, { recursive: true })
})
