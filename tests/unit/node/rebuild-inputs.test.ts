import fs from "node:fs"
import path from "node:path"
import { envOverrides } from "../../../src/content/env-overrides"

/*
 * What decides a warm rebuild, held on every run without building: Gatsby runs a cached query
 * again only when a node it read has changed, so every build variable must reach the pages through
 * the one node src/content/env-overrides.ts sources (its digest follows the environment:
 * tests/unit/content/env-overrides.test.ts) and the resolvers that read it. A file that read a variable
 * any other way would keep a warm rebuild's pages on the last build's value. The three-build proof,
 * `npm run build:checked`, runs in the workflow on main and whenever these inputs change.
 */

const root = path.resolve(__dirname, "../../..")
const OWNER = "src/content/env-overrides.ts"
// Scripts' reading of the environment, not the build's: the launch check reports what CI sets, and
// the content check validates the variables.
const NOT_THE_BUILD = ["src/content/check/launch-check.ts", "src/content/check/validate.ts"]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap(entry => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const buildFiles = [
  ...fs.readdirSync(root).filter(name => /^gatsby-[a-z]+\.tsx?$/.test(name)),
  ...sourceFiles("src"),
].filter(file => file !== OWNER && !NOT_THE_BUILD.includes(file))

/** The code of a file without its comments, which may name a variable to explain it. */
const code = (file: string) =>
  fs
    .readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")

describe("what decides a warm rebuild", () => {
  it("finds the build's files (the scan itself works)", () => {
    expect(buildFiles).toContain("gatsby-node.ts")
    expect(buildFiles.length).toBeGreaterThan(50)
    expect(code(OWNER)).toMatch(/process\.env/)
  })

  it("no file of the build but env-overrides.ts reads the environment", () => {
    const readers = buildFiles.filter(file => /process\.env\b|import\.meta\.env/.test(code(file)))
    expect(readers).toEqual([])
  })

  it("no file of the build names a build variable", () => {
    const naming = buildFiles.filter(file =>
      envOverrides.variables.some(variable => code(file).includes(variable))
    )
    expect(naming).toEqual([])
  })

  it("gatsby-node sources the overrides' node and declares its type and resolvers", () => {
    const node = code("gatsby-node.ts")
    for (const use of ["envOverrides.sourceNode(", "envOverrides.typeDefs", "envOverrides.resolvers()"])
      expect(node).toContain(use)
  })
})
