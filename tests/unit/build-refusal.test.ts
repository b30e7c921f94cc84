/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/*
 * The real `gatsby build`, in a throwaway copy of the project whose content
 * has one misspelt required key and one picture cut short (an upload that did
 * not finish): it must stop before building anything and name the file, line,
 * entry and field of each, where it would otherwise stop late on the picture
 * with "Input file contains unsupported image format", naming no file.
 */

const root = path.resolve(__dirname, "../..")
const copied = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "src",
  "content",
  "static",
]

test("gatsby build refuses content with a misspelt required key and a picture cut short", () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "build-refusal-"))
  try {
    for (const entry of copied)
      fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true })
    fs.symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"), "dir")
    const home = path.join(project, "content/pages/home.yaml")
    const source = fs.readFileSync(home, "utf8")
    fs.writeFileSync(home, source.replace(/^(\s+)heading:/m, "$1headng:"))
    const line = source.split("\n").findIndex(text => /^\s+heading:/.test(text)) + 1
    const pictureLine = source.split("\n").findIndex(text => /^\s+src: \S+\.jpe?g\s*$/.test(text)) + 1
    const src = /^\s+src: (\S+\.jpe?g)\s*$/m.exec(source)?.[1] ?? ""
    const picture = path.resolve(path.dirname(home), src)
    fs.writeFileSync(picture, fs.readFileSync(picture).subarray(0, 4000))

    const result = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: project,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
      timeout: 90_000,
    })
    const output = `${result.stdout}\n${result.stderr}`.replace(/\s+/g, " ")

    expect(result.status).not.toBe(0)
    expect(output).toContain(
      `content/pages/home.yaml:${line} hero › headng: unknown key (did you mean "heading"?)`
    )
    expect(output).toMatch(
      new RegExp(
        `content/pages/home\\.yaml:${pictureLine} [^:]*› src: image file "${src.replace(/\./g, "\\.")}" is cut short`
      )
    )
    expect(output).not.toContain("unsupported image format")
    expect(fs.existsSync(path.join(project, "public/index.html"))).toBe(false)
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
}, 120_000)
