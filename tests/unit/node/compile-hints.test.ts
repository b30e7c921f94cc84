import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SourceMapConsumer, type RawSourceMap } from "source-map-js"
import webpack from "webpack"
import { COMPILE_HINT, CompileHintsPlugin } from "../../../src/node/compile-hints"

/** A real production webpack build (minified, with source maps) of a two-chunk entry. */
async function build(dir: string): Promise<void> {
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    'import("./later").then(m => m.run())\nconsole.log("entry-marker")\n'
  )
  fs.writeFileSync(
    path.join(dir, "later.js"),
    '\n\nexport function run() {\n  console.log("later-marker")\n}\n'
  )
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    devtool: "source-map",
    output: {
      path: path.join(dir, "out"),
      filename: "[name]-[contenthash].js",
      chunkFilename: "[name]-[contenthash].js",
    },
    plugins: [new CompileHintsPlugin()],
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()
    )
  )
}

describe("CompileHintsPlugin", () => {
  let dir: string
  let scripts: string[]

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"))
    await build(dir)
    scripts = fs.readdirSync(path.join(dir, "out")).filter(file => file.endsWith(".js"))
  })

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("opens every emitted script with V8's compile hint, once, ahead of the minified code", () => {
    expect(scripts).toHaveLength(2)
    for (const file of scripts) {
      const code = fs.readFileSync(path.join(dir, "out", file), "utf8")
      expect(code.startsWith(COMPILE_HINT)).toBe(true)
      expect(code.split("allFunctionsCalledOnLoad")).toHaveLength(2)
    }
  })

  it("keeps the source maps true: a string in the lazy chunk still maps to its original line", () => {
    const file = scripts.find(name =>
      fs.readFileSync(path.join(dir, "out", name), "utf8").includes("later-marker")
    )!
    const lines = fs.readFileSync(path.join(dir, "out", file), "utf8").split("\n")
    const line = lines.findIndex(text => text.includes("later-marker"))
    const column = lines[line].indexOf('"later-marker"')
    const map = JSON.parse(fs.readFileSync(path.join(dir, "out", `${file}.map`), "utf8")) as RawSourceMap
    const original = new SourceMapConsumer(map).originalPositionFor({ line: line + 1, column })
    expect(line).toBeGreaterThan(0)
    expect(original.source).toMatch(/later\.js$/)
    expect(original.line).toBe(4)
  })
})
