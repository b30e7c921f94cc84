/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/*
 * The real `gatsby build`, in a throwaway copy of the project whose content
 * has one misspelt required key: it must stop before building anything and
 * name the file, line, entry and field.
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

test("gatsby build refuses content with a misspelt required key", () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "build-refusal-"))
  try {
    for (const entry of copied)
      fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true })
    fs.symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"), "dir")
    const home = path.join(project, "content/pages/home.yaml")
    const source = fs.readFileSync(home, "utf8")
    fs.writeFileSync(home, source.replace(/^(\s+)heading:/m, "$1headng:"))
    const line = source.split("\n").findIndex(text => /^\s+heading:/.test(text)) + 1

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
    expect(fs.existsSync(path.join(project, "public/index.html"))).toBe(false)
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
}, 120_000)
