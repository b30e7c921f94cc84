import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { patchesDigest } from "../../../src/node/patches-digest"

describe("the digest of patches/ (webpack's cache version)", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "patches-"))
    fs.writeFileSync(path.join(dir, "a+1.0.0.patch"), "-old\n+new\n")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("stays the same while the patches do, and changes when one is edited, added or removed", () => {
    const first = patchesDigest(dir)
    expect(patchesDigest(dir)).toBe(first)

    fs.writeFileSync(path.join(dir, "a+1.0.0.patch"), "-old\n+newer\n")
    const edited = patchesDigest(dir)
    expect(edited).not.toBe(first)

    fs.writeFileSync(path.join(dir, "b+2.0.0.patch"), "-x\n+y\n")
    expect(patchesDigest(dir)).not.toBe(edited)

    fs.rmSync(path.join(dir, "b+2.0.0.patch"))
    expect(patchesDigest(dir)).toBe(edited)
  })

  it("covers the patches this project applies", () => {
    expect(fs.readdirSync(path.resolve("patches")).length).toBeGreaterThan(0)
    expect(patchesDigest()).toMatch(/^[0-9a-f]{40}$/)
  })
})

describe("patches/", () => {
  it("patch only packages pinned to the exact version each patch was written against", () => {
    const root = path.resolve(__dirname, "../../..")
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const pinned = { ...manifest.dependencies, ...manifest.devDependencies }
    const patches = fs.readdirSync(path.join(root, "patches")).filter(file => file.endsWith(".patch"))
    expect(patches.length).toBeGreaterThan(0)
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version: string }>
    }
    for (const file of patches) {
      const [, name, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(file) ?? []
      // "outer++inner": a package that another installs for itself (Lighthouse, inside lhci).
      const [outer, inner] = name.split("++").map(part => part.replace(/\+/g, "/"))
      if (!inner) {
        expect({ file, range: pinned[outer] }).toEqual({ file, range: version })
        continue
      }
      // The outer package pinned exactly, so the version it installs inside it cannot move.
      expect({ file, exact: /^\d+\.\d+\.\d+$/.test(pinned[outer] ?? "") }).toEqual({ file, exact: true })
      const installs = lock.packages[`node_modules/${outer}/node_modules/${inner}`]?.version
      expect({ file, installs }).toEqual({ file, installs: version })
    }
  })
})
